import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { SpreadsheetImport } from '../../../components/ui/spreadsheet-import';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { creditKeys } from '../../../lib/credit-keys';
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
  const importFile = useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      if (!result.applied) return;
      toast({ variant: 'success', title: t(`clients.import.${kind}.done`, { count: changedRows(result) }) });
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
  });
  return (
    <SpreadsheetImport
      id={id}
      title={t(`clients.import.${kind}.title`)}
      description={t(`clients.import.${kind}.description`)}
      templateUrl={templateUrl}
      fileLabel={t(`clients.import.${kind}.file`)}
      accept=".xlsx,.csv"
      submitLabel={t(`clients.import.${kind}.submit`)}
      importing={importFile.isPending}
      error={importFile.error}
      result={importFile.data}
      done={(result) => t(`clients.import.${kind}.done`, { count: changedRows(result) })}
      onFileChange={() => importFile.reset()}
      onImport={(file) => importFile.mutate(file)}
    />
  );
}
