import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { Alert } from './alert';
import { Button } from './button';
import { CardSection } from './card';
import { TextField } from './field';
import { DownloadIcon, UploadIcon } from './icons';

/** One refused row of a spreadsheet, as every import route answers it. */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

interface ImportRefusalText {
  title(count: number): string;
  note: string;
}

const REFUSED: ImportRefusalText = {
  title: (count) => t('import.errors', { count }),
  get note() {
    return t('import.errorsNote');
  },
};

interface SpreadsheetImportProps<Result extends { applied: boolean; errors: ImportRowError[] }> {
  /** Prefix of the ids of the card's title and file field. */
  id: string;
  title: string;
  description: string;
  templateUrl: string;
  fileLabel: string;
  accept: string;
  /** A field beside the file (the warehouse of a stock import), in a row styled by `fieldsClassName`. */
  extraField?: ReactNode;
  fieldsClassName?: string;
  submitLabel: string;
  importing: boolean;
  /** A failure of the request itself (rows' problems come in `result`). */
  error: Error | null;
  result: Result | null | undefined;
  /** The refusal's heading and note (each row's message names its row: the service's text, as it is). */
  refusal?: ImportRefusalText;
  /** What an applied import did, for its success alert. */
  done(result: Result): string;
  /** A new file was chosen: the previous answer no longer applies. */
  onFileChange(): void;
  /** `clear` empties the chosen file, for an import that starts afresh once applied. */
  onImport(file: File, clear: () => void): void;
}

/**
 * An import from a spreadsheet (ERP clients and receivables, price lists, stock): the template to
 * download, the file, and every row's problems listed as in the order import; nothing is applied
 * while a row is wrong.
 */
export function SpreadsheetImport<Result extends { applied: boolean; errors: ImportRowError[] }>(
  props: SpreadsheetImportProps<Result>,
) {
  const { id, importing, error, result, refusal = REFUSED } = props;
  const [file, setFile] = useState<File | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const clear = () => {
    setFile(null);
    form.current?.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file) props.onImport(file, clear);
  };
  const fileField = (
    <TextField
      id={`${id}-file`}
      type="file"
      label={props.fileLabel}
      accept={props.accept}
      onChange={(event) => {
        props.onFileChange();
        setFile(event.target.files?.[0] ?? null);
      }}
    />
  );
  return (
    <CardSection
      titleId={`${id}-title`}
      title={props.title}
      description={props.description}
      aside={
        <a className="button button--secondary" href={props.templateUrl} download>
          <DownloadIcon />
          {t('import.template')}
        </a>
      }
    >
      <form ref={form} className="card__body stack stack--tight" onSubmit={submit}>
        {props.extraField ? (
          <div className={props.fieldsClassName}>
            {fileField}
            {props.extraField}
          </div>
        ) : (
          fileField
        )}
        <div>
          <Button
            type="submit"
            icon={<UploadIcon />}
            disabled={!file || importing}
            aria-busy={importing || undefined}
          >
            {importing ? t('import.busy') : props.submitLabel}
          </Button>
        </div>
        {error && <Alert variant="error">{errorMessage(error, t('common.genericError'))}</Alert>}
        {result && !result.applied && (
          <Alert variant="error" title={refusal.title(result.errors.length)}>
            <p>{refusal.note}</p>
            <ul className="import-preview__errors">
              {result.errors.map((rowError) => (
                <li key={`${rowError.row}-${rowError.field}-${rowError.message}`}>{rowError.message}</li>
              ))}
            </ul>
          </Alert>
        )}
        {result?.applied && <Alert variant="success">{props.done(result)}</Alert>}
      </form>
    </CardSection>
  );
}
