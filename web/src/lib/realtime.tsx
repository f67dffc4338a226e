import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeEvents,
  type RealtimeEventType,
  type RealtimeStatus,
} from '@tawreed/sdk';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

interface Live {
  client: RealtimeClient | null;
  status: RealtimeStatus;
}

const LiveContext = createContext<Live>({ client: null, status: 'disconnected' });

/**
 * The live connection (SPEC §2, §7): opened once a user exists — this provider is mounted
 * only inside signed-in routes — and closed on sign-out. Reconnects by itself (SPEC §9).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [live, setLive] = useState<Live>({ client: null, status: 'disconnected' });
  useEffect(() => {
    const client = createRealtimeClient();
    const stop = client.onStatus((status) => setLive({ client, status }));
    setLive({ client, status: client.status });
    client.connect();
    return () => {
      stop();
      client.close();
    };
  }, []);
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
