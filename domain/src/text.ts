/**
 * Characters that change how a name is displayed without being part of it: bidi embeddings and
 * overrides (U+202A-U+202E), bidi isolates (U+2066-U+2069), zero-width characters and
 * direction marks (U+200B-U+200F), the byte-order mark (U+FEFF) and C0/C1 control characters.
 */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF\p{Cc}]/gu;

/** A name as people should see it: the invisible and direction-changing characters removed, trimmed. */
export function cleanDisplayText(s: string): string {
  return s.replace(INVISIBLE, '').trim();
}
