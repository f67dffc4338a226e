/**
 * The spreadsheet format of DESIGN §4, shared by the parser and the sample template: the
 * header row, SPEC §3's aliases, and the limits a hostile file runs into.
 */
import { AR, EN, type Lang, type MessageKey, ORDER_LINE_LIMITS, type OrderLineInput } from '@tawreed/domain';

export type LineField = keyof OrderLineInput;

/** The template's header row, by catalog key (DESIGN §9: English or Arabic, the parser reads either). */
const TEMPLATE_HEADER_KEYS: readonly MessageKey[] = [
  'labelItemCode',
  'labelItemDescription',
  'labelPublicPrice',
  'labelDiscPercent',
  'labelQty',
  'labelNetValue',
  'labelGrossValue',
  'labelBonus',
];

/** The header row exactly as the sample template writes it in `lang` (and the parser expects it). */
export const templateHeaders = (lang: Lang = 'en'): string[] =>
  TEMPLATE_HEADER_KEYS.map((key) => (lang === 'ar' ? AR : EN)[key]);

export const TEMPLATE_HEADERS = templateHeaders('en');

/** The columns "Missing required columns: ..." names, as catalog keys (shown in the reader's language). */
export const FIELD_TITLE_KEYS = {
  itemCode: 'labelItemCode',
  itemDescription: 'labelItemDescription',
  publicPrice: 'labelPublicPrice',
  discount: 'labelDiscPercent',
  quantity: 'labelQty',
  valueUnit: 'labelValueUnit',
  netValue: 'labelNetValue',
  grossValue: 'labelGrossValue',
  bonus: 'labelBonus',
} as const satisfies Record<LineField, MessageKey>;

export const REQUIRED_FIELDS: readonly LineField[] = [
  'itemCode',
  'itemDescription',
  'publicPrice',
  'quantity',
];

/** Headers compare case-insensitively, ignoring spaces, underscores, hyphens and dots. */
export const headerKey = (text: string) => text.toLowerCase().replace(/[\s_.-]+/g, '');

const ALIASES: Record<LineField, string[]> = {
  itemCode: ['itemCode', 'sku', 'Item Code'],
  itemDescription: ['itemDescription', 'productName', 'Item Description', 'Product Name'],
  publicPrice: ['publicPrice', 'unitPrice', 'Public Price', 'Price', 'Unit Price'],
  discount: ['discount', 'Disc %', 'Discount', 'Disc', 'Discount %'],
  quantity: ['quantity', 'Qty'],
  valueUnit: ['valueUnit', 'Value Unit'],
  netValue: ['netValue', 'lineTotal', 'Net Value', 'Line Total'],
  grossValue: ['grossValue', 'Gross Value'],
  bonus: ['bonus', 'Bonus'],
};

/** Arabic headings: the Arabic template's, and the catalog's other names of each column. */
const ARABIC_ALIASES: Record<LineField, string[]> = {
  itemCode: [AR.labelItemCode, 'الرمز', 'كود الصنف'],
  itemDescription: [AR.labelItemDescription, 'الوصف', 'اسم الصنف'],
  publicPrice: [AR.labelPublicPrice, 'السعر', 'سعر الوحدة'],
  discount: [AR.labelDiscPercent, AR.labelDiscount, 'نسبة الخصم'],
  quantity: [AR.labelQty],
  valueUnit: [AR.labelValueUnit],
  netValue: [AR.labelNetValue],
  grossValue: [AR.labelGrossValue],
  bonus: [AR.labelBonus],
};

const FIELD_BY_HEADER = new Map<string, LineField>(
  Object.entries(ALIASES).flatMap(([field, names]) =>
    [...names, ...ARABIC_ALIASES[field as LineField]].map(
      (name) => [headerKey(name), field as LineField] as const,
    ),
  ),
);

export const fieldForHeader = (text: string): LineField | undefined => FIELD_BY_HEADER.get(headerKey(text));

/** Limits that keep a hostile file cheap to refuse (DESIGN §4 "Files"). */
export const LIMITS = {
  /** Data rows (not counting header, blank rows or what follows TOTAL): an order's line limit. */
  maxDataRows: ORDER_LINE_LIMITS.maxLines,
  /** Rows looked at before TOTAL, blank ones included: a sheet of empty rows is refused too. */
  maxScannedRows: 2 * ORDER_LINE_LIMITS.maxLines,
  /** Columns considered per row; anything to the right is ignored. */
  maxColumns: 50,
  /**
   * Sum of the declared uncompressed sizes of an .xlsx's entries. 5,000 lines of 500-character
   * descriptions are about 6 MB of XML; 48 MB leaves room for styles and pictures.
   */
  maxUncompressedBytes: 48 * 1024 * 1024,
  /** Deflate ratio above which an entry is treated as a zip bomb... */
  maxCompressionRatio: 200,
  /** ...once it is big enough to matter (tiny XML parts compress very well and are harmless). */
  ratioCheckFromBytes: 1024 * 1024,
  /** Row messages returned; the rest are summarised in one last message. */
  maxErrors: 1000,
} as const;
