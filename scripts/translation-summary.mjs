/**
 * Prints the build's one line about translations ("translations: 27 up to date,
 * 1 outdated"), once per `next build`: from the main process as it loads
 * next.config.mjs, not from each of the render workers that also load it.
 * The counting is lib/translations (TypeScript), imported through tsx.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

let printed = false;

async function printTranslationSummary() {
  try {
    const { tsImport } = await import('tsx/esm/api');
    const { buildTranslationSummaryLine } = await tsImport('../lib/translations/summary.ts', import.meta.url);
    console.log(buildTranslationSummaryLine(process.env.CONTENT_DIR ?? 'content'));
  } catch (error) {
    // The content loader reports broken content with its file and field; this line only informs.
    console.log(`translations: not counted (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}

/**
 * Wraps a Next config (object or function) so that a production build prints the line.
 * @param {import('next').NextConfig | ((phase: string, ctx: unknown) => unknown)} config
 */
export function withTranslationSummary(config) {
  return async (phase, ctx) => {
    // Next's build workers run with IS_NEXT_WORKER (next/dist/lib/worker.js) and load the config too.
    if (phase === PHASE_PRODUCTION_BUILD && !process.env.IS_NEXT_WORKER && !printed) {
      printed = true;
      await printTranslationSummary();
    }
    return typeof config === 'function' ? config(phase, ctx) : config;
  };
}
