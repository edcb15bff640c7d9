/**
 * Entry of an MDX precompile worker thread (scripts/precompile-mdx.ts): TypeScript loader
 * hooks do not reach worker threads on Node 20, so the worker registers tsx itself.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { precompileAll } = await import('./precompile-mdx.ts');
parentPort.postMessage(await precompileAll(workerData));
