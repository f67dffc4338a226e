import { defineProject } from 'vitest/config';
import { clientProject } from '../service/vitest.shared.js';

// The CLI runs as a subprocess against a real listening service; the 200-order import is the long one.
export default defineProject({ test: clientProject('cli', 180_000) });
