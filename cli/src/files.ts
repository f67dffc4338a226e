import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { MAX_FILE_BYTES, type NamedFile } from '@tawreed/sdk';

/** A file from the user's disk, read whole (every upload is at most 10 MB), sent under its own name. */
export interface LocalFile extends NamedFile {
  path: string;
  content: Buffer;
}

/** Why a local file cannot be sent, in one line; null when it can. */
export async function checkLocalFile(file: string): Promise<string | null> {
  const info = await stat(file).catch(() => null);
  if (!info) return `not found: ${file}`;
  if (!info.isFile()) return `not a file: ${file}`;
  if (info.size === 0) return `empty file: ${file}`;
  if (info.size > MAX_FILE_BYTES) return `larger than 10 MB: ${file}`;
  return null;
}

export async function readLocalFile(file: string): Promise<LocalFile> {
  return { path: file, name: path.basename(file), content: await readFile(file) };
}
