/**
 * The client master's field rules (DESIGN §11), one schema per rule, shared by the service's
 * 422s, the client import's per-row errors, the CLI and the portal's forms; and who may see and
 * change credit.
 */
import { z } from 'zod';
import { CLIENT_STATUSES, PAYMENT_METHODS, RECEIVABLE_KINDS } from './credit.js';
import { riyadhDate } from './delivery.js';
import { EN, translate } from './messages/index.js';
import { toCents } from './money.js';
import type { Actor } from './roles.js';
import { MAX_AMOUNT } from './validation/order.js';
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

/** The key an account number is unique by (case-insensitive, surrounding spaces ignored). */
export function accountKey(accountNo: string): string {
  return accountNo.trim().toLowerCase();
}

const plainText = (label: string, max: number) =>
  z
    .string({ message: translate('en', 'fieldRequired', { label }) })
    .trim()
    .max(max, translate('en', 'fieldTooLong', { label, max }))
    .superRefine((value, ctx) => {
      const issue = textIssue(value, label);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    });
const requiredText = (label: string, max: number) =>
  plainText(label, max).refine((value) => value.length > 0, translate('en', 'fieldRequired', { label }));
/** Optional text: empty means not given (null). */
const optionalText = (label: string, max: number) =>
  plainText(label, max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
const digits = (count: number, key: 'buildingNumberFormat' | 'postalCodeFormat' | 'additionalNumberFormat') =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || new RegExp(`^\\d{${count}}$`).test(value), EN[key])
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const accountNoField = requiredText(EN.labelAccountNo, CLIENT_LIMITS.accountNoMax);

/** VAT registration number: 15 digits, the first and the last a 3 (ZATCA). */
export function isVatNumber(value: string): boolean {
  return /^3\d{13}3$/.test(value);
}
/** Commercial registration number: 10 digits. */
export function isCrNumber(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** SAR with at most two decimals, 0 .. numeric(14,2)'s largest, as a decimal string. */
export const amountField = (label: string) =>
  z
    .string({ message: translate('en', 'amountFormat', { label, max: MAX_AMOUNT }) })
    .trim()
    .refine((value) => /^\d{1,12}(\.\d{1,2})?$/.test(value), {
      message: translate('en', 'amountFormat', { label, max: MAX_AMOUNT }),
    })
    .transform((value) => {
      const [whole = '0', fraction = ''] = value.split('.');
      return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
    });
/** An amount above zero. */
export const positiveAmountField = (label: string) =>
  amountField(label).refine((value) => value !== '0.00', translate('en', 'amountPositive', { label }));

export const dateField = (label: string) =>
  z
    .string({ message: translate('en', 'fieldRealDate', { label }) })
    .trim()
    .refine(isCalendarDate, translate('en', 'fieldRealDate', { label }));

export const addressSchema = z.strictObject({
  buildingNumber: digits(4, 'buildingNumberFormat'),
  street: optionalText(EN.labelStreet, CLIENT_LIMITS.textMax),
  district: optionalText(EN.labelDistrict, CLIENT_LIMITS.textMax),
  city: optionalText(EN.labelCity, CLIENT_LIMITS.textMax),
  postalCode: digits(5, 'postalCodeFormat'),
  additionalNumber: digits(4, 'additionalNumberFormat'),
});
export type ClientAddress = z.infer<typeof addressSchema>;

/** The client's editable fields (every one optional: what is left out keeps its value or default). */
const clientFields = {
  name: requiredText(EN.labelName, CLIENT_LIMITS.nameMax),
  nameAr: optionalText(EN.labelNameAr, CLIENT_LIMITS.nameMax),
  vatNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || isVatNumber(value), EN.vatNumberFormat)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  crNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || isCrNumber(value), EN.crNumberFormat)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  address: addressSchema.partial().optional(),
  region: optionalText(EN.labelRegionField, CLIENT_LIMITS.textMax),
  area: optionalText(EN.labelAreaField, CLIENT_LIMITS.textMax),
  paymentTermsDays: z
    .number({ message: translate('en', 'paymentTermsRange', { max: CLIENT_LIMITS.paymentTermsMax }) })
    .int(translate('en', 'paymentTermsRange', { max: CLIENT_LIMITS.paymentTermsMax }))
    .min(0, translate('en', 'paymentTermsRange', { max: CLIENT_LIMITS.paymentTermsMax }))
    .max(
      CLIENT_LIMITS.paymentTermsMax,
      translate('en', 'paymentTermsRange', { max: CLIENT_LIMITS.paymentTermsMax }),
    ),
  creditLimitSAR: amountField(EN.labelCreditLimit).nullable(),
  status: z.enum(CLIENT_STATUSES, { message: EN.clientStatusValues }),
  statusReason: optionalText(EN.labelStatusReason, CLIENT_LIMITS.reasonMax),
  licenceNumber: optionalText(EN.labelLicenceNumber, CLIENT_LIMITS.textMax),
  licenceExpiry: dateField(EN.labelLicenceExpiry).nullable().optional(),
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

export const changeReasonField = z
  .string()
  .trim()
  .min(
    CLIENT_LIMITS.reasonMin,
    translate('en', 'fieldTooShort', { label: EN.labelReason, min: CLIENT_LIMITS.reasonMin }),
  )
  .max(
    CLIENT_LIMITS.reasonMax,
    translate('en', 'fieldTooLong', { label: EN.labelReason, max: CLIENT_LIMITS.reasonMax }),
  );

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
}): { path: string; message: string } | null {
  return state.status !== 'ACTIVE' && !state.statusReason
    ? { path: 'statusReason', message: EN.statusReasonRequired }
    : null;
}

/** A receivable document as the ERP sends it (JSON, or one spreadsheet row); see receivableIssue. */
export const receivableDocumentSchema = z.strictObject({
  accountNo: accountNoField,
  kind: z.enum(RECEIVABLE_KINDS, { message: EN.receivableKindValues }),
  number: requiredText(EN.labelDocumentNumber, CLIENT_LIMITS.referenceMax),
  date: dateField(EN.labelDocumentDate),
  dueDate: dateField(EN.labelDueDate).optional(),
  amountSAR: amountField(EN.labelAmount),
  openSAR: amountField(EN.labelOpenAmount),
});
export type ReceivableDocumentInput = z.infer<typeof receivableDocumentSchema>;

/** The document's cross-field rules: open within the amount, due not before the date. */
export function receivableIssue(doc: ReceivableDocumentInput): { path: string; message: string } | null {
  if (toCents(doc.openSAR) > toCents(doc.amountSAR)) return { path: 'openSAR', message: EN.openAboveAmount };
  if (doc.dueDate && doc.dueDate < doc.date) return { path: 'dueDate', message: EN.dueBeforeDate };
  return null;
}

/** A payment recorded by the Sales & Collection team (POST /api/payments). */
export const paymentInputSchema = z.strictObject({
  accountNo: accountNoField,
  date: dateField(EN.labelPaymentDate),
  amountSAR: positiveAmountField(EN.labelAmount),
  reference: requiredText(EN.labelReference, CLIENT_LIMITS.referenceMax),
  method: z.enum(PAYMENT_METHODS, { message: EN.paymentMethodValues }),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/**
 * A payment's rule that needs the day: it cannot be dated after today (Asia/Riyadh). A payment
 * counts toward the client's credit as soon as it is recorded, so a mistyped future date must not
 * pass as money received.
 */
export function paymentIssue(payment: { date: string }, now: Date): { path: string; message: string } | null {
  return payment.date > riyadhDate(now) ? { path: 'date', message: EN.paymentDateFuture } : null;
}

/** The optional body of approve and appeal-accept: an override reason of 10..500 characters. */
export const overrideReasonField = z
  .string()
  .trim()
  .min(CLIENT_LIMITS.overrideReasonMin, EN.overrideReasonMin)
  .max(CLIENT_LIMITS.overrideReasonMax, EN.overrideReasonMax);
