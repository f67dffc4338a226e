/**
 * The search-terms dictionary (every distinct client name and account number, kept by a trigger
 * on orders, migration 0007) held in this instance's memory, so matching a word against it costs
 * a scan of a few thousand strings in memory rather than a trigram lookup or, for words shorter
 * than a trigram ("Al"), a scan of the table.
 *
 * Terms are only ever added. Each search first reads the terms added since the last look: rows
 * whose transaction id is at or past the xmin of the snapshot the last read used. A transaction
 * below that xmin had ended (committed or rolled back) before that read, so its terms were in
 * it; one at or past it may still commit, so the next read looks again. Every instance, and the
 * embedded database, stays exact with one indexed read per search.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

class TermDictionary {
  private readonly terms: string[] = [];
  /**
   * Every term lower-cased, each after a NUL, as one string: a search is a few native `indexOf`
   * calls over it rather than one `includes` per term (2 ms for 64,000 terms). A query holds no
   * control character (the domain's text rule), so no match spans two terms.
   */
  private haystack = '';
  /** Where each term's lower-cased text starts in `haystack` (just after its NUL). */
  private readonly starts: number[] = [];
  private readonly known = new Set<string>();
  /** The xmin of the last read's snapshot (xid8 as text); null before the first read. */
  private horizon: bigint | null = null;

  constructor(private readonly db: DbOrTx) {}

  /** The terms containing `q` (case-insensitive), or null when there are more than `limit`. */
  async matching(q: string, limit: number): Promise<string[] | null> {
    await this.catchUp();
    const needle = q.toLowerCase();
    // Every term holds the empty word; none holds a NUL (PostgreSQL text cannot).
    if (!needle) return this.terms.length > limit ? null : [...this.terms];
    if (needle.includes('\0')) return [];
    const found: string[] = [];
    for (let at = this.haystack.indexOf(needle); at >= 0; ) {
      const index = this.termAt(at);
      found.push(this.terms[index] as string);
      if (found.length > limit) return null;
      const next = this.starts[index + 1];
      if (next === undefined) break;
      at = this.haystack.indexOf(needle, next);
    }
    return found;
  }

  /** The term whose text (or leading NUL) holds position `at` of the haystack. */
  private termAt(at: number): number {
    let [low, high] = [0, this.starts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] as number) - 1 <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private async catchUp() {
    const since = this.horizon;
    const [row] = await queryRows<{ horizon: string; terms: string[] | null }>(
      this.db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
        (select array_agg(term) from order_search_terms
          ${since === null ? sql`` : sql`where xid >= ${since.toString()}::xid8`}) as terms`,
    );
    const added: string[] = [];
    let end = this.haystack.length;
    for (const term of row?.terms ?? []) {
      if (this.known.has(term)) continue;
      this.known.add(term);
      this.terms.push(term);
      const folded = term.toLowerCase();
      this.starts.push(end + 1);
      added.push(`\0${folded}`);
      end += folded.length + 1;
    }
    if (added.length) this.haystack += added.join('');
    // Reads may overlap; a later snapshot's xmin is never below an earlier one's.
    const next = row ? BigInt(row.horizon) : null;
    if (next !== null && (this.horizon === null || next > this.horizon)) this.horizon = next;
  }
}

const dictionaries = new WeakMap<object, TermDictionary>();

/** This instance's dictionary for `db` (one per database handle, made on first use). */
export function searchTerms(db: DbOrTx): TermDictionary {
  let dictionary = dictionaries.get(db);
  if (!dictionary) {
    dictionary = new TermDictionary(db);
    dictionaries.set(db, dictionary);
  }
  return dictionary;
}
