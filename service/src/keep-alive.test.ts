/**
 * A client (or a proxy in front of the service) reuses an idle kept-alive connection: the service
 * keeps it open well past Node's default of 5 s, so a request sent after a pause is answered, never
 * reset by a close racing it.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.js';

type Started = Awaited<ReturnType<typeof startTestServer>>;

/** GET `path` through `agent`: the status and whether the request went out on a reused socket. */
function get(agent: http.Agent, url: string) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

describe('kept-alive connections', () => {
  let started: Started;

  beforeAll(async () => {
    started = await startTestServer();
  });

  afterAll(async () => {
    await started?.t.close();
  });

  it('answers a request sent on a connection left idle for 6 seconds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const url = new URL('/healthz', started.server.url).toString();
      expect(await get(agent, url)).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(agent, url)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
