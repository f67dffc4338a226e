/**
 * Runs inside a parse worker: takes one job at a time from parse-pool.ts and answers with the
 * parsed lines or the refusal. Nothing here touches the database or the event loop serving
 * requests.
 */
import { parentPort } from 'node:worker_threads';
import { parseOrderLinesFile, SPREADSHEET_MESSAGES, SpreadsheetError, vetWorkbook } from './parse.js';
import type { WorkerJob, WorkerReply } from './parse-pool.js';
import { readSheetRows } from './sheet-rows.js';

async function run(job: WorkerJob): Promise<WorkerReply> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  try {
    if (job.op === 'vet') {
      await vetWorkbook(bytes);
      return { id: job.id, ok: true, result: null };
    }
    if (job.op === 'rows') {
      return {
        id: job.id,
        ok: true,
        result: await readSheetRows({ bytes, fileName: job.fileName }, job.maxDataRows),
      };
    }
    const result = await parseOrderLinesFile({ bytes, fileName: job.fileName, contentType: job.contentType });
    return { id: job.id, ok: true, result };
  } catch (error) {
    if (error instanceof SpreadsheetError) {
      return { id: job.id, ok: false, code: error.code, message: error.message };
    }
    return { id: job.id, ok: false, code: 'VALIDATION_FAILED', message: SPREADSHEET_MESSAGES.unreadable };
  }
}

parentPort!.on('message', (job: WorkerJob) => {
  void run(job).then((reply) => parentPort!.postMessage(reply));
});
