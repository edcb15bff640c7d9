import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { auditWithMemory, injectAxe, type ColourMemory } from './axe-known-colours';

/**
 * axe-core on a page through AxeBuilder, collecting the details of violations only, in
 * legacy mode (axe runs in the page itself; the default mode opens a new tab to put
 * together the results of cross-origin frames, which the site has none of). For a test
 * that reads axe's results itself; the gates use seriousViolations.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
}

/** The rule sets of WCAG 2.2 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rule sets the per-kind gates run: WCAG 2.2 A and AA, and axe's best practices. */
export const GATE_TAGS = [...WCAG_TAGS, 'best-practice'];

/**
 * The rules whose outcome the colour mode can change: the colours, and the images the
 * page swaps per mode (themed images, Mermaid diagrams drawn for each mode), hidden in the
 * other, with the name of a link such an image alone names. The rest read the markup, which
 * the mode does not change (app/globals.css and app/styles/ change colours and show those
 * images only).
 */
export const COLOUR_MODE_RULES = [
  'color-contrast',
  'link-in-text-block',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
  'link-name',
];

/**
 * The serious and critical violations on the page as it stands, one readable block each
 * (up to five nodes); `tags` are the rule sets (GATE_TAGS unless given), `rules` limits the
 * run to those rules, `within` to that part of the page. axe is injected once per page
 * load; `memory` (axe-known-colours.ts) carries the colour checks already done between
 * calls of one test (a fresh one unless given).
 */
export async function findSeriousViolations(
  page: Page,
  {
    tags = GATE_TAGS,
    rules,
    within = 'html',
    memory = new Map(),
  }: {
    tags?: readonly string[];
    rules?: readonly string[];
    within?: string;
    memory?: ColourMemory;
  } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  // The signatures hold the computed colours: one set serves both colour modes.
  const { violations } = await auditWithMemory(page, memory, 'any', { tags, rules, within });
  return violations;
}
