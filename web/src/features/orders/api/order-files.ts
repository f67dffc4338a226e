import { type components, TawreedApiError, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export type ParsedFile = components['schemas']['ParsedFile'];

/** A multipart body of one file (plus text fields), as the service's upload routes take it. */
export function multipart(file: File, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', file, file.name);
  return data;
}

/**
 * POST /api/orders/parse-file: the spreadsheet's lines, per-row errors and price warnings (checked
 * against the client's price list when the account number is known), kept for save-parsed-file.
 */
export function parseOrderFile(file: File, clientAccountNo = ''): Promise<ParsedFile> {
  const account = clientAccountNo.trim();
  return unwrap(
    api.POST('/api/orders/parse-file', {
      body: { file: file.name, ...(account && { clientAccountNo: account }) },
      bodySerializer: () => multipart(file, account ? { clientAccountNo: account } : {}),
    }),
  );
}

export const SAMPLE_TEMPLATE_FILE_NAME = 'Order_Template.xlsx';

/** GET /api/orders/sample-template, saved as Order_Template.xlsx (SPEC §7). */
export async function downloadSampleTemplate(): Promise<void> {
  const { data, error, response } = await api.GET('/api/orders/sample-template', { parseAs: 'blob' });
  if (!response.ok || !data) throw await TawreedApiError.fromResponse(response, error);
  saveBlob(data as Blob, SAMPLE_TEMPLATE_FILE_NAME);
}
