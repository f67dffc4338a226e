import { type ReactNode, useId, useRef } from 'react';
import { UploadIcon } from '../../../components/ui/icons';

interface FilePickerProps {
  /** Accessible name of the file input; also the visible button text. */
  label: string;
  accept: string;
  disabled?: boolean;
  icon?: ReactNode;
  variant?: 'primary' | 'secondary';
  describedBy?: string;
  invalid?: boolean;
  onFile(file: File): void;
}

/**
 * A native file input (keyboard, screen readers and drag-and-drop for free) shown as a button.
 * The input is emptied after each pick so choosing the same file again still counts.
 */
export function FilePicker({
  label,
  accept,
  disabled,
  icon = <UploadIcon />,
  variant = 'secondary',
  describedBy,
  invalid,
  onFile,
}: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="file-picker">
      <input
        ref={input}
        id={id}
        type="file"
        className="file-picker__input"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={`button button--${variant} file-picker__button`}
        aria-disabled={disabled || undefined}
      >
        {icon}
        {label}
      </label>
    </span>
  );
}
