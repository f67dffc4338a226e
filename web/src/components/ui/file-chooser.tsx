import { formatFileSize } from '../../i18n/format-order';
import { Button } from './button';
import { CloseIcon, UploadIcon } from './icons';

interface FileChooserProps {
  /** The input's id: the field's <label htmlFor> names it. */
  id: string;
  /** Text of the visible button ("Choose files"). */
  buttonLabel: string;
  accept: string;
  multiple?: boolean;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The files chosen so far, listed under the button. */
  files: readonly File[];
  /** Shown instead of the list while nothing is chosen. */
  emptyText: string;
  listLabel: string;
  removeLabel(name: string): string;
  onAdd(files: File[]): void;
  onRemove(index: number): void;
}

/**
 * A file field that says what it holds: a button opens the native picker (kept in the page,
 * visually hidden, for keyboards, screen readers and drag-and-drop), and the chosen files are
 * listed with their size and a Remove button. The native input's own "No file chosen" text,
 * which forgets earlier picks, is never shown.
 */
export function FileChooser({
  id,
  buttonLabel,
  accept,
  multiple,
  describedBy,
  invalid,
  disabled,
  files,
  emptyText,
  listLabel,
  removeLabel,
  onAdd,
  onRemove,
}: FileChooserProps) {
  return (
    <div className="file-chooser">
      <span className="file-picker">
        <input
          id={id}
          type="file"
          className="file-picker__input"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // Emptied so that choosing the same file again still counts.
            event.target.value = '';
            if (chosen.length) onAdd(chosen);
          }}
        />
        <label
          htmlFor={id}
          className="button button--secondary file-picker__button"
          aria-disabled={disabled || undefined}
        >
          <UploadIcon />
          {buttonLabel}
        </label>
      </span>
      {files.length === 0 ? (
        <p className="field__hint file-chooser__empty">{emptyText}</p>
      ) : (
        <ul className="file-list" aria-label={listLabel}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="file-list__item">
              <span className="file-list__name">{file.name}</span>
              <span className="muted">{formatFileSize(file.size)}</span>
              <Button
                variant="ghost"
                className="button--icon"
                aria-label={removeLabel(file.name)}
                disabled={disabled}
                onClick={() => onRemove(index)}
              >
                <CloseIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
