/**
 * What the portal keeps in localStorage, named once: the app and index.html's boot script
 * (src/boot.ts, which runs before the app and may import nothing else) both read them.
 */

/** The language the visitor chose, before (and between) sign-ins. */
export const LANGUAGE_STORAGE_KEY = 'tawreed.language';

/** '1' while this browser's last known state was signed in (see session-hint.ts). */
export const SIGNED_IN_STORAGE_KEY = 'tawreed.signedIn';
