/**
 * Entry of the build's worker threads (scripts/threads.ts): runs one export of a bundled
 * module on the thread's share of the work and posts back what it returns.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { bundleUrl, exportName, slice, shared } = workerData;
const run = (await import(bundleUrl))[exportName];
if (typeof run !== 'function') throw new Error(`${bundleUrl} exports no function ${exportName}`);
parentPort?.postMessage(await run(slice, shared));
