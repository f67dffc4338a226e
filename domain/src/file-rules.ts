/**
 * Which files each kind of upload accepts (SPEC §5), written once: the extensions a name may
 * end with, the browser-reported types the portal also takes as a hint, the size limit and the
 * messages. The service checks the same extensions against the sniffed content (never the
 * name alone); the portal checks them before sending and offers them in its file pickers.
 */
import { MAX_FILE_BYTES } from './constants.js';
import { type Message, msg } from './messages/core.js';

const EXCEL_TYPES = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

export interface FileRule {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** Browser-reported MIME types accepted when the name does not say (`image/*`: any image). */
  types: readonly string[];
  maxBytes: number;
  invalidType: Message;
  tooLarge: Message;
}

export const FILE_RULES = {
  purchase_order: {
    extensions: ['pdf', 'png', 'jpg', 'jpeg'],
    types: ['application/pdf', 'image/png', 'image/jpeg'],
    maxBytes: MAX_FILE_BYTES,
    invalidType: msg('invalidPoType'),
    tooLarge: msg('poTooLarge'),
  },
  order_form: {
    extensions: ['xls', 'xlsx'],
    types: EXCEL_TYPES,
    maxBytes: MAX_FILE_BYTES,
    invalidType: msg('invalidOrderFormType'),
    tooLarge: msg('fileTooLarge'),
  },
  /** The order's lines as a spreadsheet (the new-order and edit forms' import). */
  lines_sheet: {
    extensions: ['xls', 'xlsx', 'csv'],
    types: [...EXCEL_TYPES, 'text/csv'],
    maxBytes: MAX_FILE_BYTES,
    invalidType: msg('invalidFileType'),
    tooLarge: msg('fileTooLarge'),
  },
  /** An appeal's or a supporting document's evidence: by name only. */
  evidence: {
    extensions: ['pdf', 'png', 'jpg', 'jpeg', 'xls', 'xlsx'],
    types: [],
    maxBytes: MAX_FILE_BYTES,
    invalidType: msg('invalidFileType'),
    tooLarge: msg('fileTooLarge'),
  },
  invoice: {
    extensions: ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp'],
    types: ['image/*', 'application/pdf'],
    maxBytes: MAX_FILE_BYTES,
    invalidType: msg('invoiceInvalidType'),
    tooLarge: msg('invoiceTooLarge'),
  },
} as const satisfies Record<string, FileRule>;

export type FileRuleName = keyof typeof FILE_RULES;

/** A file name's extension, lower case, without the dot ('' when it has none). */
export function fileExtension(name: string): string {
  return name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
}

/** The file input's `accept`: the rule's types, then its extensions. */
export function acceptFor(rule: FileRuleName): string {
  const { types, extensions } = FILE_RULES[rule] as FileRule;
  return [...types, ...extensions.map((ext) => `.${ext}`)].join(',');
}

/**
 * The portal's check before sending: the name's extension or the reported type must fit, and
 * the size the limit. Answers the message to show, or null.
 */
export function fileRuleError(
  rule: FileRuleName,
  file: { name: string; size: number; type?: string },
): Message | null {
  const { extensions, types, maxBytes, invalidType, tooLarge } = FILE_RULES[rule] as FileRule;
  const type = file.type ?? '';
  const typeFits = types.some((t) => (t.endsWith('/*') ? type.startsWith(t.slice(0, -1)) : t === type));
  if (!extensions.includes(fileExtension(file.name)) && !typeFits) return invalidType;
  if (file.size > maxBytes) return tooLarge;
  return null;
}
