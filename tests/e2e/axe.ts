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

/** The rule sets the gates run: WCAG 2.2 A and AA, and axe's best practices. */
export const GATE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The serious and critical violations on the page as it stands, one readable block each
 * (up to five nodes); `tags` are the rule sets (GATE_TAGS unless given), `rules` limits the
 * run to those rules, `within` to that part of the page.
 */
export async function findSeriousViolations(
  page: Page,
  { tags = GATE_TAGS, rules, within }: { tags?: readonly string[]; rules?: readonly string[]; within?: string } = {},
): Promise<string[]> {
  let builder = axe(page).withTags([...tags]);
  if (rules) builder = builder.withRules([...rules]);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `  ${n.target.join(' ')} — ${n.failureSummary?.replace(/\n/g, ' ')}`)
          .join('\n')}`,
    );
}
