/**
 * Whether this browser was signed in when last seen, kept in localStorage. Opening /dashboard
 * prefetches the orders and cards together with the session check only when it was, so a
 * signed-out visitor sends one request (the session check), not three that all answer 401.
 */
import { SIGNED_IN_STORAGE_KEY as KEY } from './storage-keys';

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode): the prefetch is only skipped.
  }
}
