import { defineProject } from 'vitest/config';
import { serviceProject } from './vitest.shared.js';

export default defineProject({ test: serviceProject('pglite') });
