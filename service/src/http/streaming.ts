/**
 * Streamed answers (exports) and the two moments they can fail (issue 27). Before the status
 * line: the route validates its filters and reads the first page (`firstValueRead`), so a bad
 * filter or a query the database refuses answers a JSON 4xx like any other request. After it:
 * the status is sent and cannot change, so a failure is written to the service's log with the
 * SQL's parameters redacted and the connection is cut (`streamedBody`): the client sees an
 * incomplete answer, never a short file that looks complete, and nothing goes to stdout raw.
 */
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { Logger } from '../logger.js';
import { withoutQueryParams } from './errors.js';

/**
 * Reads `source`'s first value now; the result yields it, then the rest. Closing the result
 * closes the source, even before its first value is taken (a generator that never started
 * would not run its clean-up).
 */
export async function firstValueRead<T>(source: AsyncGenerator<T>): Promise<AsyncIterableIterator<T>> {
  const first = await source.next();
  let firstTaken = Boolean(first.done);
  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (firstTaken) return source.next();
      firstTaken = true;
      return Promise.resolve(first);
    },
    return(value?: unknown) {
      firstTaken = true;
      return source.return(value as never);
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * `body` as a response body whose failures after the status line go to `logger` (redacted)
 * and cut the connection instead of reaching the HTTP server's own error printing.
 */
export function streamedBody(
  c: Context,
  logger: Logger,
  body: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          const err = error instanceof Error ? error : new Error(String(error));
          logger.error('streamed answer failed after its status line', {
            reqId: c.get('requestId'),
            path: c.req.path,
            error: withoutQueryParams(err.message),
            stack: withoutQueryParams(err.stack ?? ''),
          });
          reader.cancel().catch(() => undefined);
          // Over Node's HTTP server: cut the connection (the chunked answer stays incomplete).
          const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
          if (outgoing) {
            outgoing.destroy();
            controller.close();
          } else {
            controller.error(new Error('The answer stopped before its end'));
          }
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
