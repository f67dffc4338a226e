/**
 * Settings an account holds for itself (issue 16): its password, its sessions and API tokens,
 * and which notifications it receives. Written once here for the service, the CLI and the portal.
 */
import { MIN_PASSWORD_LENGTH } from './constants.js';
import { msg } from './messages/core.js';
import type { ValidationIssue } from './validation/auth.js';

export const ACCOUNT_SETTINGS_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'The new password must differ from the current one',
} as const;

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  /** When given (the portal's form), must equal newPassword. */
  confirmPassword?: string;
}

/** The password rules of registration (SPEC §5) applied to a new password; first failure wins. */
export function validatePasswordChange(input: PasswordChangeInput): ValidationIssue | null {
  if (!input.currentPassword) {
    return { path: 'currentPassword', message: msg('currentPasswordRequired') };
  }
  if (input.confirmPassword !== undefined && input.newPassword !== input.confirmPassword) {
    return { path: 'confirmPassword', message: msg('passwordsDoNotMatch') };
  }
  if ((input.newPassword ?? '').length < MIN_PASSWORD_LENGTH) {
    return { path: 'newPassword', message: msg('passwordTooShort') };
  }
  if (input.newPassword === input.currentPassword) {
    return { path: 'newPassword', message: msg('newPasswordSame') };
  }
  return null;
}

/**
 * The kinds of notification an account can receive (DESIGN §5), each switched on or off by
 * the account (all on by default; a kind added later starts on for everyone):
 * - `order.queue`: an order entered the queue of the account's role;
 * - `order.status`: an order of the account's company changed status;
 * - `order.delivery_failed`: delivery of an order of the account's company failed.
 */
export const NOTIFICATION_KINDS = ['order.queue', 'order.status', 'order.delivery_failed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The expiries the portal offers for a new API token, in days; null never expires. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365, null] as const;
export const API_TOKEN_MAX_EXPIRY_DAYS = 3650;

/**
 * A short, readable summary of a User-Agent header for the sessions list: "Chrome on Windows",
 * "Safari on iOS", "tawreed CLI 0.1", or the header's start when nothing is recognised.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').trim();
  if (!ua) return 'Unknown client';
  const cli = ua.match(/^tawreed-cli\/(\S+)/);
  if (cli) return `tawreed CLI ${cli[1]}`;
  const browser = firstMatch(ua, [
    [/Edg\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
    [/curl\//, 'curl'],
    [/node|undici/i, 'Node.js'],
  ]);
  const system = firstMatch(ua, [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ]);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? ua.slice(0, 60);
}

function firstMatch(text: string, patterns: Array<[RegExp, string]>): string | null {
  return patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
