/**
 * TOTP (RFC 6238) through otplib: 30 s steps, six digits, SHA-1, as every authenticator app
 * reads an otpauth:// URL. A code of the previous, current or next step is accepted; one of a
 * step at or before the last one used is refused (a replay).
 */
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@tawreed/domain';
import { generate, generateSecret, generateURI, verify } from 'otplib';

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUrl(secret: string, account: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: account,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The code of `secret` at `at` (tests and the admin tools' checks use it). */
export function totpCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000), period: TOTP_PERIOD_SECONDS });
}

/**
 * The time step `code` belongs to, if it is `secret`'s code for a step within one of `at`
 * and later than `afterStep`; null otherwise.
 */
export async function matchTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | null> {
  const epoch = Math.floor(at.getTime() / 1000);
  const currentStep = Math.floor(epoch / TOTP_PERIOD_SECONDS);
  // A used step beyond the window (a clock set back) refuses every code of the window.
  if (afterStep !== null && afterStep >= currentStep + 1) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch,
      period: TOTP_PERIOD_SECONDS,
      digits: TOTP_DIGITS,
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
