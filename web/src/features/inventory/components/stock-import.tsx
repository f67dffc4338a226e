import { useState } from 'react';
import { SelectField } from '../../../components/ui/field';
import { SpreadsheetImport } from '../../../components/ui/spreadsheet-import';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { type StockImportResult, TEMPLATE_URL, useImportStock, type Warehouse } from '../api/inventory';

/**
 * Receiving by spreadsheet: the template to download, the file and (for rows without a
 * Warehouse column) the warehouse; every row's problems are listed, as in the order import preview.
 */
export function StockImport({ warehouses }: { warehouses: Warehouse[] }) {
  const importStock = useImportStock();
  const [warehouseId, setWarehouseId] = useState('');
  const [result, setResult] = useState<StockImportResult | null>(null);
  const chosenWarehouse = warehouseId || warehouses[0]?.id || '';

  const importFile = (file: File, clear: () => void) => {
    setResult(null);
    importStock.mutate(
      { file, ...(chosenWarehouse && { warehouseId: chosenWarehouse }) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.applied) {
            toast({ variant: 'success', title: t('inventory.import.done', { count: answer.received }) });
            clear();
          }
        },
      },
    );
  };

  return (
    <SpreadsheetImport
      id="stock-import"
      title={t('inventory.import.title')}
      description={t('inventory.import.description')}
      templateUrl={TEMPLATE_URL}
      fileLabel={t('inventory.import.file')}
      accept=".xlsx,.xls,.csv"
      fieldsClassName="inventory__import-fields"
      extraField={
        <SelectField
          id="stock-import-warehouse"
          label={t('inventory.receiveForm.warehouse')}
          value={chosenWarehouse}
          options={warehouses.map((w) => ({ value: w.id, label: `${w.code} — ${w.name}` }))}
          onChange={(event) => setWarehouseId(event.target.value)}
        />
      }
      submitLabel={t('inventory.import.submit')}
      importing={importStock.isPending}
      error={importStock.error}
      result={result}
      refusal={{
        title: (count) => t('inventory.import.errors', { count }),
        note: t('inventory.import.errorsNote'),
      }}
      done={(answer) => t('inventory.import.done', { count: answer.received })}
      onFileChange={() => {
        setResult(null);
        importStock.reset();
      }}
      onImport={importFile}
    />
  );
}
