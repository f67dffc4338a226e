import { createTawreedClient } from '@tawreed/sdk';

/** The portal's one client: same origin, and the browser keeps the session cookie itself. */
export const api = createTawreedClient({ baseUrl: '' });
