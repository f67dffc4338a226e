/**
 * The export's columns and cell formats (DESIGN §4 "Export"), headed in the requested
 * language (DESIGN §9): English or Arabic headings and status labels from the domain's
 * catalog; amounts, dates and counts stay number and date cells whatever the language.
 */
import {
  AR_DELIVERY_STATUS,
  AR_ORDER_STATUS,
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  isOrderStatus,
  type Lang,
  type Message,
  type MessageKey,
  orderStatusLabel,
  render,
} from '@tawreed/domain';

/** The xlsx number formats. */
export const EXPORT_FORMATS = {
  sar: '#,##0.00',
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm:ss',
} as const;

/**
 * `header` is the xlsx heading's catalog key; `csvHeader`, where given, the CSV one; `format`,
 * where given, the xlsx cells' number format. In the xlsx, times are real date cells showing
 * Riyadh wall-clock time (Excel cells have no time zone, so the heading says which); the CSV
 * keeps the API's ISO 8601 text in UTC.
 */
const COLUMNS: ReadonlyArray<{
  header: MessageKey;
  csvHeader?: MessageKey;
  width: number;
  format?: keyof typeof EXPORT_FORMATS;
}> = [
  { header: 'colOrderId', width: 38 },
  { header: 'colExternalRef', width: 16 },
  { header: 'colClientName', width: 32 },
  { header: 'colAccountNo', width: 14 },
  { header: 'colMedicalCompany', width: 20 },
  { header: 'colRegion', width: 16 },
  { header: 'colArea', width: 14 },
  { header: 'colOrderDate', width: 12, format: 'date' },
  { header: 'colStatus', width: 34 },
  { header: 'colDeliveryStatus', width: 16 },
  { header: 'colTotalSar', width: 16, format: 'sar' },
  { header: 'colLines', width: 8 },
  { header: 'colUpdatedRiyadh', csvHeader: 'colUpdatedIso', width: 20, format: 'dateTime' },
  { header: 'colWithdrawnRiyadh', csvHeader: 'colWithdrawn', width: 20, format: 'dateTime' },
  // DESIGN §12, appended last so scripts reading the earlier columns by position keep working.
  { header: 'colVatSar', width: 16, format: 'sar' },
  { header: 'colPayableSar', width: 18, format: 'sar' },
];

/** A heading (a key without parameters) in `lang`. */
const heading = (lang: Lang, key: MessageKey) => render(lang, { key, params: {} } as Message);

/** The columns with their xlsx and CSV headings in `lang`. */
export function exportColumns(
  lang: Lang = 'en',
): Array<{ header: string; csvHeader: string; width: number }> {
  return COLUMNS.map((column) => ({
    header: heading(lang, column.header),
    csvHeader: heading(lang, column.csvHeader ?? column.header),
    width: column.width,
  }));
}

/** The English columns (xlsx headings; `csvHeader` where the CSV one differs). */
export const EXPORT_COLUMNS = exportColumns('en');
export const EXPORT_CSV_HEADERS = EXPORT_COLUMNS.map((column) => column.csvHeader);

/** Each column's number format, in column order (undefined: none). */
export const COLUMN_FORMATS: ReadonlyArray<string | undefined> = COLUMNS.map(
  (column) => column.format && EXPORT_FORMATS[column.format],
);

/** An order status's label in `lang`. */
export function statusLabel(status: string, lang: Lang): string {
  if (lang === 'ar' && isOrderStatus(status)) return AR_ORDER_STATUS[status];
  return orderStatusLabel(status);
}

/** A delivery status's label in `lang`. */
export function deliveryLabel(status: string, lang: Lang): string {
  const known = status in DELIVERY_STATUS_LABELS;
  if (!known) return status;
  return (lang === 'ar' ? AR_DELIVERY_STATUS : DELIVERY_STATUS_LABELS)[status as DeliveryStatus];
}
