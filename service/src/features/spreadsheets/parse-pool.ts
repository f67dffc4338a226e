/**
 * Spreadsheets are parsed off the event loop (DESIGN §7): one long-lived worker thread with
 * a capped heap takes the jobs one at a time, so a big sheet never stalls /healthz and never
 * costs the service more than the worker's heap limit. A worker that runs out of memory or
 * time is ended and replaced; its job is refused as a file too big to read. Waiting jobs are
 * bounded too: past the queue limit an upload is told to retry (429).
 */
import { Worker } from 'node:worker_threads';
import {
  type ParsedSpreadsheet,
  SPREADSHEET_MESSAGES,
  SpreadsheetError,
  type SpreadsheetErrorCode,
} from './parse.js';
import type { SheetRows } from './sheet-rows.js';

export type WorkerJob =
  | { id: number; op: 'parse'; bytes: Uint8Array; fileName: string; contentType?: string }
  | { id: number; op: 'vet'; bytes: Uint8Array; fileName: string; contentType?: string }
  | {
      id: number;
      op: 'rows';
      bytes: Uint8Array;
      fileName: string;
      contentType?: string;
      maxDataRows: number;
    };
export type WorkerReply =
  | { id: number; ok: true; result: ParsedSpreadsheet | SheetRows | null }
  | { id: number; ok: false; code: SpreadsheetErrorCode; message: string };

export const PARSE_POOL_LIMITS = {
  /** Old-generation heap of the worker; a sheet that needs more is refused. */
  heapMb: 160,
  /** A sheet that takes longer is refused and its worker replaced. */
  jobTimeoutMs: 20_000,
  /** Jobs waiting for the worker; beyond, the upload answers 429. */
  maxQueued: 8,
} as const;

/** Every parse slot is taken: answer 429 and let the client retry. */
export class ParseBusyError extends Error {}

interface Pending {
  job: WorkerJob;
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

const WORKER_URL = new URL('./parse-worker.mjs', import.meta.url);

class ParsePool {
  private worker: Worker | null = null;
  private current: (Pending & { timer: NodeJS.Timeout }) | null = null;
  private readonly queue: Pending[] = [];
  private nextId = 1;

  warm() {
    if (!this.worker) this.worker = this.spawn();
  }

  run(job: Omit<WorkerJob, 'id'>): Promise<WorkerReply> {
    if (this.queue.length >= PARSE_POOL_LIMITS.maxQueued) {
      return Promise.reject(new ParseBusyError('The spreadsheet reader is busy; try again in a moment'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ } as WorkerJob, resolve, reject });
      this.dispatch();
    });
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: PARSE_POOL_LIMITS.heapMb, maxYoungGenerationSizeMb: 16 },
      // Not the parent's flags: under `tsx` they carry its preflight, which keeps the process
      // alive; the entry registers tsx itself.
      execArgv: [],
    });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const current = this.current;
      if (!current || current.job.id !== reply.id) return;
      clearTimeout(current.timer);
      this.current = null;
      current.resolve(reply);
      this.dispatch();
    });
    worker.on('error', () => this.lose(worker, SPREADSHEET_MESSAGES.tooLargeDecompressed));
    worker.on('exit', () => this.lose(worker, SPREADSHEET_MESSAGES.unreadable));
    return worker;
  }

  /** The worker died (heap limit, crash) or was ended: refuse its job, start afresh. */
  private lose(worker: Worker, message: string) {
    if (this.worker !== worker) return;
    this.worker = null;
    const current = this.current;
    this.current = null;
    if (current) {
      clearTimeout(current.timer);
      current.resolve({ id: current.job.id, ok: false, code: 'VALIDATION_FAILED', message });
    }
    this.dispatch();
  }

  private dispatch() {
    if (this.current || this.queue.length === 0) return;
    const next = this.queue.shift()!;
    this.worker ??= this.spawn();
    const worker = this.worker;
    const timer = setTimeout(() => {
      this.lose(worker, 'The spreadsheet took too long to read; save it again as .xlsx or .csv');
      void worker.terminate();
    }, PARSE_POOL_LIMITS.jobTimeoutMs);
    timer.unref();
    this.current = { ...next, timer };
    // A copy of exactly the file's bytes, handed over (not cloned again) to the worker.
    const bytes = new Uint8Array(next.job.bytes);
    worker.postMessage({ ...next.job, bytes }, [bytes.buffer]);
  }
}

const pool = new ParsePool();

/** Starts the worker ahead of the first upload (it takes a moment to load). */
export const warmParsePool = () => pool.warm();

function settle<T>(reply: WorkerReply): T {
  if (!reply.ok) throw new SpreadsheetError(reply.code, reply.message);
  return reply.result as T;
}

/** parseOrderLinesFile in the worker. */
export async function parseInWorker(input: {
  bytes: Buffer;
  fileName: string;
  contentType?: string;
}): Promise<ParsedSpreadsheet> {
  return settle(await pool.run({ op: 'parse', ...input }));
}

/** vetWorkbook in the worker. */
export async function vetWorkbookInWorker(bytes: Buffer): Promise<void> {
  settle(await pool.run({ op: 'vet', bytes, fileName: 'workbook.xlsx' }));
}

/** readSheetRows in the worker (table imports): the header and at most `maxDataRows` rows as text cells. */
export async function readRowsInWorker(input: {
  bytes: Buffer;
  fileName: string;
  contentType?: string;
  maxDataRows: number;
}): Promise<SheetRows> {
  return settle(await pool.run({ op: 'rows', ...input }));
}
