import { type KeyboardEvent, useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/field';
import { t } from '../../../i18n';
import { useClients } from '../../clients/api/clients';

interface ClientPickerProps {
  value: string;
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** Typing: the client name as typed (a client not set up yet is typed in full). */
  onChange(name: string): void;
  /** A client chosen from the master: its name and account number. */
  onPick(client: { name: string; accountNo: string }): void;
  onBlur(): void;
}

const PICKER_ID = 'order-clientName';

/** The text typed, settled for a moment (one search per pause, not per key). */
function useSettled(value: string, ms = 200): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * New Order's client (DESIGN §11): a combobox that searches GET /api/clients by name or account
 * as the name is typed and offers "name · account"; choosing one fills both fields. The typed
 * name stays valid for a client not yet in the master.
 */
export function ClientPicker({ value, error, disabled, onChange, onPick, onBlur }: ClientPickerProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useSettled(value);
  const clients = useClients(search, 1, { enabled: open && search.trim().length > 0, pageSize: 8 });
  const options = open && search.trim() ? (clients.data?.clients ?? []) : [];
  const expanded = options.length > 0;
  const listId = `${PICKER_ID}-options`;

  function pick(index: number) {
    const client = options[index];
    if (!client) return;
    onPick({ name: client.name, accountNo: client.accountNo });
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setOpen(true);
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="client-picker">
      <TextField
        id={PICKER_ID}
        label={t('newOrder.field.clientName')}
        value={value}
        error={error}
        aria-required
        maxLength={200}
        disabled={disabled}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        hint={t('clientPicker.hint')}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('clientPicker.label')}
        className="client-picker__list"
        hidden={!expanded}
      >
        {options.map((client, index) => (
          <div
            key={client.accountNo}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="client-picker__option"
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(index);
            }}
          >
            <span className="client-picker__name">{client.name}</span>
            <bdi className="client-picker__account">{client.accountNo}</bdi>
          </div>
        ))}
      </div>
    </div>
  );
}
