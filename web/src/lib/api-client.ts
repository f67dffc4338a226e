import { createTawreedClient } from '@tawreed/sdk';
import { locale } from '../i18n';
import { takeEarlyResponse } from './early-requests';

/**
 * The portal's one client: same origin, and the browser keeps the session cookie itself. A
 * request the boot script already sent with the page takes that answer (early-requests.ts).
 */
export const api = createTawreedClient({
  baseUrl: '',
  fetch: (request) => takeEarlyResponse(request) ?? globalThis.fetch(request),
});

// Every call says which language the person reads (read at call time, so a switch applies at
// once): the service answers its error messages in it.
api.use({
  onRequest({ request }) {
    request.headers.set('accept-language', locale.lang);
  },
});
