import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { CloseIcon, FileIcon } from '../../../components/ui/icons';
import { t } from '../../../i18n';
import { numberFormat } from '../../../i18n/format';
import { FilePicker } from './file-picker';

export function formatMegabytes(bytes: number): string {
  return numberFormat('megabytes', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    bytes / (1024 * 1024),
  );
}

interface AttachmentCardProps {
  title: string;
  description: string;
  chooseLabel: string;
  accept: string;
  file: File | null;
  error: string | null;
  disabled?: boolean;
  onFile(file: File): void;
  onClear(): void;
}

/** One required attachment (P.O, Order Form): pick, see what was picked, remove; SPEC §5's checks shown inline. */
export function AttachmentCard({
  title,
  description,
  chooseLabel,
  accept,
  file,
  error,
  disabled,
  onFile,
  onClear,
}: AttachmentCardProps) {
  const id = useId();
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  return (
    <Card title={title} description={description} className="attachment-card">
      <div className="attachment">
        <FilePicker
          label={chooseLabel}
          accept={accept}
          disabled={disabled}
          describedBy={error ? `${errorId} ${statusId}` : statusId}
          invalid={Boolean(error)}
          onFile={onFile}
        />
        <p id={statusId} className={file ? 'attachment__file' : 'attachment__file muted'}>
          {file ? (
            <>
              <FileIcon />
              <span className="attachment__name">
                {t('newOrder.file.selected', { name: file.name, size: formatMegabytes(file.size) })}
              </span>
              <button
                type="button"
                className="icon-button attachment__remove"
                aria-label={t('newOrder.file.remove', { name: file.name })}
                disabled={disabled}
                onClick={onClear}
              >
                <CloseIcon />
              </button>
            </>
          ) : (
            t('newOrder.file.none')
          )}
        </p>
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </Card>
  );
}
