import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localize } from '@tawreed/domain';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_MESSAGES } from '../spreadsheets/parse.js';

const SOURCE = join(import.meta.dirname, '..', '..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return Promise.resolve(entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []);
    }),
  );
  return nested.flat();
}

/** Every fixed error message the service writes: AppError texts, forbidden() and notFound() subjects. */
async function serviceMessages(): Promise<string[]> {
  const messages = new Set<string>();
  for (const file of await sourceFiles(SOURCE)) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/new AppError\(\s*'[A-Z_]+',\s*'([^']+)'/g)) messages.add(match[1]!);
    for (const match of text.matchAll(/forbidden\('([^']+)'\)/g)) messages.add(match[1]!);
    for (const match of text.matchAll(/notFound\('([^']+)'\)/g)) messages.add(`${match[1]} not found`);
  }
  return [...messages];
}

describe('every error message the service answers has its Arabic text', () => {
  it('AppError, forbidden() and notFound() messages, and the spreadsheet reader’s', async () => {
    const messages = [...(await serviceMessages()), ...Object.values(SPREADSHEET_MESSAGES)];
    expect(messages.length).toBeGreaterThan(30);
    const untranslated = messages.filter((message) => !/[\u0600-\u06FF]/.test(localize(message, 'ar')));
    expect(untranslated).toEqual([]);
  });
});
