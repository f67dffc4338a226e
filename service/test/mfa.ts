/** Second factors in tests (DESIGN §13): codes made with the service's own TOTP library. */
import { TOTP_PERIOD_SECONDS } from '@tawreed/domain';
import { totpCode } from '../src/features/auth/mfa/totp.js';
import type { TestClient } from './harness.js';

export { totpCode };

/** `at` moved by whole TOTP steps (negative: earlier). */
export const stepsFrom = (at: Date, steps: number) =>
  new Date(at.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);

/** Enrols the signed-in client's authenticator app at `at`; answers its secret and recovery codes. */
export async function enrolTotp(client: TestClient, at: Date = new Date()) {
  const started = await client.post('/api/auth/mfa/totp');
  if (started.status !== 200) throw new Error(`enrolment failed: ${started.status} ${await started.text()}`);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await client.post('/api/auth/mfa/totp/confirm', { code: await totpCode(secret, at) });
  if (confirmed.status !== 200)
    throw new Error(`confirm failed: ${confirmed.status} ${await confirmed.text()}`);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}
