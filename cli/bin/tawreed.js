#!/usr/bin/env node
// The workspace runs its TypeScript directly (no build step): tsx's loader, then the entry.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
