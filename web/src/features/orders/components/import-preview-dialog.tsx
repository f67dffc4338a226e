import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { type Columns, DataTable } from '../../../components/ui/data-table';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { t } from '../../../i18n';
import { formatAmount } from '../../../i18n/format';
import type { ParsedFile } from '../api/order-files';

interface ImportPreviewDialogProps {
  parsed: ParsedFile | null;
  onCancel(): void;
  onConfirm(parsed: ParsedFile): void;
}

type ParsedLine = ParsedFile['lines'][number];

const AMOUNT = 'lines-table__amount';

const previewColumns = (): Columns<ParsedLine> => [
  { header: t('newOrder.lines.itemCode'), cell: (line) => line.itemCode },
  { header: t('newOrder.lines.itemDescription'), cell: (line) => line.itemDescription },
  {
    header: t('newOrder.lines.publicPrice'),
    className: AMOUNT,
    cell: (line) => formatAmount(line.publicPrice),
  },
  { header: t('newOrder.lines.discount'), className: AMOUNT, cell: (line) => line.discount },
  { header: t('newOrder.lines.quantity'), className: AMOUNT, cell: (line) => line.quantity },
  { header: t('newOrder.lines.netValue'), className: AMOUNT, cell: (line) => formatAmount(line.netValue) },
  {
    header: t('newOrder.lines.grossValue'),
    className: AMOUNT,
    cell: (line) => formatAmount(line.grossValue),
  },
  { header: t('newOrder.lines.bonus'), className: AMOUNT, cell: (line) => formatAmount(line.bonus) },
  // DESIGN §12: the line's VAT as the service computed it (the item's category and rate).
  {
    header: t('newOrder.preview.vatColumn'),
    className: AMOUNT,
    cell: (line) => formatAmount(line.vatSAR),
  },
];

/** SPEC §2's preview of an imported spreadsheet: its parsing errors and parsed lines, before they fill the form. */
export function ImportPreviewDialog({ parsed, onCancel, onConfirm }: ImportPreviewDialogProps) {
  return (
    <Dialog open={parsed !== null} onOpenChange={(open) => !open && onCancel()}>
      {parsed && (
        <DialogContent
          title={t('newOrder.preview.title')}
          description={t('newOrder.preview.description', { fileName: parsed.tempFileInfo.fileName })}
          wide
        >
          <div className="stack import-preview">
            {parsed.errors.length > 0 && (
              <Alert variant="error" title={t('newOrder.preview.errors', { count: parsed.errors.length })}>
                <p>{t('newOrder.preview.errorsNote')}</p>
                <ul className="import-preview__errors">
                  {parsed.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              </Alert>
            )}
            {parsed.warnings.length > 0 && (
              <Alert variant="info" title={t('newOrder.preview.warnings', { count: parsed.warnings.length })}>
                <p>{t('newOrder.preview.warningsNote')}</p>
                <ul className="import-preview__errors" aria-label={t('newOrder.preview.warningsLabel')}>
                  {parsed.warnings.map((warning) => (
                    <li key={`${warning.row}-${warning.code}`} data-code={warning.code}>
                      {warning.message}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
            <section aria-labelledby="import-preview-lines">
              <h3 id="import-preview-lines" className="import-preview__heading">
                {t('newOrder.preview.lines', { count: parsed.lines.length })}
              </h3>
              {parsed.lines.length === 0 ? (
                <p className="muted">{t('newOrder.preview.noLines')}</p>
              ) : (
                <ScrollRegion className="import-preview__table" labelledBy="import-preview-lines">
                  <DataTable
                    className="lines-table lines-table--static"
                    columns={previewColumns()}
                    rows={parsed.lines}
                    // Spreadsheets may repeat an item code: the row position keeps keys unique.
                    rowKey={(_, index) => index}
                  />
                </ScrollRegion>
              )}
            </section>
            {/* SPEC's total, then what the client will owe (DESIGN §12): its VAT and the payable total. */}
            <div className="import-preview__totals">
              <p className="import-preview__total">
                {t('newOrder.preview.total', { total: formatAmount(parsed.totalValueSAR) })}
              </p>
              <p>{t('newOrder.preview.vat', { vat: formatAmount(parsed.vatSAR) })}</p>
              <p className="import-preview__total">
                {t('newOrder.preview.payable', { payable: formatAmount(parsed.payableSAR) })}
              </p>
            </div>
            <div className="dialog__footer">
              <Button variant="secondary" onClick={onCancel}>
                {t('newOrder.preview.cancel')}
              </Button>
              <Button disabled={parsed.lines.length === 0} onClick={() => onConfirm(parsed)}>
                {t('newOrder.preview.confirm')}
              </Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
