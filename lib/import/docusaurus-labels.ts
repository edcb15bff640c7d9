/**
 * Category labels of the site's other locales: i18n/<locale>/docusaurus-plugin-content-docs/
 * current.json (`sidebar.<name>.category.<label>`, `….link.generated-index.title`/`.description`)
 * becomes each locale's `_category_.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../i18n';
import { parseYaml } from './docusaurus';
import type { CategoryLabels } from './docusaurus-sidebars';
import { writeStaged, type ImportContext } from './import-context';

/** The translated labels of each locale, `{}` for a locale without a readable current.json (said in a line). */
export function readCategoryLabels(context: ImportContext): CategoryLabels {
  const labels: CategoryLabels = {};
  for (const locale of LOCALES) {
    const rel = `i18n/${locale}/docusaurus-plugin-content-docs/current.json`;
    // Through realPath: another docs instance reads its own (docusaurus-plugin-content-docs-<id>/).
    const file = path.join(context.options.site, context.realPath(rel));
    if (!fs.existsSync(file)) continue;
    let data: Record<string, { message?: string }>;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message?: string }>;
    } catch (error) {
      context.skipped.push({
        item: rel,
        reason: `is not JSON (${error instanceof Error ? error.message : String(error)}): category labels stay untranslated`,
      });
      continue;
    }
    labels[locale] = Object.fromEntries(
      Object.entries(data ?? {}).flatMap(([key, value]) =>
        typeof value?.message === 'string' ? [[key, value.message]] : [],
      ),
    );
  }
  return labels;
}

/** Writes the `_category_.json` of other locales that the site translates in current.json only. */
export function writeTranslatedCategories(context: ImportContext, labels: CategoryLabels): void {
  const { defaultLocale, prefix } = context.options;
  for (const file of context.files.filter((f) => /^docs\/(.*\/)?_category_\.(json|ya?ml)$/.test(f))) {
    const text = fs.readFileSync(path.join(context.options.site, context.realPath(file)), 'utf8');
    let data: { label?: unknown; link?: { type?: unknown } };
    try {
      data = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as typeof data;
    } catch {
      // bringContent said so already.
      continue;
    }
    if (typeof data?.label !== 'string') continue;
    const dir = path.posix.dirname(file.slice('docs/'.length));
    for (const locale of LOCALES.filter((l) => l !== defaultLocale)) {
      const [key, translated] =
        Object.entries(labels[locale] ?? {}).find(([k]) => k.endsWith(`.category.${data.label as string}`)) ?? [];
      const own = context.files.some((f) =>
        f.startsWith(`i18n/${locale}/docusaurus-plugin-content-docs/current/${dir}/_category_.`),
      );
      const linkTexts = Object.fromEntries(
        (['title', 'description'] as const).flatMap((field) => {
          const value = labels[locale]?.[`${key}.link.generated-index.${field}`];
          return value === undefined ? [] : [[field, value]];
        }),
      );
      const link =
        data.link?.type === 'generated-index' && Object.keys(linkTexts).length > 0
          ? { link: { type: 'generated-index', ...linkTexts } }
          : {};
      if (translated && !own)
        writeStaged(
          context,
          `content/${locale}/docs/${[prefix, dir === '.' ? '' : dir].filter(Boolean).join('/')}/_category_.json`.replace(
            '/docs//',
            '/docs/',
          ),
          `${JSON.stringify({ label: translated, ...link }, null, 2)}\n`,
          `category files (${locale})`,
        );
    }
  }
}
