import { defineProject } from 'vitest/config';
import { clientProject } from '../service/vitest.shared.js';

export default defineProject({ test: clientProject('sdk', 30_000) });
