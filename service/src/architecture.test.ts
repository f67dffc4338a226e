import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The service's layers, read from its imports: the lower layers (db, events, http, auth-core,
 * realtime) never reach up into a feature, features depend on each other one way only, and
 * no file imports itself back through others.
 * Tests are left out: a test may set up what it checks through any feature.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const LOWER_LAYERS = ['auth-core', 'db', 'events', 'http', 'realtime'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every file under src/ with the files under src/ it imports (static, dynamic and re-exports). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)].map((match) =>
      path.relative(SRC, path.resolve(path.dirname(file), match[1]!)).replace(/\.js$/, '.ts'),
    );
    graph.set(path.relative(SRC, file), targets);
  }
  return graph;
}

const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1]! : null);

/** One cycle in `graph` as its path (first node repeated at the end), or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  function visit(node: string): string[] | null {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  }
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the import graph of service/src', () => {
  const graph = importGraph();

  it('finds the files and their imports (the walker itself works)', () => {
    expect(graph.get('http/session.ts')).toContain('auth-core/credentials.ts');
    expect(graph.get('app.ts')?.some((target) => target.startsWith('features/'))).toBe(true);
  });

  it('keeps the lower layers from importing features', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      LOWER_LAYERS.includes(file.split('/')[0]!)
        ? targets.filter((target) => featureOf(target)).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('has no cycle between features', () => {
    const features = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = featureOf(file);
      if (!from) continue;
      const edges = features.get(from) ?? new Set<string>();
      for (const target of targets) {
        const to = featureOf(target);
        if (to && to !== from) edges.add(to);
      }
      features.set(from, edges);
    }
    expect(features.size).toBeGreaterThan(5);
    expect(findCycle(features)).toBeNull();
  });

  it('has no cycle between files', () => {
    const files = new Map<string, Set<string>>();
    for (const [file, targets] of graph)
      files.set(file, new Set(targets.filter((target) => graph.has(target))));
    expect(findCycle(files)).toBeNull();
  });
});
