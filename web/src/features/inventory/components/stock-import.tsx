import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/field';
import { DownloadIcon, UploadIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { type StockImportResult, TEMPLATE_URL, useImportStock, type Warehouse } from '../api/inventory';

/**
 * Receiving by spreadsheet: the template to download, the file and (for rows without a
 * Warehouse column) the warehouse; every row's problems are listed, as in the order import preview.
 */
export function StockImport({ warehouses }: { warehouses: Warehouse[] }) {
  const importStock = useImportStock();
  const [file, setFile] = useState<File | null>(null);
  const [warehouseId, setWarehouseId] = useState('');
  const [result, setResult] = useState<StockImportResult | null>(null);
  const chosenWarehouse = warehouseId || warehouses[0]?.id || '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    const form = event.currentTarget;
    setResult(null);
    importStock.mutate(
      { file, ...(chosenWarehouse && { warehouseId: chosenWarehouse }) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.applied) {
            toast({ variant: 'success', title: t('inventory.import.done', { count: answer.received }) });
            setFile(null);
            form.reset();
          }
        },
      },
    );
  };

  return (
    <CardSection
      titleId="stock-import-title"
      title={t('inventory.import.title')}
      description={t('inventory.import.description')}
      aside={
        <a className="button button--secondary" href={TEMPLATE_URL} download>
          <DownloadIcon />
          {t('inventory.import.template')}
        </a>
      }
    >
      <form className="card__body stack stack--tight" onSubmit={submit}>
        <div className="inventory__import-fields">
          <TextField
            id="stock-import-file"
            type="file"
            label={t('inventory.import.file')}
            accept=".xlsx,.xls,.csv"
            onChange={(event) => {
              setResult(null);
              importStock.reset();
              setFile(event.target.files?.[0] ?? null);
            }}
          />
          <SelectField
            id="stock-import-warehouse"
            label={t('inventory.receiveForm.warehouse')}
            value={chosenWarehouse}
            options={warehouses.map((w) => ({ value: w.id, label: `${w.code} — ${w.name}` }))}
            onChange={(event) => setWarehouseId(event.target.value)}
          />
        </div>
        <div>
          <Button
            type="submit"
            icon={<UploadIcon />}
            disabled={!file || importStock.isPending}
            aria-busy={importStock.isPending || undefined}
          >
            {importStock.isPending ? t('inventory.import.busy') : t('inventory.import.submit')}
          </Button>
        </div>
        {importStock.isError && (
          <Alert variant="error">{errorMessage(importStock.error, t('common.genericError'))}</Alert>
        )}
        {result && !result.applied && (
          <Alert variant="error" title={t('inventory.import.errors', { count: result.errors.length })}>
            <p>{t('inventory.import.errorsNote')}</p>
            <ul className="import-preview__errors">
              {result.errors.map((error) => (
                <li key={`${error.row}-${error.field}-${error.message}`}>{error.message}</li>
              ))}
            </ul>
          </Alert>
        )}
        {result?.applied && (
          <Alert variant="success">{t('inventory.import.done', { count: result.received })}</Alert>
        )}
      </form>
    </CardSection>
  );
}
