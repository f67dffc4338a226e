import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { DownloadIcon, UploadIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { creditKeys } from '../../../lib/credit-keys';
import { errorMessage } from '../../../lib/errors';
import type { ImportResult } from '../api/clients';

interface ClientImportProps {
  kind: 'clients' | 'receivables';
  templateUrl: string;
  run(file: File): Promise<ImportResult>;
}

/** How many rows an applied import changed (created, updated or replaced). */
function changedRows(result: ImportResult): number {
  return result.created + ('updated' in result ? result.updated : result.replaced);
}

/**
 * An ERP spreadsheet into Tawreed (DESIGN §11): the template to download, the file, and every
 * row's problems listed as in the order import; nothing is applied while a row is wrong.
 */
export function ClientImport({ kind, templateUrl, run }: ClientImportProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const importFile = useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      if (!result.applied) return;
      toast({ variant: 'success', title: t(`clients.import.${kind}.done`, { count: changedRows(result) }) });
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
  });
  const result = importFile.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file) importFile.mutate(file);
  };

  return (
    <CardSection
      titleId={`${id}-title`}
      title={t(`clients.import.${kind}.title`)}
      description={t(`clients.import.${kind}.description`)}
      aside={
        <a className="button button--secondary" href={templateUrl} download>
          <DownloadIcon />
          {t('clients.import.template')}
        </a>
      }
    >
      <form className="card__body stack stack--tight" onSubmit={submit}>
        <TextField
          id={`${id}-file`}
          type="file"
          label={t(`clients.import.${kind}.file`)}
          accept=".xlsx,.csv"
          onChange={(event) => {
            importFile.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        <div>
          <Button
            type="submit"
            icon={<UploadIcon />}
            disabled={!file || importFile.isPending}
            aria-busy={importFile.isPending || undefined}
          >
            {importFile.isPending ? t('clients.import.busy') : t(`clients.import.${kind}.submit`)}
          </Button>
        </div>
        {importFile.isError && (
          <Alert variant="error">{errorMessage(importFile.error, t('common.genericError'))}</Alert>
        )}
        {result && !result.applied && (
          <Alert variant="error" title={t('clients.import.errors', { count: result.errors.length })}>
            <p>{t('clients.import.errorsNote')}</p>
            <ul className="import-preview__errors">
              {result.errors.map((error) => (
                <li key={`${error.row}-${error.field}-${error.message}`}>
                  {t('clients.import.rowError', { row: error.row, message: error.message })}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {result?.applied && (
          <Alert variant="success">{t(`clients.import.${kind}.done`, { count: changedRows(result) })}</Alert>
        )}
      </form>
    </CardSection>
  );
}
