import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from './icons';
import { Popover } from './popover';

interface PopoverPickerProps {
  /** The field's visible label; with the summary it names the button. */
  label: string;
  /** What the closed picker says it holds. */
  summary: string;
  /** The kind of popup the button opens, for assistive technology. */
  popup: 'dialog' | 'listbox';
  open: boolean;
  onOpenChange(open: boolean): void;
  className: string;
  /** The popup's own name, where it has no labelled element inside. */
  contentLabel?: string;
  children: ReactNode;
}

/** A filter field whose button, labelled "label: summary", opens its choices in a popover. */
export function PopoverPicker({
  label,
  summary,
  popup,
  open,
  onOpenChange,
  className,
  contentLabel,
  children,
}: PopoverPickerProps) {
  const id = useId();
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        popup={popup}
        className={`popover ${className}`}
        placement="field"
        contentLabel={contentLabel}
        trigger={
          <button type="button" className="input select-button" aria-labelledby={`${id}-label ${id}-value`}>
            <span id={`${id}-value`} className="select-button__value">
              {summary}
            </span>
            <ChevronDownIcon />
          </button>
        }
      >
        {children}
      </Popover>
    </div>
  );
}
