/**
 * Entry of an Open Graph worker thread (scripts/draw-og-images.ts): TypeScript loader
 * hooks do not reach worker threads on Node 20, so the worker registers tsx itself.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { drawJobs } = await import('./draw-og-images.ts');
await drawJobs(workerData);
