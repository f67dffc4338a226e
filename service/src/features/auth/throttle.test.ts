/**
 * Sign-in throttling (DESIGN §7), each test an attack: failures slow the pair (account, client
 * address) and the client address, never the account from elsewhere. The clock stands still
 * unless a test moves it, so every delay is exact. Client addresses come in through
 * X-Forwarded-For from loopback, which the test config trusts as a proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type SeedUser,
  type TestApp,
  TestClient,
  uniqueEmail,
} from '../../../test/harness.js';
import { addressBucket } from './throttle.js';

let t: TestApp;
let clock = new Date('2026-11-22T09:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => clock;
});
afterAll(() => t.close());

let nextAddress = 0;
/** A client address no other test uses (TEST-NET-2 and -3). */
function freshAddress(): string {
  nextAddress += 1;
  return `${nextAddress % 2 ? '198.51.100' : '203.0.113'}.${Math.ceil(nextAddress / 2)}`;
}

function signIn(from: string, email: string, password: string) {
  return new TestClient(t).post('/api/auth/login', { email, password }, { 'x-forwarded-for': from });
}

async function tally(responses: Response[]) {
  const counts: Record<number, number> = {};
  for (const res of responses) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return counts;
}

describe('one account guessed from one address', () => {
  it('1,000 wrong passwords: the attacker is slowed after 5, and the owner signs in at once from another address', async () => {
    const owner = await createUser(t);
    const attacker = freshAddress();
    const answers: Response[] = [];
    for (let i = 0; i < 1000; i++) answers.push(await signIn(attacker, owner.email, `guess-${i}`));

    // Five real checks, then nothing but cheap refusals: no password is hashed for a 429.
    expect(await tally(answers)).toEqual({ 401: 5, 429: 995 });
    const last = answers.at(-1)!;
    expect(last.headers.get('retry-after')).toBe('1');
    expect(await last.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', details: { retryAfterSeconds: 1 } },
    });

    const atHome = await signIn(freshAddress(), owner.email, owner.password);
    expect(atHome.status).toBe(200);
    // A thousand requests one after another: minutes on a loaded machine, not 30 seconds.
  }, 180_000);

  it('waits twice as long after each further failure; the right password then forgets them', async () => {
    const user = await createUser(t);
    const here = freshAddress();
    for (let i = 0; i < 5; i++) expect((await signIn(here, user.email, 'wrong-password')).status).toBe(401);

    const waits: string[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await signIn(here, user.email, user.password);
      expect(refused.status).toBe(429);
      const wait = refused.headers.get('retry-after')!;
      waits.push(wait);
      later(Number(wait));
      expect((await signIn(here, user.email, 'wrong-password')).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8']);

    later(16);
    expect((await signIn(here, user.email, user.password)).status).toBe(200);
    // Signed in: this account's failures from here are forgotten.
    expect((await signIn(here, user.email, 'wrong-password')).status).toBe(401);
  });

  it('a burst of parallel guesses cannot slip past the count: five are checked, the rest refused', async () => {
    const user = await createUser(t);
    const attacker = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(attacker, user.email, `parallel-${i}`)),
    );
    expect(await tally(answers)).toEqual({ 401: 5, 429: 35 });
  });
});

describe('many accounts tried from one address', () => {
  it('50 made-up emails from one address lock nobody out: the address is slowed, everyone else signs in', async () => {
    const [alice, bob] = await Promise.all([createUser(t), createUser(t)]);
    const attacker = freshAddress();
    const answers: Response[] = [];
    for (let i = 0; i < 50; i++) answers.push(await signIn(attacker, uniqueEmail('made-up'), 'password-1'));
    // The address has twenty free failures (an office shares one), then waits.
    expect(await tally(answers)).toEqual({ 401: 20, 429: 30 });
    expect((await signIn(attacker, alice.email, alice.password)).status).toBe(429);

    for (const user of [alice, bob]) {
      expect((await signIn(freshAddress(), user.email, user.password)).status).toBe(200);
    }
  });

  it('hopping across one IPv6 /64 is still one address', async () => {
    const victim = await createUser(t);
    const prefix = '2001:db8:77:1';
    const answers: Response[] = [];
    for (let i = 1; i <= 8; i++)
      answers.push(await signIn(`${prefix}::${i.toString(16)}`, victim.email, 'guess'));
    expect(await tally(answers)).toEqual({ 401: 5, 429: 3 });
    expect((await signIn('2001:db8:77:2::1', victim.email, victim.password)).status).toBe(200);
  });
});

describe('the client address', () => {
  let direct: TestApp;
  let user: SeedUser;
  beforeAll(async () => {
    // No trusted proxy: X-Forwarded-For is whatever the caller wrote, so it is ignored.
    direct = await createTestApp({ TRUST_PROXY: [] });
    direct.deps.now = () => clock;
    user = await createUser(direct);
  });
  afterAll(() => direct.close());

  it('cannot be chosen by writing X-Forwarded-For when no proxy is trusted', async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const res = await new TestClient(direct).post(
        '/api/auth/login',
        { email: user.email, password: 'guess' },
        { 'x-forwarded-for': `192.0.2.${i}` },
      );
      answers.push(res.status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('buckets IPv6 clients by /64 and leaves IPv4 addresses as they are', () => {
    expect(addressBucket('2001:db8:77:1::a')).toBe('2001:db8:77:1::/64');
    expect(addressBucket('2001:0db8:0077:0001:ffff:0:0:1')).toBe('2001:db8:77:1::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
  });
});
