import { riyadhDate } from '@tawreed/domain';
import { TawreedApiError } from '@tawreed/sdk';

/** The file name a `Content-Disposition` header proposes (RFC 6266: filename* first, then filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escapes: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Hands a downloaded file to the browser under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A spreadsheet export's answer (openapi-fetch, `parseAs: 'blob'`) saved under the name the
 * server proposes, else `{fallbackName}-{Riyadh date}.xlsx`; a failure is thrown as the API's error.
 */
export async function saveExport(
  answer: { data?: unknown; error?: unknown; response: Response },
  fallbackName: string,
): Promise<string> {
  const { data, error, response } = answer;
  if (!response.ok || !data) throw await TawreedApiError.fromResponse(response, error);
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ??
    `${fallbackName}-${riyadhDate(new Date())}.xlsx`;
  saveBlob(data as Blob, fileName);
  return fileName;
}
