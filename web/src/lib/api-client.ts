import { createTawreedClient } from '@tawreed/sdk';
import { locale } from '../i18n';

/** The portal's one client: same origin, and the browser keeps the session cookie itself. */
export const api = createTawreedClient({ baseUrl: '' });

// Every call says which language the person reads (read at call time, so a switch applies at
// once): the service answers its error messages in it.
api.use({
  onRequest({ request }) {
    request.headers.set('accept-language', locale.lang);
  },
});
