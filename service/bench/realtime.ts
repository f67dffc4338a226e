/** `pnpm bench --sections realtime`: change-to-event latency over many sockets, on one and two instances. */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import {
  approvable,
  approvalBody,
  get,
  type MachineCpu,
  machineCpu,
  machineLoad,
  type PendingOrder,
  percentile,
  processCpuMs,
  type Service,
  say,
} from './harness.js';

const here = path.dirname(fileURLToPath(import.meta.url));

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

/** Starts listening for the order's `order:updated` on every socket; answers each socket's latency once all have it. */
type Arm = (orderId: string) => Promise<{ received: Promise<number[]> }>;

/** The bench's own ws sockets, in this process: each reads, decodes and parses its frames as they come. */
const armSockets =
  (sockets: WebSocket[]): Arm =>
  async (orderId) => {
    const received = sockets.map(
      (socket) =>
        new Promise<number>((resolve) => {
          const onMessage = (data: Buffer) => {
            const frame = JSON.parse(data.toString()) as { type: string; orderId: string; timestamp: string };
            if (frame.type === 'order:updated' && frame.orderId === orderId) {
              socket.off('message', onMessage);
              resolve(Date.now() - Date.parse(frame.timestamp));
            }
          };
          socket.on('message', onMessage);
        }),
    );
    return { received: Promise.all(received) };
  };

async function latencies(arm: Arm, actor: Service, creditToken: string, orders: PendingOrder[]) {
  const samples: number[] = [];
  for (const order of orders) {
    const { received } = await arm(order.id);
    const body = approvalBody(order);
    const approved = await fetch(`${actor.url}/api/orders/${order.id}/actions/approve`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${creditToken}`,
        'if-match': String(order.version),
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    // No frame follows a refused step (another bench approved the order meanwhile, say): say so, not wait forever.
    if (!approved.ok) throw new Error(`approving ${order.id}: ${approved.status} ${await approved.text()}`);
    samples.push(...(await received));
  }
  return samples;
}

/**
 * The receiving sockets in a child process (bench/receivers.ts), each taking its arrival time
 * as it reads its bytes and decoding them only once every socket has its frame: as clients on
 * other machines would, none waits for the reading of another's frame.
 */
async function forkReceivers(service: Service, token: string, count: number) {
  const child = fork(path.join(here, 'receivers.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, { resolve: (message: never) => void; reject: (err: Error) => void }>();
  child.on('message', (message: { type: string }) => {
    const waiter = waiting.get(message.type);
    waiting.delete(message.type);
    waiter?.resolve(message as never);
  });
  child.once('exit', (code) => {
    for (const waiter of waiting.values())
      waiter.reject(new Error(`the receiving sockets' process exited (${code})`));
    waiting.clear();
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) =>
      waiting.set(type, { resolve: resolve as (message: never) => void, reject }),
    );
  const opened = next<{ count: number }>('opened');
  child.send({ type: 'open', url: service.url, token, count });
  const { count: open } = await opened;
  const arm: Arm = async (orderId) => {
    const armed = next('armed');
    child.send({ type: 'expect', orderId });
    await armed;
    return { received: next<{ latencies: number[] }>('received').then((message) => message.latencies) };
  };
  return {
    arm,
    open,
    cpuMs: () => processCpuMs(child.pid!),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  };
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
  say(
    "  (bench's sockets: ws sockets in the bench's process, as before; own process: thin sockets in a child process, timed as their bytes are read)",
  );
  // The first two changes on each instance are timed apart (see measure). 84 pending orders from a page well past the first: the transitions bench approves from the first pages.
  const { total } = (await get(service, creditToken, '/api/orders?status=PENDING_CREDIT&pageSize=1')) as {
    total: number;
  };
  const pages = Math.min(99, Math.floor(total / 100));
  if (pages < 11) throw new Error('fewer than 1,100 orders pending credit');
  const page = 10 + Math.floor(Math.random() * (pages - 9));
  const listed = (await get(
    service,
    creditToken,
    `/api/orders?status=PENDING_CREDIT&pageSize=100&page=${page}`,
  )) as { orders: PendingOrder[] };
  // Those a reviewer can approve (after the credit section, a few are blocked).
  const pending = listed.orders.filter(approvable);
  if (pending.length < 84) throw new Error('fewer than 84 approvable orders pending credit');
  const batches = [0, 1, 2, 3].map((i) => pending.slice(i * 20, i * 20 + 20));
  const warmUps = [pending.slice(80, 82), pending.slice(82, 84)];

  /** One figure: 20 changes approved on `actor`, received by `count` sockets on `host` (both styles). */
  async function measure(
    label: string,
    actor: Service,
    host: Service,
    orders: (typeof batches)[number],
    style: 'bench' | 'own',
    warmUp: typeof orders = [],
  ) {
    const hosts = actor === host ? [actor] : [actor, host];
    if (style === 'bench') {
      const sockets = await openSockets(host, viewerToken, count);
      // A fresh instance's first fan-outs run its code before V8 has compiled it (twice the CPU):
      // both styles' figures are taken after them, and they are shown on their own.
      if (warmUp.length) {
        const cold: number[] = [];
        for (const order of warmUp)
          cold.push(Math.max(...(await latencies(armSockets(sockets), actor, creditToken, [order]))));
        say(
          `${label}: its first ${cold.length} changes, not in the figures below (a fresh instance): last frame ${cold.join(', ')} ms`,
        );
      }
      const cpu = hosts.map((s) => s.cpuMs());
      const machine = machineCpu();
      const client = process.cpuUsage();
      const samples = await latencies(armSockets(sockets), actor, creditToken, orders);
      report(label, "bench's sockets", sockets.length, samples, hosts, cpu, clientCpu(client), machine);
      for (const socket of sockets) socket.terminate();
      return;
    }
    const receivers = await forkReceivers(host, viewerToken, count);
    try {
      const cpu = hosts.map((s) => s.cpuMs());
      const machine = machineCpu();
      const client = receivers.cpuMs();
      const samples = await latencies(receivers.arm, actor, creditToken, orders);
      const own = `receiving sockets' process ${((receivers.cpuMs() - client) / 20).toFixed(1)} ms CPU per change`;
      report(label, 'own process', receivers.open, samples, hosts, cpu, own, machine);
    } finally {
      await receivers.close();
    }
  }

  function report(
    label: string,
    style: string,
    sockets: number,
    samples: number[],
    hosts: Service[],
    cpu: number[],
    client: string,
    machine: MachineCpu,
  ) {
    const perChange = hosts.map((s, i) => ((s.cpuMs() - cpu[i]!) / 20).toFixed(1));
    const serviceCpu =
      hosts.length === 1
        ? `service CPU ${perChange[0]} ms per change`
        : `CPU per change ${perChange[0]} ms on A, ${perChange[1]} ms on B`;
    say(
      `${label}, ${sockets} sockets (${style}), ${samples.length} deliveries: p50 ${percentile(samples, 50)} ms, p99 ${percentile(samples, 99)} ms; ${serviceCpu}; ${client}; ${machineLoad(machine)}`,
    );
  }

  // The service's CPU time per change (the approval and its frames to every socket): unlike the
  // latency, it hardly moves with what else the machine is running.
  await measure('one instance', service, service, batches[0]!, 'bench', warmUps[0]);
  await measure('one instance', service, service, batches[1]!, 'own');
  if (target !== 'postgres') return;
  const second = await startSecond();
  try {
    await measure(
      'two instances (approve on A, sockets on B)',
      service,
      second,
      batches[2]!,
      'bench',
      warmUps[1],
    );
    await measure('two instances (approve on A, sockets on B)', service, second, batches[3]!, 'own');
  } finally {
    await second.stop();
  }
}
