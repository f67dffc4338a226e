/**
 * Text shown to people (file names, client names): characters that can disguise what a
 * name says are removed. Right-to-left overrides, embeddings and isolates
 * (U+202A-U+202E, U+2066-U+2069) make "invoice\u202Efdp.exe" display as "invoiceexe.pdf";
 * zero-width characters (U+200B-U+200F, U+FEFF) make two different names look the same;
 * C0/C1 control characters (NUL, line breaks, escape sequences) break logs and headers.
 * What is left is trimmed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const DISGUISING = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function cleanDisplayText(s: string): string {
  return s.replace(DISGUISING, '').trim();
}
