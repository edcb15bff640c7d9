import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on a page, collecting the details of violations only: the tests read nothing
 * else, and leaving passes and incomplete results undetailed takes a quarter off each run
 * (the colour-contrast pass over every node is the slow part on a 2-core machine).
 *
 * In legacy mode axe runs in the page itself. The default mode injects axe twice and opens
 * a new tab (a new renderer process) to put together the results of cross-origin frames,
 * which the site has none of (no page embeds an <iframe>): the same rules on the same
 * nodes, with the same results.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
}
