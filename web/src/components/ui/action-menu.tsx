import { type ReactElement, useState } from 'react';
import { Popover } from './popover';

export interface ActionMenuItem<Key extends string> {
  key: Key;
  label: string;
  /** A fuller name for assistive technology, where the label alone does not say what it acts on. */
  ariaLabel?: string;
  /** Takes something away: shown in the danger colour. */
  danger?: boolean;
}

interface ActionMenuProps<Key extends string> {
  /** The button that opens the menu. */
  trigger: ReactElement;
  /** A tooltip on the trigger, for an icon-only button. */
  tooltip?: string;
  items: ReadonlyArray<ActionMenuItem<Key>>;
  onSelect(key: Key): void;
}

/** A button's popover menu of actions; choosing one closes the menu and hands its key on. */
export function ActionMenu<Key extends string>({ trigger, tooltip, items, onSelect }: ActionMenuProps<Key>) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      className="popover account-menu"
      placement="menu"
      tooltip={tooltip}
    >
      <ul className="account-menu__list">
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className={item.danger ? 'account-menu__item account-menu__item--danger' : 'account-menu__item'}
              aria-label={item.ariaLabel}
              onClick={() => {
                setOpen(false);
                onSelect(item.key);
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
