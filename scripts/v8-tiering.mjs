/**
 * V8 hands a function to its optimizing compiler (TurboFan) later than by default: once it
 * has run about 1 MB of bytecode, not 66 KB (V8 11's default interrupt budget). A build's
 * processes live for seconds at the site's size, and on two busy cores each TurboFan job (on
 * a thread of its own) took CPU from the compile or the prerender beside it that it never
 * paid back; code that stays hot for long (the bench's x100 and up) is still optimized.
 *
 * Imported first by every process of a build: `npm run build`'s own (scripts/build.ts), and
 * `next build` with its render workers (`--import` in their NODE_OPTIONS: scripts/threads.ts).
 * Worker threads share their process's flags.
 */
import v8 from 'node:v8';

/** Bytes of bytecode a function runs between V8's checks for tiering it up: 16 × V8 11's default. */
export const INTERRUPT_BUDGET = 16 * 67_584;

v8.setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
