/**
 * The ERP's payments file (DESIGN §11): the template and the reading of its rows (.xlsx, .csv)
 * or of JSON `{"payments": [...]}` into the inputs POST /api/payments takes, with errors per
 * row and field like the other imports.
 */
import { type PaymentInput, paymentInputSchema } from '@tawreed/domain';
import type { Upload } from '../../http/uploads.js';
import { checkRecords, column, importSheet } from '../spreadsheets/import-sheets.js';
import { ACCOUNT_NO_COLUMN } from './sheets.js';

const METHODS: Record<string, string> = {
  banktransfer: 'BANK_TRANSFER',
  transfer: 'BANK_TRANSFER',
  bank: 'BANK_TRANSFER',
  cheque: 'CHEQUE',
  check: 'CHEQUE',
  cash: 'CASH',
  card: 'CARD',
  other: 'OTHER',
};

export const PAYMENTS_SHEET = importSheet(
  [
    ACCOUNT_NO_COLUMN,
    column('Date', 'date', 12, ['paymentdate', 'valuedate', 'receiptdate']),
    column('Amount (SAR)', 'amountSAR', 14, ['amount', 'amountsar', 'paid']),
    column('Reference', 'reference', 22, ['ref', 'referenceno', 'receiptno', 'chequeno', 'transferref']),
    column('Method', 'method', 16, ['paymentmethod', 'mode']),
  ],
  {
    sheetName: 'Payments',
    templateFile: 'Payments_Template.xlsx',
    required: ['accountNo', 'date', 'amountSAR', 'reference', 'method'],
    examples: [
      {
        accountNo: 'ACC-10452',
        date: '2026-06-02',
        amountSAR: '11500.00',
        reference: 'TRF-2026-88120',
        method: 'BANK_TRANSFER',
      },
      {
        accountNo: 'ACC-20031',
        date: '2026-06-03',
        amountSAR: '2300.00',
        reference: 'CHQ-004417',
        method: 'CHEQUE',
      },
    ],
    help: [
      'How to fill in the payments template',
      '1. One row per payment received, amount in SAR including VAT. Keep the header row.',
      '2. Method: BANK_TRANSFER, CHEQUE, CASH, CARD or OTHER. Dates as YYYY-MM-DD, not after today.',
      '3. A payment is known by Account No and Reference: importing it again changes nothing, or corrects its date, amount or method.',
      '4. Payments are applied to the client’s invoices oldest due first.',
      '5. If any row has a problem, nothing is imported and every problem is listed by row.',
    ],
    codes: { method: METHODS },
  },
);

/** Checks JSON or sheet payments with the domain's rules; `row` numbers them. */
function checkPayments(records: Array<{ row: number; value: unknown }>) {
  return checkRecords<unknown, PaymentInput>(records, paymentInputSchema);
}

/** A payments sheet (.xlsx or .csv) as payment inputs. */
async function readPaymentsSheet(upload: Upload) {
  return checkPayments(await PAYMENTS_SHEET.records(upload));
}

/** The payments an import reads: JSON `{"payments": [...]}`, or a sheet. */
export const PAYMENTS_INPUT = { list: 'payments', fromJson: checkPayments, fromSheet: readPaymentsSheet };
