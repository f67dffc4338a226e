/**
 * Client master and receivables spreadsheets: the templates (the template is the format) and the
 * reading of rows into the same inputs the JSON routes take, with errors per row and field like
 * the order import ("Row 7: VAT number must be ...").
 */
import {
  newClientSchema,
  type ReceivableDocumentInput,
  receivableDocumentSchema,
  receivableIssue,
} from '@tawreed/domain';
import type { Upload } from '../../http/uploads.js';
import { checkRecords, column, importSheet } from '../spreadsheets/import-sheets.js';

/** The client's account number, as the ERP's receivables and payments files head it. */
export const ACCOUNT_NO_COLUMN = column('Account No', 'accountNo', 14, [
  'account',
  'accountnumber',
  'customer',
]);

export const CLIENTS_SHEET = importSheet(
  [
    column('Account No', 'accountNo', 14, ['account', 'accountnumber', 'clientaccountno', 'customer']),
    column('Name', 'name', 36, ['clientname', 'customername']),
    column('Arabic Name', 'nameAr', 30, ['namear', 'الاسم']),
    column('VAT Number', 'vatNumber', 18, ['vat', 'vatno', 'trn']),
    column('CR Number', 'crNumber', 14, ['cr', 'crno']),
    column('Building Number', 'buildingNumber', 10, ['building']),
    column('Street', 'street', 20),
    column('District', 'district', 16),
    column('City', 'city', 14),
    column('Postal Code', 'postalCode', 10, ['zip', 'postcode']),
    column('Additional Number', 'additionalNumber', 10),
    column('Region', 'region', 16),
    column('Area', 'area', 14),
    column('Payment Terms (days)', 'paymentTermsDays', 12, ['paymentterms', 'terms', 'termsdays']),
    column('Credit Limit (SAR)', 'creditLimitSAR', 16, ['creditlimit', 'limit']),
    column('Status', 'status', 10),
    column('Status Reason', 'statusReason', 24),
    column('Licence Number', 'licenceNumber', 16, ['licence', 'license', 'licensenumber']),
    column('Licence Expiry', 'licenceExpiry', 14, ['licenseexpiry', 'licenceexpirydate']),
  ],
  {
    sheetName: 'Clients',
    templateFile: 'Clients_Template.xlsx',
    required: ['accountNo', 'name'],
    examples: [
      {
        accountNo: 'ACC-10452',
        name: 'Al Noor Hospital',
        nameAr: 'مستشفى النور',
        vatNumber: '300123456700003',
        crNumber: '1010123456',
        buildingNumber: '2345',
        street: 'King Fahd Road',
        district: 'Al Olaya',
        city: 'Riyadh',
        postalCode: '12211',
        additionalNumber: '6789',
        region: 'Riyadh-Central',
        area: 'Riyadh',
        paymentTermsDays: 60,
        creditLimitSAR: '250000.00',
        status: 'ACTIVE',
        licenceNumber: 'MOH-55120',
        licenceExpiry: '2027-12-31',
      },
      {
        accountNo: 'ACC-20031',
        name: 'Riyadh Care Pharmacy',
        status: 'ON_HOLD',
        statusReason: 'Licence renewal pending',
      },
    ],
    help: [
      'How to fill in the clients template',
      '1. One row per client. Keep the header row. Account No and Name are required.',
      '2. A known Account No (any letter case) updates that client with the cells you fill; empty cells keep what is stored.',
      '3. VAT Number: 15 digits starting and ending with 3. CR Number: 10 digits. Dates as YYYY-MM-DD.',
      '4. Credit Limit in SAR with at most 2 decimals (empty: not set). Status: ACTIVE, ON_HOLD or BLOCKED (the last two need a Status Reason).',
      '5. If any row has a problem, nothing is imported and every problem is listed by row.',
    ],
  },
);

const KINDS: Record<string, string> = {
  invoice: 'INVOICE',
  inv: 'INVOICE',
  creditnote: 'CREDIT_NOTE',
  cn: 'CREDIT_NOTE',
  credit: 'CREDIT_NOTE',
};

export const RECEIVABLES_SHEET = importSheet(
  [
    ACCOUNT_NO_COLUMN,
    column('Kind', 'kind', 14, ['type', 'documenttype']),
    column('Number', 'number', 16, ['documentnumber', 'documentno', 'invoiceno']),
    column('Date', 'date', 12, ['documentdate', 'invoicedate']),
    column('Due Date', 'dueDate', 12, ['due']),
    column('Amount (SAR)', 'amountSAR', 14, ['amount', 'amountsar', 'total']),
    column('Open (SAR)', 'openSAR', 14, ['open', 'opensar', 'openamount', 'balance', 'outstanding']),
  ],
  {
    sheetName: 'Receivables',
    templateFile: 'Receivables_Template.xlsx',
    required: ['accountNo', 'kind', 'number', 'date', 'amountSAR', 'openSAR'],
    examples: [
      {
        accountNo: 'ACC-10452',
        kind: 'INVOICE',
        number: 'INV-2026-0012',
        date: '2026-05-01',
        dueDate: '2026-06-30',
        amountSAR: '11500.00',
        openSAR: '11500.00',
      },
      {
        accountNo: 'ACC-10452',
        kind: 'CREDIT_NOTE',
        number: 'CN-2026-0003',
        date: '2026-05-12',
        amountSAR: '575.00',
        openSAR: '575.00',
      },
    ],
    help: [
      'How to fill in the receivables template',
      '1. One row per open invoice or credit note, amounts in SAR including VAT. Keep the header row.',
      '2. Kind: INVOICE or CREDIT_NOTE. A number imported before is replaced by the new row.',
      '3. Due Date defaults to the document date. Open must not exceed Amount.',
      '4. Every Account No must already be in the client master. If any row has a problem, nothing is imported.',
    ],
    codes: { kind: KINDS },
  },
);

/** A clients sheet as NewClient inputs (a cell left empty: not given). */
export async function readClientSheet(upload: Upload) {
  return checkRecords(await CLIENTS_SHEET.records(upload), newClientSchema, clientCandidate);
}

/** A clients sheet row's cells as a NewClient candidate: the address fields as one address. */
function clientCandidate(value: Record<string, string | undefined>) {
  const {
    buildingNumber,
    street,
    district,
    city,
    postalCode,
    additionalNumber,
    paymentTermsDays,
    status,
    ...rest
  } = value;
  const address = Object.fromEntries(
    Object.entries({ buildingNumber, street, district, city, postalCode, additionalNumber }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  return {
    ...rest,
    ...(Object.keys(address).length && { address }),
    ...(paymentTermsDays !== undefined && {
      paymentTermsDays: /^\d+$/.test(paymentTermsDays) ? Number(paymentTermsDays) : paymentTermsDays,
    }),
    ...(status !== undefined && { status: status.toUpperCase().replace(/[\s-]+/g, '_') }),
  };
}

/** Checks JSON or sheet documents with the domain's rules; `first` numbers the rows. */
function checkDocuments(records: Array<{ row: number; value: unknown }>) {
  return checkRecords<unknown, ReceivableDocumentInput>(
    records,
    receivableDocumentSchema,
    undefined,
    receivableIssue,
  );
}

/** A receivables sheet (.xlsx or .csv) as document inputs. */
async function readReceivablesSheet(upload: Upload) {
  return checkDocuments(await RECEIVABLES_SHEET.records(upload));
}

/** The documents a receivables import reads: JSON `{"documents": [...]}`, or a sheet. */
export const RECEIVABLES_INPUT = {
  list: 'documents',
  fromJson: checkDocuments,
  fromSheet: readReceivablesSheet,
};
