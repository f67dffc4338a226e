import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AR,
  CATALOGS,
  EN,
  isMessageKey,
  listOf,
  type Message,
  type MessageKey,
  msg,
  ORDER_STATUSES,
  type ParamValue,
  render,
} from '@tawreed/domain';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_MESSAGES } from '../spreadsheets/parse.js';

const REPO = join(import.meta.dirname, '..', '..', '..', '..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        return ['node_modules', 'dist', 'generated'].includes(entry.name) ? [] : sourceFiles(path);
      }
      const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
      return Promise.resolve(source ? [path] : []);
    }),
  );
  return nested.flat();
}

/** The sources of every package that makes or shows a message. */
const SOURCES = Promise.all(
  ['domain/src', 'service/src', 'cli/src', 'web/src'].map((dir) => sourceFiles(join(REPO, dir))),
).then((lists) => lists.flat());

/**
 * A representative value for each parameter, by its name: label parameters as keys, phrase
 * parameters as nested messages (themselves with parameters), lists of either, literals otherwise.
 */
const SAMPLE: Record<string, ParamValue> = {
  status: 'PENDING_HIGHER',
  deliveryStatus: 'NOT_DELIVERED',
  queue: 'CREDIT_TEAM',
  role: 'WAREHOUSE_MANAGER',
  region: 'Eastern Region',
  area: 'Dammam',
  label: msg('labelItemCode'),
  doing: msg('doApprove', { order: msg('orderDelivered') }),
  order: msg('orderPendingHigher'),
  what: msg('whatOrder'),
  message: msg('fieldMaxChars', { label: msg('labelItemDescription'), max: 500 }),
  detail: msg('filePolyglot'),
  who: listOf([msg('performerCreditTeam'), msg('performerSalesRep')], 'or'),
  missing: listOf([msg('needsLine'), msg('needsPurchaseOrder'), msg('needsOrderForm')], 'and'),
  columns: listOf([msg('labelPublicPrice'), msg('labelQty')], 'comma'),
  items: listOf(
    [
      msg('stockShortLine', { position: 1, item: 'AMX-500', reserved: 2, required: 5 }),
      msg('stockShortLine', { position: 3, item: 'SAL-1', reserved: 0, required: 1 }),
    ],
    'comma',
  ),
  values: listOf(['NOT_A_STATUS', 'OTHER'], 'comma'),
};
const literal = (name: string): ParamValue =>
  /^(max|min|row|count|days|places|length)$/.test(name) ? 7 : `x${name}`;

/** `key` with a representative value for each of its placeholders. */
function sample(key: MessageKey): Message {
  const names = [...EN[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const params = Object.fromEntries(names.map((name) => [name, SAMPLE[name] ?? literal(name)]));
  return { key, params } as unknown as Message;
}

/** Latin words an Arabic text may keep: formats, codes and protocol names the reader types or sees as they are. */
const KEPT_LATIN =
  /\b(GS1|GTIN|IPv6|YYYY|MM|DD|YYMMDD|GS|P\.O|PDF|CSV|UTF|XML|ZIP64|xlsx|xls|csv|Excel|JSON|ISO|https|NUL|If-Match|Idempotency-Key|API|FILE_STORE|orderId|eventId|deliveryId|purchase_order|order_form|other|replaceLines|true|en|ar|AMX-500|SAL-1|NOT_A_STATUS|OTHER|ACTIVE|ON_HOLD|BLOCKED|INVOICE|CREDIT_NOTE|BANK_TRANSFER|CHEQUE|CASH|CARD|x[a-zA-Z]+)\b/g;

describe('every message the service can answer renders in Arabic and English', () => {
  const keys = Object.keys(EN) as MessageKey[];

  it('every key of the catalog, with representative parameters: no placeholder left, Arabic in Arabic', () => {
    expect(keys.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const key of keys) {
      const message = sample(key);
      const english = render('en', message);
      const arabic = render('ar', message);
      if (/\{\w+\}/.test(english)) problems.push(`${key}: placeholder left in English: ${english}`);
      if (/\{\w+\}/.test(arabic)) problems.push(`${key}: placeholder left in Arabic: ${arabic}`);
      if (!/[\u0600-\u06FF]/.test(arabic)) problems.push(`${key}: no Arabic: ${arabic}`);
      if (/[\u0600-\u06FF]/.test(english)) problems.push(`${key}: Arabic in English: ${english}`);
      const latin = arabic.replace(KEPT_LATIN, '').match(/[A-Za-z]{2,}/g);
      if (latin) problems.push(`${key}: English words in Arabic (${latin.join(' ')}): ${arabic}`);
    }
    expect(problems).toEqual([]);
  });

  it('a label parameter is rendered from its key in the reader’s language', () => {
    for (const status of ORDER_STATUSES) {
      const message = msg('notifyStatus', { id: '1a2b3c4d', client: 'Rose Clinic', status });
      expect(render('ar', message)).not.toContain(status);
      expect(render('en', message)).not.toContain(status);
    }
    expect(
      render('ar', msg('notifyQueue', { id: 'a', client: 'b', company: 'c', queue: 'CREDIT_TEAM' })),
    ).toContain('مراجعة المبيعات والتحصيل');
  });

  it('the spreadsheet reader’s refusals are messages of the catalog', () => {
    for (const message of Object.values(SPREADSHEET_MESSAGES)) {
      expect(isMessageKey(message.key)).toBe(true);
      expect(render('ar', message)).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('every key a source names exists in the catalog (the typecheck holds it too)', async () => {
    const named = new Set<string>();
    for (const file of await SOURCES) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/\bmsg\(\s*'(\w+)'/g)) named.add(match[1]!);
    }
    expect(named.size).toBeGreaterThan(150);
    expect([...named].filter((key) => !isMessageKey(key))).toEqual([]);
  });
});

describe('one catalog per language, the same keys in each', () => {
  it('fails when a key exists in one catalog only, or its placeholders differ', () => {
    const english = Object.keys(EN).sort();
    for (const [lang, catalog] of Object.entries(CATALOGS)) {
      expect(Object.keys(catalog).sort(), lang).toEqual(english);
    }
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of english as MessageKey[]) expect(names(AR[key]), key).toEqual(names(EN[key]));
  });
});

describe('no message is read back from its English text', () => {
  it('no source defines a parser of English messages, nor a text-to-key map', async () => {
    const offenders: string[] = [];
    for (const file of await SOURCES) {
      const text = await readFile(file, 'utf8');
      if (/function (parseMessage|localizePhrase|localize|translateDomainMessage)\b/.test(text)) {
        offenders.push(file);
      }
      if (/domainMessageKeys|new Map<string, MessageKey>/.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
