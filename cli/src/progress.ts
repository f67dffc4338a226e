import type { Io } from './output.js';

const RENDER_INTERVAL_MS = 100;

/** A one-line progress bar on stderr, drawn only when stderr is a terminal (never in pipes or CI logs). */
export class ProgressBar {
  private done = 0;
  private lastRender = 0;
  private readonly started = Date.now();
  private readonly enabled: boolean;
  private note = '';

  constructor(
    private readonly io: Io,
    private readonly total: number,
    private readonly label: string,
  ) {
    this.enabled = Boolean(io.stderr.isTTY) && total > 0;
    this.render(true);
  }

  /** One item finished; `note` is a short running tally ("190 created, 2 failed"). */
  tick(note?: string) {
    this.done += 1;
    if (note !== undefined) this.note = note;
    this.render(this.done === this.total);
  }

  /** Clears the bar so the report prints on a clean line. */
  stop() {
    if (this.enabled) this.io.stderr.write('\r\u001b[2K');
  }

  private render(force = false) {
    if (!this.enabled) return;
    const now = Date.now();
    if (!force && now - this.lastRender < RENDER_INTERVAL_MS) return;
    this.lastRender = now;
    const width = 28;
    const filled = Math.round((this.done / this.total) * width);
    const elapsed = (now - this.started) / 1000;
    const eta = this.done > 0 ? ((this.total - this.done) * elapsed) / this.done : 0;
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    const timing = this.done < this.total ? `eta ${eta.toFixed(0)}s` : `${elapsed.toFixed(1)}s`;
    const line = `${this.label} ${bar} ${this.done}/${this.total} ${timing}${this.note ? `  ${this.note}` : ''}`;
    const columns = this.io.stderr.columns ?? 100;
    this.io.stderr.write(`\r\u001b[2K${line.slice(0, columns - 1)}`);
  }
}

export const formatBytes = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Bytes received so far, for a download of unknown size (the export is streamed). */
export class ByteCounter {
  private bytes = 0;
  private lastRender = 0;
  private readonly started = Date.now();

  constructor(
    private readonly io: Io,
    private readonly label: string,
  ) {}

  add(count: number) {
    this.bytes += count;
    const now = Date.now();
    if (!this.io.stderr.isTTY || now - this.lastRender < RENDER_INTERVAL_MS) return;
    this.lastRender = now;
    this.io.stderr.write(`\r\u001b[2K${this.label} ${formatBytes(this.bytes)}`);
  }

  get total() {
    return this.bytes;
  }

  get seconds() {
    return (Date.now() - this.started) / 1000;
  }

  stop() {
    if (this.io.stderr.isTTY) this.io.stderr.write('\r\u001b[2K');
  }
}
