/**
 * The sidebar Docusaurus generates from folders: each folder a category, its docs and
 * sub-folders ordered by position (`sidebar_position`, a `_category_` file's `position`,
 * else a `01-` number prefix), then by file name; labelled by `_category_` files.
 * Pure: docs and category files come in, SidebarItemConfig entries go out.
 */
import { LOCALES, type Locale } from '../i18n';
import { splitNumberPrefix, docDirParts, isFolderIndex } from './doc-paths';
import {
  fillLocales,
  mergeCategoryLinks,
  readCategoryLink,
  readCategoryText,
  resolveCategoryLink,
  type CategoryLinkDraft,
} from './category-index';
import { isRecord, reportProblem, type FieldContext } from './fields';
import type { CategorySource } from './sources';
import type { Localized, SidebarItemConfig } from './types';

/** Where a doc sits among the folders, from its default-locale file. */
export interface DocPlacement {
  id: string;
  /** Path below `docs/` as on disk (`02-guides/01-tabs.mdx`). */
  relPath: string;
  /** `sidebar_position`, else the file's number prefix. */
  position?: number;
}

/** A `_category_` file, validated. */
export interface CategoryMeta {
  /** Labels given, per locale (a locale without its own file takes another's). */
  label: Partial<Localized>;
  position?: number;
  collapsed?: boolean;
  className?: string;
  /** The category's text on its card (`description`), per locale. */
  description?: Partial<Localized>;
  /** What its label opens: a doc (`{ type: doc, id }`) or a generated index page. */
  link?: CategoryLinkDraft;
}

const CATEGORY_KEYS = new Set([
  'label',
  'position',
  'collapsed',
  'collapsible',
  'className',
  'link',
  'customProps',
  'description',
]);

/**
 * Validates the `_category_` files of every locale into one CategoryMeta per folder (path as on disk).
 * Unknown keys are warnings: the build goes on and says so.
 */
export function readCategoryMeta(
  sources: readonly CategorySource[],
  problems: FieldContext['problems'],
  warnings: string[],
  publicFileExists: (sitePath: string) => boolean = () => false,
): Map<string, CategoryMeta> {
  const metas = new Map<string, CategoryMeta>();
  for (const source of sources) {
    const ctx: FieldContext = { file: source.file, problems };
    if (!isRecord(source.data)) {
      if (source.data !== undefined)
        reportProblem(ctx, 'file', 'must be an object such as { "label": "Guides", "position": 2 }');
      continue;
    }
    const data = source.data;
    const meta = metas.get(source.dirRelPath) ?? { label: {} };
    for (const key of Object.keys(data))
      if (!CATEGORY_KEYS.has(key))
        warnings.push(
          `${source.file}: ${key}: is not a _category_ field, ignored (known: ${[...CATEGORY_KEYS].join(', ')})`,
        );
    if (data.label !== undefined) {
      if (typeof data.label === 'string' && data.label.trim() !== '') meta.label[source.locale] = data.label.trim();
      else reportProblem(ctx, 'label', 'must be text');
    }
    if (data.position !== undefined) {
      if (typeof data.position === 'number' && Number.isFinite(data.position)) meta.position = data.position;
      else reportProblem(ctx, 'position', `must be a number, got ${JSON.stringify(data.position)}`);
    }
    for (const key of ['collapsed', 'collapsible'] as const) {
      if (data[key] !== undefined && typeof data[key] !== 'boolean') reportProblem(ctx, key, 'must be true or false');
    }
    // `collapsible: false` keeps a category open for good; this sidebar opens it at least.
    if (data.collapsed === false || data.collapsible === false) meta.collapsed = false;
    if (data.className !== undefined) {
      if (typeof data.className === 'string') meta.className = data.className;
      else reportProblem(ctx, 'className', 'must be text');
    }
    const description = readCategoryText(ctx, data.description, 'description', source.locale);
    if (Object.keys(description).length > 0) meta.description = { ...meta.description, ...description };
    meta.link = mergeCategoryLinks(
      ctx,
      meta.link,
      readCategoryLink(ctx, data.link, 'link', { locale: source.locale, publicFileExists, warnings }),
    );
    metas.set(source.dirRelPath, meta);
  }
  return metas;
}

/** A folder's items before ordering. */
interface Item {
  /** Name on disk, for the tie-break. */
  sortName: string;
  position?: number;
  entry: SidebarItemConfig;
}

/**
 * Orders by position (items without one last), then by name on disk, as Docusaurus does.
 * @example [{ position: 2 }, { sortName: 'a' }, { position: 1 }] → positions 1, 2, then 'a'
 */
function orderItems(items: Item[]): SidebarItemConfig[] {
  return [...items]
    .sort(
      (a, b) =>
        (a.position ?? Infinity) - (b.position ?? Infinity) ||
        (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0),
    )
    .map((item) => item.entry);
}

/** The category label per locale: each locale's `_category_` label, else another's, else the folder name. */
function categoryLabel(meta: CategoryMeta | undefined, folderName: string): Localized {
  const given = Object.values(meta?.label ?? {})[0];
  return Object.fromEntries(
    LOCALES.map((locale: Locale) => [locale, meta?.label[locale] ?? given ?? folderName]),
  ) as Localized;
}

/**
 * The items of folder `dirRelPath` ('' for the docs root; as on disk), its sub-folders
 * as categories. A folder index doc (`index.mdx`, `README.md`, or named as its folder), or
 * the doc of a `link`, leads its category.
 */
export function autogenerateSidebar(
  dirRelPath: string,
  docs: readonly DocPlacement[],
  categories: ReadonlyMap<string, CategoryMeta>,
): SidebarItemConfig[] {
  const prefix = dirRelPath === '' ? '' : `${dirRelPath}/`;
  const below = docs.filter((doc) => doc.relPath.startsWith(prefix));
  const items: Item[] = [];
  const folders = new Set<string>();
  for (const doc of below) {
    const rest = doc.relPath.slice(prefix.length);
    if (!rest.includes('/')) items.push({ sortName: rest, position: doc.position, entry: { type: 'doc', id: doc.id } });
    else folders.add(rest.split('/')[0]!);
  }
  for (const folder of folders) {
    const path = `${prefix}${folder}`;
    const meta = categories.get(path);
    const children = autogenerateSidebar(path, docs, categories);
    // The folder's index doc (or linked doc) opens the category, as its link does in
    // Docusaurus; a generated index page, when the category asks for one, instead.
    const folderIndexId = below.find(
      (doc) =>
        doc.relPath.startsWith(`${path}/`) &&
        !doc.relPath.slice(path.length + 1).includes('/') &&
        isFolderIndex(doc.relPath),
    )?.id;
    const leadId = meta?.link ? (meta.link.type === 'doc' ? meta.link.id : undefined) : folderIndexId;
    const lead = children.findIndex((entry) => entry.type === 'doc' && entry.id === leadId);
    if (lead > 0) children.unshift(...children.splice(lead, 1));
    const { name, prefix: numberPrefix } = splitNumberPrefix(folder);
    const id = [...docDirParts(`${path}/x`)].join('/');
    const label = categoryLabel(meta, name);
    const link =
      meta?.link?.type === 'generated-index'
        ? meta.link
        : leadId !== undefined && docs.some((doc) => doc.id === leadId)
          ? { type: 'doc' as const, id: leadId }
          : undefined;
    const description = meta?.description && fillLocales(meta.description);
    items.push({
      sortName: folder,
      position: meta?.position ?? numberPrefix,
      entry: {
        type: 'category',
        id,
        label,
        items: children,
        ...(meta?.collapsed === false ? { collapsed: false } : {}),
        ...(meta?.className ? { className: meta.className } : {}),
        ...(description && { description }),
        ...(link && { link: resolveCategoryLink(link, label) }),
      },
    });
  }
  return orderItems(items);
}
