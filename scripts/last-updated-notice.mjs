/**
 * Prints the build's one line about docs whose "last updated" date is left out (a
 * shallow clone, files without git history), once per `next build`: from the main
 * process, not from each render worker (see scripts/translation-summary.mjs).
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

let printed = false;

/**
 * Wraps a Next config (object or function) so that a production build prints the line.
 * @param {import('next').NextConfig | ((phase: string, ctx: unknown) => unknown)} config
 */
export function withLastUpdatedNotice(config) {
  return async (phase, ctx) => {
    if (phase === PHASE_PRODUCTION_BUILD && !process.env.IS_NEXT_WORKER && !printed) {
      printed = true;
      try {
        const { tsImport } = await import('tsx/esm/api');
        const { buildLastUpdatedSummaryLine } = await tsImport('../lib/docs/last-updated-summary.ts', import.meta.url);
        const line = buildLastUpdatedSummaryLine(process.env.CONTENT_DIR ?? 'content');
        if (line) console.log(line);
      } catch (error) {
        console.log(`last updated: not checked (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      }
    }
    return typeof config === 'function' ? config(phase, ctx) : config;
  };
}
