import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on a page, collecting the details of violations only: the tests read nothing
 * else, and leaving passes and incomplete results undetailed takes a quarter off each run
 * (the colour-contrast pass over every node is the slow part on a 2-core machine).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}
