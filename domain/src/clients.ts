/**
 * The client master's field rules (DESIGN §11), one schema per rule, shared by the service's
 * 422s, the client import's per-row errors, the CLI and the portal's forms; and who may see and
 * change credit.
 */
import { z } from 'zod';
import { CLIENT_STATUSES, PAYMENT_METHODS, RECEIVABLE_KINDS } from './credit.js';
import { riyadhDate } from './delivery.js';
import { type Message, msg } from './messages/core.js';
import { zodMessage } from './messages/zod.js';
import { toCents } from './money.js';
import type { Actor } from './roles.js';
import { MAX_AMOUNT } from './validation/order.js';
import { reasonText } from './validation/reason.js';
import { isCalendarDate, textIssue } from './validation/text.js';

export const CLIENT_LIMITS = {
  accountNoMax: 100,
  nameMax: 300,
  textMax: 200,
  reasonMin: 3,
  reasonMax: 500,
  overrideReasonMin: 10,
  overrideReasonMax: 500,
  paymentTermsMax: 3650,
  referenceMax: 200,
  /** Rows of one client or receivables import. */
  maxImportRows: 20_000,
  pageSizeMax: 100,
} as const;

export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** Who sees credit figures and credit routes: staff and administrators; never a medical company. */
export function canViewCredit(actor: Pick<Actor, 'role'>): boolean {
  return actor.role !== 'MEDICAL_COMPANY';
}

/** Who edits clients (DESIGN §11): the credit team, the higher authority and administrators. */
export function canEditClients(actor: Pick<Actor, 'role' | 'isSalesRep'>): boolean {
  return (
    !actor.isSalesRep &&
    (actor.role === 'CREDIT_TEAM' || actor.role === 'HIGHER_AUTHORITY' || actor.role === 'ADMIN')
  );
}

/** Who records payments and imports receivables: the credit team (Sales & Collection) and administrators. */
export function canRecordPayments(actor: Pick<Actor, 'role' | 'isSalesRep'>): boolean {
  return !actor.isSalesRep && (actor.role === 'CREDIT_TEAM' || actor.role === 'ADMIN');
}

/** Invisible format characters (zero-width space/joiners, bidi marks, BOM, soft hyphen...). */
const FORMAT_CHARACTERS = /[\p{Cf}\u00ad]/gu;
/** Arabic-Indic and Persian digits, read as the ASCII digits they are. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** What an account number may hold once normalised: ASCII letters and digits, and - _ . / # and spaces between. */
const ACCOUNT_NO_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ._/#-]*[A-Za-z0-9._/#-])?$/;

/**
 * An account number as it is stored and looked up (one rule for the service, the CLI and the
 * portal): compatibility forms folded (NFKC: full-width "ＡＣＣ－１" is "ACC-1"), invisible format
 * characters removed (a zero-width space pasted from a mail), Arabic-Indic digits as ASCII,
 * surrounding spaces trimmed and inner runs of spaces made one. What is left must match
 * ACCOUNT_NO_PATTERN (accountNoIssue): a look-alike letter of another script (Cyrillic "А")
 * is refused, never silently matched to another client.
 */
export function normalizeAccountNo(accountNo: string): string {
  return accountNo
    .normalize('NFKC')
    .replace(FORMAT_CHARACTERS, '')
    .replace(EASTERN_DIGITS, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90))
    .trim()
    .replace(/\s+/g, ' ');
}

/** Whether a normalised account number holds only what ACCOUNT_NO_PATTERN allows. */
export function isValidAccountNo(normalized: string): boolean {
  return ACCOUNT_NO_PATTERN.test(normalized);
}

/** The key an account number is unique by (normalised, case-insensitive). */
export function accountKey(accountNo: string): string {
  return normalizeAccountNo(accountNo).toLowerCase();
}

/**
 * The key a payment is known by in an import (DESIGN §11, decided here): the client and the
 * payment's reference (bank transfer reference, cheque number), case and surrounding spaces
 * ignored. The ERP's payments file may list a payment the collector already recorded by hand:
 * the same key is the same payment, never counted twice.
 */
export function paymentKey(accountNo: string, reference: string): string {
  return `${accountKey(accountNo)}\u001f${reference.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

const plainText = (label: Message, max: number) =>
  z
    .string({ message: zodMessage(msg('fieldRequired', { label })) })
    .trim()
    .max(max, zodMessage(msg('fieldTooLong', { label, max })))
    .superRefine((value, ctx) => {
      const issue = textIssue(value, label);
      if (issue) ctx.addIssue({ code: 'custom', message: zodMessage(issue) });
    });
export const requiredText = (label: Message, max: number) =>
  plainText(label, max).refine((value) => value.length > 0, zodMessage(msg('fieldRequired', { label })));
/** Optional text: empty means not given (null). */
const optionalText = (label: Message, max: number) =>
  plainText(label, max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
const digits = (count: number, key: 'buildingNumberFormat' | 'postalCodeFormat' | 'additionalNumberFormat') =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || new RegExp(`^\\d{${count}}$`).test(value), zodMessage(msg(key)))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** An account number: normalised (normalizeAccountNo), then refused when anything but the allowed characters remains. */
export const accountNoField = z
  .string({ message: zodMessage(msg('fieldRequired', { label: msg('labelAccountNo') })) })
  .transform(normalizeAccountNo)
  .pipe(requiredText(msg('labelAccountNo'), CLIENT_LIMITS.accountNoMax))
  .refine((value) => value === '' || isValidAccountNo(value), zodMessage(msg('accountNoCharacters')));

/** VAT registration number: 15 digits, the first and the last a 3 (ZATCA). */
export function isVatNumber(value: string): boolean {
  return /^3\d{13}3$/.test(value);
}
/** Commercial registration number: 10 digits. */
export function isCrNumber(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** SAR with at most two decimals, 0 .. numeric(14,2)'s largest, as a decimal string. */
export const amountField = (label: Message) =>
  z
    .string({ message: zodMessage(msg('amountFormat', { label, max: MAX_AMOUNT })) })
    .trim()
    .refine((value) => /^\d{1,12}(\.\d{1,2})?$/.test(value), {
      message: zodMessage(msg('amountFormat', { label, max: MAX_AMOUNT })),
    })
    .transform((value) => {
      const [whole = '0', fraction = ''] = value.split('.');
      return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
    });
/** An amount above zero. */
export const positiveAmountField = (label: Message) =>
  amountField(label).refine((value) => value !== '0.00', zodMessage(msg('amountPositive', { label })));

export const dateField = (label: Message) =>
  z
    .string({ message: zodMessage(msg('fieldRealDate', { label })) })
    .trim()
    .refine(isCalendarDate, zodMessage(msg('fieldRealDate', { label })));

export const addressSchema = z.strictObject({
  buildingNumber: digits(4, 'buildingNumberFormat'),
  street: optionalText(msg('labelStreet'), CLIENT_LIMITS.textMax),
  district: optionalText(msg('labelDistrict'), CLIENT_LIMITS.textMax),
  city: optionalText(msg('labelCity'), CLIENT_LIMITS.textMax),
  postalCode: digits(5, 'postalCodeFormat'),
  additionalNumber: digits(4, 'additionalNumberFormat'),
});
export type ClientAddress = z.infer<typeof addressSchema>;

/** A registration number checked by `valid`, optional; empty clears it (null). */
const optionalNumber = (valid: (value: string) => boolean, message: Message) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || valid(value), zodMessage(message))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** The client's editable fields (every one optional: what is left out keeps its value or default). */
const clientFields = {
  name: requiredText(msg('labelName'), CLIENT_LIMITS.nameMax),
  nameAr: optionalText(msg('labelNameAr'), CLIENT_LIMITS.nameMax),
  vatNumber: optionalNumber(isVatNumber, msg('vatNumberFormat')),
  crNumber: optionalNumber(isCrNumber, msg('crNumberFormat')),
  address: addressSchema.partial().optional(),
  region: optionalText(msg('labelRegionField'), CLIENT_LIMITS.textMax),
  area: optionalText(msg('labelAreaField'), CLIENT_LIMITS.textMax),
  paymentTermsDays: z
    .number({ message: zodMessage(msg('paymentTermsRange', { max: CLIENT_LIMITS.paymentTermsMax })) })
    .int(zodMessage(msg('paymentTermsRange', { max: CLIENT_LIMITS.paymentTermsMax })))
    .min(0, zodMessage(msg('paymentTermsRange', { max: CLIENT_LIMITS.paymentTermsMax })))
    .max(
      CLIENT_LIMITS.paymentTermsMax,
      zodMessage(msg('paymentTermsRange', { max: CLIENT_LIMITS.paymentTermsMax })),
    ),
  creditLimitSAR: amountField(msg('labelCreditLimit')).nullable(),
  status: z.enum(CLIENT_STATUSES, { message: zodMessage(msg('clientStatusValues')) }),
  statusReason: optionalText(msg('labelStatusReason'), CLIENT_LIMITS.reasonMax),
  licenceNumber: optionalText(msg('labelLicenceNumber'), CLIENT_LIMITS.textMax),
  licenceExpiry: dateField(msg('labelLicenceExpiry')).nullable().optional(),
};

/**
 * A new client (POST /api/clients, one import row): account number and name required; the
 * cross-field rule (a status other than ACTIVE says why) is clientStateIssue's.
 */
export const newClientSchema = z.strictObject({
  accountNo: accountNoField,
  ...clientFields,
  paymentTermsDays: clientFields.paymentTermsDays.optional(),
  creditLimitSAR: clientFields.creditLimitSAR.optional(),
  status: clientFields.status.optional(),
});
export type NewClient = z.infer<typeof newClientSchema>;

export const changeReasonField = reasonText(CLIENT_LIMITS.reasonMin, CLIENT_LIMITS.reasonMax);

/** A change to a client (PATCH): any field; `reason` when the limit, the terms or the status change. */
export const clientChangesSchema = z.strictObject({
  name: clientFields.name.optional(),
  nameAr: clientFields.nameAr,
  vatNumber: clientFields.vatNumber,
  crNumber: clientFields.crNumber,
  address: clientFields.address,
  region: clientFields.region,
  area: clientFields.area,
  paymentTermsDays: clientFields.paymentTermsDays.optional(),
  creditLimitSAR: clientFields.creditLimitSAR.optional(),
  status: clientFields.status.optional(),
  statusReason: clientFields.statusReason,
  licenceNumber: clientFields.licenceNumber,
  licenceExpiry: clientFields.licenceExpiry,
  /** DESIGN §12: the client's own price list (tender or contract prices); null: the default list. */
  priceListId: z
    .string()
    .uuid(zodMessage(msg('priceListUnknown')))
    .nullable()
    .optional(),
  reason: changeReasonField.optional(),
});
export type ClientChanges = z.infer<typeof clientChangesSchema>;

/** The credit fields whose change must carry a reason and is kept in the client's history. */
export const CREDIT_FIELDS = ['creditLimitSAR', 'paymentTermsDays', 'status'] as const;
export type CreditField = (typeof CREDIT_FIELDS)[number];

export interface CreditTerms {
  creditLimitSAR: string | null;
  paymentTermsDays: number;
  status: string;
}

/** Which credit fields a change really changes (a value equal to the current one is no change). */
export function changedCreditFields(before: CreditTerms, changes: Partial<CreditTerms>): CreditField[] {
  return CREDIT_FIELDS.filter((field) => changes[field] !== undefined && changes[field] !== before[field]);
}

/** The rule a client's new state must keep: on hold or blocked says why (issue path and message). */
export function clientStateIssue(state: {
  status: string;
  statusReason: string | null;
}): { path: string; message: Message } | null {
  return state.status !== 'ACTIVE' && !state.statusReason
    ? { path: 'statusReason', message: msg('statusReasonRequired') }
    : null;
}

/** A receivable document as the ERP sends it (JSON, or one spreadsheet row); see receivableIssue. */
export const receivableDocumentSchema = z.strictObject({
  accountNo: accountNoField,
  kind: z.enum(RECEIVABLE_KINDS, { message: zodMessage(msg('receivableKindValues')) }),
  number: requiredText(msg('labelDocumentNumber'), CLIENT_LIMITS.referenceMax),
  date: dateField(msg('labelDocumentDate')),
  dueDate: dateField(msg('labelDueDate')).optional(),
  amountSAR: amountField(msg('labelAmount')),
  openSAR: amountField(msg('labelOpenAmount')),
});
export type ReceivableDocumentInput = z.infer<typeof receivableDocumentSchema>;

/** The document's cross-field rules: open within the amount, due not before the date. */
export function receivableIssue(doc: ReceivableDocumentInput): { path: string; message: Message } | null {
  if (toCents(doc.openSAR) > toCents(doc.amountSAR))
    return { path: 'openSAR', message: msg('openAboveAmount') };
  if (doc.dueDate && doc.dueDate < doc.date) return { path: 'dueDate', message: msg('dueBeforeDate') };
  return null;
}

/** A payment recorded by the Sales & Collection team (POST /api/payments). */
export const paymentInputSchema = z.strictObject({
  accountNo: accountNoField,
  date: dateField(msg('labelPaymentDate')),
  amountSAR: positiveAmountField(msg('labelAmount')),
  reference: requiredText(msg('labelReference'), CLIENT_LIMITS.referenceMax),
  method: z.enum(PAYMENT_METHODS, { message: zodMessage(msg('paymentMethodValues')) }),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/**
 * A payment's rule that needs the day: it cannot be dated after today (Asia/Riyadh). A payment
 * counts toward the client's credit as soon as it is recorded, so a mistyped future date must not
 * pass as money received.
 */
export function paymentIssue(
  payment: { date: string },
  now: Date,
): { path: string; message: Message } | null {
  return payment.date > riyadhDate(now) ? { path: 'date', message: msg('paymentDateFuture') } : null;
}

/** The optional body of approve and appeal-accept: an override reason of 10..500 characters. */
export const overrideReasonField = z
  .string()
  .trim()
  .min(CLIENT_LIMITS.overrideReasonMin, zodMessage(msg('overrideReasonMin')))
  .max(CLIENT_LIMITS.overrideReasonMax, zodMessage(msg('overrideReasonMax')));
