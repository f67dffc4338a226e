/** `pnpm bench --sections realtime`: change-to-event latency over many sockets, on one and two instances. */
import { WebSocket } from 'ws';
import { get, percentile, type Service, say } from './harness.js';

async function openSockets(service: Service, token: string, count: number) {
  const sockets: WebSocket[] = [];
  const wsUrl = service.url.replace('http', 'ws');
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, () => {
        const socket = new WebSocket(`${wsUrl}/ws`, { headers: { authorization: `Bearer ${token}` } });
        sockets.push(socket);
        return new Promise((resolve, reject) => {
          socket.once('open', resolve);
          socket.once('error', reject);
        });
      }),
    );
  }
  return sockets;
}

async function latencies(
  sockets: WebSocket[],
  actor: Service,
  creditToken: string,
  orders: Array<{ id: string; version: number }>,
) {
  const samples: number[] = [];
  for (const order of orders) {
    const received = sockets.map(
      (socket) =>
        new Promise<number>((resolve) => {
          const onMessage = (data: Buffer) => {
            const frame = JSON.parse(data.toString()) as { type: string; orderId: string; timestamp: string };
            if (frame.type === 'order:updated' && frame.orderId === order.id) {
              socket.off('message', onMessage);
              resolve(Date.now() - Date.parse(frame.timestamp));
            }
          };
          socket.on('message', onMessage);
        }),
    );
    const approved = await fetch(`${actor.url}/api/orders/${order.id}/actions/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creditToken}`, 'if-match': String(order.version) },
    });
    // No frame follows a refused step (another bench approved the order meanwhile, say): say so, not wait forever.
    if (!approved.ok) throw new Error(`approving ${order.id}: ${approved.status} ${await approved.text()}`);
    samples.push(...(await Promise.all(received)));
  }
  return samples;
}

/**
 * The bench's own CPU per change since `since`: its sockets read, parse and time every frame in
 * this one process (on the same machine as the service), so a late frame's latency includes
 * the reading of the frames before it. Beside the service's CPU it shows which side is busier.
 */
function clientCpu(since: NodeJS.CpuUsage) {
  const { user, system } = process.cpuUsage(since);
  return `bench's receiving sockets ${((user + system) / 1000 / 20).toFixed(1)} ms CPU per change`;
}

interface RealtimeBench {
  service: Service;
  viewerToken: string;
  creditToken: string;
  /** Sockets per instance. */
  sockets: number;
  target: 'postgres' | 'pglite';
  /** A second instance of the service (PostgreSQL only: the instances share its notifications). */
  startSecond: () => Promise<Service>;
}

export async function benchRealtime({
  service,
  viewerToken,
  creditToken,
  sockets: count,
  target,
  startSecond,
}: RealtimeBench) {
  say('\n## Realtime: change-to-event latency (transition start in the service -> frame received)');
  const pending = (await get(service, creditToken, '/api/orders?status=PENDING_CREDIT&pageSize=40')) as {
    orders: Array<{ id: string; version: number }>;
  };
  const sockets = await openSockets(service, viewerToken, count);
  // The service's CPU time per change (the approval and its frames to every socket): unlike the
  // latency, it hardly moves with what else the machine is running.
  let cpu = service.cpuMs();
  let client = process.cpuUsage();
  const one = await latencies(sockets, service, creditToken, pending.orders.slice(0, 20));
  cpu = (service.cpuMs() - cpu) / 20;
  say(
    `one instance, ${sockets.length} sockets, ${one.length} deliveries: p50 ${percentile(one, 50)} ms, p99 ${percentile(one, 99)} ms; service CPU ${cpu.toFixed(1)} ms per change; ${clientCpu(client)}`,
  );
  for (const socket of sockets) socket.terminate();
  if (target !== 'postgres') return;
  const second = await startSecond();
  try {
    const remote = await openSockets(second, viewerToken, count);
    const [cpuA, cpuB] = [service.cpuMs(), second.cpuMs()];
    client = process.cpuUsage();
    const two = await latencies(remote, service, creditToken, pending.orders.slice(20, 40));
    const [perA, perB] = [(service.cpuMs() - cpuA) / 20, (second.cpuMs() - cpuB) / 20];
    say(
      `two instances (approve on A, ${remote.length} sockets on B): p50 ${percentile(two, 50)} ms, p99 ${percentile(two, 99)} ms; CPU per change ${perA.toFixed(1)} ms on A, ${perB.toFixed(1)} ms on B; ${clientCpu(client)}`,
    );
    for (const socket of remote) socket.terminate();
  } finally {
    await second.stop();
  }
}
