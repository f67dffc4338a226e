import { useId, useState } from 'react';
import { t } from '../../i18n';
import { formatFileSize } from '../../i18n/format-order';
import { Button } from './button';
import { LabelledField } from './field';
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

/**
 * The files a form collects, each checked as it is chosen: the refused ones are listed as
 * "name: problem" (and can be replaced by the form's own message), the rest are kept.
 */
export function useCheckedFiles(check: (file: File) => string | null) {
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  return {
    files,
    errors,
    setErrors,
    add(chosen: File[]) {
      const accepted: File[] = [];
      const rejected: string[] = [];
      for (const file of chosen) {
        const problem = check(file);
        if (problem) rejected.push(`${file.name}: ${problem}`);
        else accepted.push(file);
      }
      setErrors(rejected);
      setFiles((current) => [...current, ...accepted]);
    },
    remove(index: number) {
      setFiles((current) => current.filter((_, i) => i !== index));
    },
    clear() {
      setFiles([]);
    },
  };
}

interface FileFieldProps
  extends Omit<
    FileChooserProps,
    'id' | 'describedBy' | 'invalid' | 'files' | 'onAdd' | 'onRemove' | 'buttonLabel' | 'emptyText'
  > {
  label: string;
  hint: string;
  chosen: ReturnType<typeof useCheckedFiles>;
}

/** A labelled FileChooser with its hint and the list of refused files beneath. */
export function FileField({ label, hint, chosen, ...chooser }: FileFieldProps) {
  const id = useId();
  const { errors } = chosen;
  return (
    <LabelledField id={id} label={label}>
      <FileChooser
        {...chooser}
        id={id}
        buttonLabel={t('files.choose')}
        emptyText={t('files.none')}
        describedBy={`${id}-hint${errors.length ? ` ${id}-error` : ''}`}
        invalid={errors.length > 0}
        files={chosen.files}
        onAdd={chosen.add}
        onRemove={chosen.remove}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {errors.length > 0 && (
        <ul id={`${id}-error`} className="field__error file-errors" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </LabelledField>
  );
}
