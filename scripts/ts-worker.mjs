/**
 * Entry of a worker thread that runs one export of a TypeScript module on its share of the
 * work (scripts/threads.ts): TypeScript loader hooks do not reach worker threads on Node
 * 20, so the worker registers tsx itself.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { moduleUrl, exportName, slice, shared } = workerData;
await (await import(moduleUrl))[exportName](slice, shared);
