import { upgradeWebSocket } from '@hono/node-server';
import { languageOf } from '@tawreed/domain';
import type { WebSocket } from 'ws';
import { createRouter } from '../../http/context.js';
import { unauthenticated } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { type LiveClient, type Realtime, WS_PATH } from './hub.js';

/**
 * The live channel as a route: the upgrade request passes the same session middleware (cookie
 * or bearer token, and the origin check) as every HTTP request; a caller it did not sign in
 * gets the error handler's 401 as the handshake's answer.
 */
export function liveRoutes(realtime: Realtime) {
  return createRouter().get(
    WS_PATH,
    upgradeWebSocket(function openLiveChannel(c) {
      const user = requireUser(c);
      const via = c.get('authVia');
      const credentialHash = via === 'token' ? c.get('apiTokenHash') : c.get('sessionTokenHash');
      if (!via || !credentialHash) throw unauthenticated();
      // Browsers cannot set headers on a websocket: the portal names its language in the URL.
      const lang = languageOf(c.req.query('lang') ?? c.req.header('accept-language'));
      let client: LiveClient | undefined;
      return {
        onOpen(_event, ws) {
          client = realtime.connect(ws.raw as WebSocket, { user, credentialHash, via, lang });
        },
        onMessage(event) {
          if (client) realtime.receive(client, event.data);
        },
        onClose() {
          if (client) realtime.disconnect(client);
        },
        onError(_event, ws) {
          (ws.raw as WebSocket).terminate();
        },
      };
    }),
  );
}
