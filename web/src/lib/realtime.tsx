import { useQueryClient } from '@tanstack/react-query';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeEvents,
  type RealtimeEventType,
  type RealtimeStatus,
} from '@tawreed/sdk';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { authKeys } from '../features/auth/api/keys';
import { useLanguage } from '../i18n';
import { api } from './api-client';

interface Live {
  client: RealtimeClient | null;
  status: RealtimeStatus;
}

/** True only when the service says the session is over (401); a network failure is not that. */
async function signedOutElsewhere(): Promise<boolean> {
  try {
    return (await api.GET('/api/auth/me')).response.status === 401;
  } catch {
    return false;
  }
}

const LiveContext = createContext<Live>({ client: null, status: 'disconnected' });

/**
 * The live connection (SPEC §2, §7): opened once a user exists — this provider is mounted
 * only inside signed-in routes — and closed on sign-out. Reconnects by itself (SPEC §9).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [live, setLive] = useState<Live>({ client: null, status: 'disconnected' });
  const queryClient = useQueryClient();
  // Notifications arrive rendered in the socket's language (DESIGN §9); browsers cannot set
  // headers on a websocket, so the URL names it, and a change of language reconnects.
  const language = useLanguage();
  useEffect(() => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const client = createRealtimeClient({ url: `${scheme}://${window.location.host}/ws?lang=${language}` });
    let previous = client.status;
    const stop = client.onStatus((status) => {
      // A socket the service closed may mean the session ended elsewhere (signed out from
      // Settings, a password change): if it did, sign out here too instead of reconnecting.
      if (previous === 'connected' && status === 'disconnected') {
        void signedOutElsewhere().then((ended) => {
          if (ended) queryClient.setQueryData(authKeys.session(), null);
        });
      }
      previous = status;
      setLive({ client, status });
    });
    setLive({ client, status: client.status });
    client.connect();
    return () => {
      stop();
      client.close();
    };
  }, [queryClient, language]);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

export function useLive(): Live {
  return useContext(LiveContext);
}

/** Calls `handler` for every event of `type` while mounted; the latest handler is always used. */
export function useLiveEvent<T extends RealtimeEventType>(
  type: T,
  handler: (payload: RealtimeEvents[T]) => void,
) {
  const { client } = useLive();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!client) return;
    return client.on(type, (payload) => latest.current(payload));
  }, [client, type]);
}

/** Subscribes to an order's history and attachment events while mounted (subscribe:order). */
export function useOrderSubscription(orderId: string | undefined) {
  const { client } = useLive();
  useEffect(() => {
    if (!client || !orderId) return;
    client.subscribe(orderId);
    return () => client.unsubscribe(orderId);
  }, [client, orderId]);
}

/**
 * `client:credit` (DESIGN §11): a client's credit figures changed (a payment, an import, an
 * approval), sent to staff. The SDK's generated frames may not name it yet, so its shape is
 * checked here before a handler sees it.
 */
export interface ClientCreditFrame {
  accountNo: string;
  timestamp: string;
}

function isClientCreditFrame(payload: unknown): payload is ClientCreditFrame {
  if (typeof payload !== 'object' || payload === null) return false;
  const frame = payload as Record<string, unknown>;
  return typeof frame.accountNo === 'string' && typeof frame.timestamp === 'string';
}

type UntypedOn = (type: string, handler: (payload: unknown) => void) => () => void;

/** Calls `handler` for every well-formed `client:credit` frame while mounted (the latest handler). */
export function useClientCreditEvent(handler: (frame: ClientCreditFrame) => void) {
  const { client } = useLive();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!client) return;
    const on = client.on.bind(client) as UntypedOn;
    return on('client:credit', (payload) => {
      if (isClientCreditFrame(payload)) latest.current(payload);
    });
  }, [client]);
}
