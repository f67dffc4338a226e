import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { t } from '../../../i18n';
import { formatAmount } from '../../../i18n/format';
import type { ParsedFile } from '../api/order-files';

interface ImportPreviewDialogProps {
  parsed: ParsedFile | null;
  onCancel(): void;
  onConfirm(parsed: ParsedFile): void;
}

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
            <section aria-labelledby="import-preview-lines">
              <h3 id="import-preview-lines" className="import-preview__heading">
                {t('newOrder.preview.lines', { count: parsed.lines.length })}
              </h3>
              {parsed.lines.length === 0 ? (
                <p className="muted">{t('newOrder.preview.noLines')}</p>
              ) : (
                <section
                  className="table-wrap import-preview__table"
                  data-scroll="inline"
                  aria-labelledby="import-preview-lines"
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                  tabIndex={0}
                >
                  <table className="lines-table lines-table--static">
                    <thead>
                      <tr>
                        <th scope="col">{t('newOrder.lines.itemCode')}</th>
                        <th scope="col">{t('newOrder.lines.itemDescription')}</th>
                        <th scope="col" className="lines-table__amount">
                          {t('newOrder.lines.publicPrice')}
                        </th>
                        <th scope="col" className="lines-table__amount">
                          {t('newOrder.lines.discount')}
                        </th>
                        <th scope="col" className="lines-table__amount">
                          {t('newOrder.lines.quantity')}
                        </th>
                        <th scope="col" className="lines-table__amount">
                          {t('newOrder.lines.netValue')}
                        </th>
                        <th scope="col" className="lines-table__amount">
                          {t('newOrder.lines.grossValue')}
                        </th>
                        <th scope="col" className="lines-table__amount">
                          {t('newOrder.lines.bonus')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {parsed.lines.map((line, index) => (
                        // Spreadsheets may repeat an item code: the row position keeps keys unique.
                        <tr key={index}>
                          <td>{line.itemCode}</td>
                          <td>{line.itemDescription}</td>
                          <td className="lines-table__amount">{formatAmount(line.publicPrice)}</td>
                          <td className="lines-table__amount">{line.discount}</td>
                          <td className="lines-table__amount">{line.quantity}</td>
                          <td className="lines-table__amount">{formatAmount(line.netValue)}</td>
                          <td className="lines-table__amount">{formatAmount(line.grossValue)}</td>
                          <td className="lines-table__amount">{formatAmount(line.bonus)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              )}
            </section>
            <p className="import-preview__total">
              {t('newOrder.preview.total', { total: formatAmount(parsed.totalValueSAR) })}
            </p>
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
