/**
 * The price check of DESIGN §12 through the API: parse-file's warnings and the order review's
 * findings, against a tender list, the default list, a list out of its dates and the tolerance;
 * approving over a mismatch needs an override reason (§11's mechanism).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, form, linesCsv } from '../../../test/fixtures.js';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';

let t: TestApp;
let owner: SeedUser;
let company: TestClient;
let rival: TestClient;
let credit: TestClient;
let higher: TestClient;
/** Accounts: on the tender list, on no list (the default), on a list out of its dates. */
let tenderAccount: string;
let defaultAccount: string;
let expiredAccount: string;
let tenderListId: string;

const body = async (res: Response) => (await res.json()) as Json;
let serial = 0;
const account = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

async function newList(
  fields: Record<string, unknown>,
  items: Array<{ itemCode: string; priceSAR: string }>,
) {
  const res = await higher.post('/api/price-lists', { name: account('List'), ...fields });
  expect(res.status).toBe(201);
  const { id } = (await body(res)) as { id: string };
  expect((await higher.put(`/api/price-lists/${id}/items`, { items })).status).toBe(200);
  return id;
}

async function clientOn(prefix: string, priceListId: string | null) {
  const accountNo = account(prefix);
  expect((await credit.post('/api/clients', { accountNo, name: `Client ${accountNo}` })).status).toBe(201);
  if (priceListId) {
    const res = await credit.request('PATCH', `/api/clients/${accountNo}`, { priceListId });
    expect(res.status).toBe(200);
    expect((await body(res)).priceListId).toBe(priceListId);
  }
  return accountNo;
}

/** A sheet of INS-100 at 45.00 (row 2), GLV-M at 19.99 (row 3) and an unknown NOPE-1 (row 4). */
const SHEET = linesCsv([
  'INS-100,Insulin pen 100IU,45.00,5,10,,,0',
  'GLV-M,Nitrile gloves M x100,19.99,12.5,7,,,1',
  'NOPE-1,Mystery item,3.00,0,1,,,0',
]);

async function parse(client: TestClient, clientAccountNo?: string, lang = 'en') {
  const res = await client.request(
    'POST',
    '/api/orders/parse-file',
    form({
      file: filePart(SHEET, 'lines.csv', 'text/csv'),
      ...(clientAccountNo !== undefined && { clientAccountNo }),
    }),
    { 'accept-language': lang },
  );
  expect(res.status).toBe(200);
  return (await body(res)).warnings as Json[];
}

const approve = (client: TestClient, order: { id: string; version: number }, value?: unknown) =>
  client.request('POST', `/api/orders/${order.id}/actions/approve`, value, {
    'if-match': String(order.version),
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  company = await signedIn(t, owner);
  rival = await signedIn(t, await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'X Rose' }));
  credit = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
  higher = await signedIn(t, await createUser(t, { role: 'HIGHER_AUTHORITY' }));
  // The default list knows both catalogue codes at the sheet's prices.
  await newList({ isDefault: true }, [
    { itemCode: 'INS-100', priceSAR: '45.00' },
    { itemCode: 'GLV-M', priceSAR: '19.99' },
  ]);
  tenderListId = await newList({ validFrom: '2020-01-01', validTo: '2099-12-31' }, [
    { itemCode: 'INS-100', priceSAR: '40.00' },
    { itemCode: 'GLV-M', priceSAR: '19.99' },
  ]);
  const expiredList = await newList({ validFrom: '2020-01-01', validTo: '2020-12-31' }, [
    { itemCode: 'INS-100', priceSAR: '10.00' },
  ]);
  tenderAccount = await clientOn('TENDER', tenderListId);
  defaultAccount = await clientOn('DEFAULT', null);
  expiredAccount = await clientOn('EXPIRED', expiredList);
  // The company's own orders name the tender client (a company prices only its own clients).
  await seedOrder(t, owner, { clientAccountNo: tenderAccount });
});
afterAll(() => t.close());

describe('the price check at parse time (DESIGN §12)', () => {
  it('a client on a tender list: the line priced above the tender is a PRICE_MISMATCH by row, the unknown code UNKNOWN_ITEM', async () => {
    expect(await parse(company, tenderAccount)).toEqual([
      {
        row: 2,
        itemCode: 'INS-100',
        code: 'PRICE_MISMATCH',
        params: {
          row: 2,
          itemCode: 'INS-100',
          expectedSAR: '40.00',
          givenSAR: '45.00',
          differencePercent: '12.50',
        },
        message: 'Line 2: INS-100 is priced SAR 45.00; the price list says SAR 40.00 (12.50%)',
      },
      {
        row: 4,
        itemCode: 'NOPE-1',
        code: 'UNKNOWN_ITEM',
        params: { row: 4, itemCode: 'NOPE-1' },
        message: 'Line 4: NOPE-1 is not in the catalogue or the price list',
      },
    ]);
    // In Arabic the same warnings, rendered from the same key and parameters.
    const arabic = await parse(company, tenderAccount, 'ar');
    expect(arabic.map((w) => w.code)).toEqual(['PRICE_MISMATCH', 'UNKNOWN_ITEM']);
    expect(arabic[0]!.message).toMatch(/[\u0600-\u06FF]/);
    expect(arabic[0]!.message).toContain('40.00');
  });

  it('a client on the default list, no account at all, and a client whose list is out of its dates: the default list prices the sheet', async () => {
    const onlyUnknown = [expect.objectContaining({ row: 4, code: 'UNKNOWN_ITEM', itemCode: 'NOPE-1' })];
    expect(await parse(company, defaultAccount)).toEqual(onlyUnknown);
    expect(await parse(company)).toEqual(onlyUnknown);
    expect(await parse(credit, expiredAccount)).toEqual(onlyUnknown);
  });

  it("a company cannot learn another company's client's contract prices: a client its orders never named is priced by the default list", async () => {
    expect((await parse(rival, tenderAccount)).map((w) => w.code)).toEqual(['UNKNOWN_ITEM']);
    // Staff price by the client's own list.
    expect((await parse(credit, tenderAccount)).map((w) => w.code)).toEqual([
      'PRICE_MISMATCH',
      'UNKNOWN_ITEM',
    ]);
  });

  it('PRICE_TOLERANCE_PERCENT: a difference within the tolerance is no mismatch, one beyond it is', async () => {
    const config = t.deps.config;
    const before = config.PRICE_TOLERANCE_PERCENT;
    try {
      config.PRICE_TOLERANCE_PERCENT = '12.5';
      expect((await parse(company, tenderAccount)).map((w) => w.code)).toEqual(['UNKNOWN_ITEM']);
      config.PRICE_TOLERANCE_PERCENT = '12.49';
      expect((await parse(company, tenderAccount)).map((w) => w.code)).toEqual([
        'PRICE_MISMATCH',
        'UNKNOWN_ITEM',
      ]);
    } finally {
      config.PRICE_TOLERANCE_PERCENT = before;
    }
  });
});

describe('the price check on the order (review and approval)', () => {
  it('the review shows PRICE_MISMATCH beside the credit findings; approve is refused without a reason and passes with one', async () => {
    const order = await seedOrder(t, owner, { clientAccountNo: tenderAccount });
    const review = await body(await credit.get(`/api/orders/${order.id}/review`));
    expect(review.findings).toContainEqual({
      code: 'PRICE_MISMATCH',
      severity: 'override',
      params: {
        row: 1,
        itemCode: 'INS-100',
        expectedSAR: '40.00',
        givenSAR: '45.00',
        differencePercent: '12.50',
      },
      message: 'Line 1: INS-100 is priced SAR 45.00; the price list says SAR 40.00 (12.50%)',
    });
    expect(review.findings).toContainEqual(
      expect.objectContaining({ code: 'NO_CREDIT_LIMIT', severity: 'info' }),
    );
    // A company never sees the review.
    expect((await company.get(`/api/orders/${order.id}/review`)).status).toBe(404);

    const refused = await approve(credit, order);
    expect(refused.status).toBe(409);
    const error = (await body(refused)).error;
    expect(error).toMatchObject({
      code: 'CREDIT_OVERRIDE_REQUIRED',
      message: 'The credit check needs an override reason to approve: PRICE_MISMATCH',
    });
    expect(error.details.findings).toContainEqual(
      expect.objectContaining({ code: 'PRICE_MISMATCH', severity: 'override' }),
    );
    expect((await approve(credit, order, { override: { reason: 'short' } })).status).toBe(422);
    const approved = await approve(credit, order, {
      override: { reason: 'Tender price renegotiated for this quarter' },
    });
    expect(approved.status).toBe(200);
    const seen = await body(await higher.get(`/api/orders/${order.id}`));
    expect(seen.history.at(-1)).toMatchObject({
      action: 'approve',
      creditOverride: { codes: ['PRICE_MISMATCH'], reason: 'Tender price renegotiated for this quarter' },
    });
  });

  it('an unknown item is information: approve passes without a reason (unless CREDIT_STRICT)', async () => {
    const order = await seedOrder(t, owner, { clientAccountNo: defaultAccount });
    // GLV-M and INS-100 are on the default list at the seeded prices: nothing to override.
    const review = await body(await credit.get(`/api/orders/${order.id}/review`));
    expect(review.findings.filter((f: Json) => f.code === 'PRICE_MISMATCH')).toEqual([]);
    expect((await approve(credit, order)).status).toBe(200);

    // A client with a list lacking GLV-M, and no inventory: GLV-M is unknown.
    const partial = await newList({}, [{ itemCode: 'INS-100', priceSAR: '45.00' }]);
    const accountNo = await clientOn('PARTIAL', partial);
    const strictOrder = await seedOrder(t, owner, { clientAccountNo: accountNo });
    const findings = (await body(await credit.get(`/api/orders/${strictOrder.id}/review`)))
      .findings as Json[];
    expect(findings).toContainEqual(
      expect.objectContaining({
        code: 'UNKNOWN_ITEM',
        severity: 'info',
        params: { row: 2, itemCode: 'GLV-M' },
      }),
    );
    const config = t.deps.config;
    try {
      config.CREDIT_STRICT = true;
      const refused = await approve(credit, strictOrder);
      expect(refused.status).toBe(409);
      expect((await body(refused)).error.message).toContain('UNKNOWN_ITEM');
    } finally {
      config.CREDIT_STRICT = false;
    }
    expect((await approve(credit, strictOrder)).status).toBe(200);
  });
});

describe("a client's price list (PATCH /api/clients/{accountNo} priceListId)", () => {
  it('editors assign and clear it (kept in the history); an unknown list is 422; a company 404', async () => {
    const accountNo = await clientOn('ASSIGN', null);
    const unknown = await credit.request('PATCH', `/api/clients/${accountNo}`, {
      priceListId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(422);
    expect((await body(unknown)).error.details.issues[0]).toMatchObject({ path: 'priceListId' });
    expect(
      (await credit.request('PATCH', `/api/clients/${accountNo}`, { priceListId: 'not-a-uuid' })).status,
    ).toBe(422);
    expect(
      (await company.request('PATCH', `/api/clients/${accountNo}`, { priceListId: tenderListId })).status,
    ).toBe(404);
    const set = await higher.request('PATCH', `/api/clients/${accountNo}`, { priceListId: tenderListId });
    expect((await body(set)).priceListId).toBe(tenderListId);
    const cleared = await credit.request('PATCH', `/api/clients/${accountNo}`, { priceListId: null });
    expect((await body(cleared)).priceListId).toBeNull();
    const detail = await body(await credit.get(`/api/clients/${accountNo}`));
    expect(detail.history.map((h: Json) => h.after)).toEqual([
      { priceListId: null },
      { priceListId: tenderListId },
    ]);
  });
});
