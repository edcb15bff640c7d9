import { expect, type Page } from '@playwright/test';

/**
 * Wait for the first answer of a page: it loads Pagefind, its WASM and index (about 200 KB)
 * and starts its worker, which Pagefind itself allows 5 s before falling back to the main
 * thread. On a busy 2-core machine that outlasts Playwright's 5 s default.
 */
export const FIRST_QUERY_TIMEOUT = 20_000;

/** The search texts of each locale, as messages/{es,en}.json write them. */
export const SEARCH_TEXTS = {
  es: {
    button: 'Buscar',
    dialog: 'Buscar en la documentación y el blog',
    input: 'Palabras que buscar',
    close: 'Cerrar',
  },
  en: {
    button: 'Search',
    dialog: 'Search the documentation and the blog',
    input: 'Words to search for',
    close: 'Close',
  },
} as const;

/** The dialog, the search field and the navbar button of a page in `locale`. */
export function searchUi(page: Page, locale: keyof typeof SEARCH_TEXTS) {
  const texts = SEARCH_TEXTS[locale];
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  return {
    button: page.getByRole('banner').getByRole('button', { name: texts.button, exact: true }),
    dialog,
    input: page.getByRole('combobox', { name: texts.input }),
    close: dialog.getByRole('button', { name: texts.close, exact: true }),
    options: page.getByRole('option'),
  };
}

/** Opens the search with the navbar button and waits for the field to take focus. */
export async function openSearchWithButton(page: Page, locale: keyof typeof SEARCH_TEXTS) {
  const ui = searchUi(page, locale);
  await ui.button.click();
  await expect(ui.dialog).toBeVisible();
  await expect(ui.input).toBeFocused();
  return ui;
}

/** Whether focus is inside the open dialog. */
export function isFocusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest('dialog[open]') != null);
}

/** Types `query` and waits for the first result that is a section of the page titled `pageTitle`. */
export async function findSectionHit(page: Page, ui: ReturnType<typeof searchUi>, query: string, pageTitle: string) {
  await ui.input.pressSequentially(query);
  const section = ui.options
    .filter({ hasText: pageTitle })
    .filter({ has: page.locator('.search-hit-section') })
    .first();
  await expect(section).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
  return section;
}
