import { TawreedApiError, TawreedNetworkError } from '@tawreed/sdk';
import { t } from '../i18n';

/** What to show for a failed call: the server's own message, a network notice, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TawreedApiError) return error.serverMessage || fallback;
  if (error instanceof TawreedNetworkError) return t('common.networkError');
  return fallback;
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof TawreedApiError && error.status === 401;
}
