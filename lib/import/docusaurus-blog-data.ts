/**
 * The blog's authors.yml and tags.yml into content/authors.json and content/tags.json: the
 * JSON files gain the keys they lack (all of the site's with --force).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../i18n';
import { slugify } from '../content/docusaurus-authors';
import {
  convertAuthor,
  convertTags,
  initialsAvatar,
  parseYaml,
  type AuthorJson,
  type ImportedAuthor,
  type TagJson,
} from './docusaurus';
import { count, readStagedJson, writeStaged, writeStagedJson, type ImportContext } from './import-context';

/** A YAML or JSON data file of the site, or undefined (and a line) when it does not parse. */
function readDataFile(context: ImportContext, file: string): unknown {
  const real = context.realPath(file);
  const text = fs.readFileSync(path.join(context.options.site, real), 'utf8');
  try {
    return file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    context.skipped.push({ item: real, reason: `does not parse (${reason}): fix it and import again` });
    return undefined;
  }
}

/** The site's tags (tags.yml) by key. */
export function readSiteTags(context: ImportContext): ReturnType<typeof convertTags> {
  const file = ['blog/tags.yml', 'blog/tags.yaml'].find((f) => context.files.includes(f));
  return convertTags(file ? readDataFile(context, file) : undefined);
}

/** The site's authors (authors.yml / .json) by key. */
export function readSiteAuthors(context: ImportContext, staticFiles: readonly string[]): Map<string, ImportedAuthor> {
  const authors = new Map<string, ImportedAuthor>();
  for (const file of ['blog/authors.yml', 'blog/authors.yaml', 'blog/authors.json']) {
    if (!context.files.includes(file)) continue;
    const data = readDataFile(context, file);
    if (typeof data !== 'object' || data === null) continue;
    for (const [key, value] of Object.entries(data)) {
      if (typeof value !== 'object' || value === null) continue;
      // An author id here is lowercase words joined by "-": `Ana_Lopez` becomes `ana-lopez`, in posts too.
      const id = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) ? key : slugify(key);
      if (id !== key) context.authorIds.set(key, id);
      authors.set(
        key,
        convertAuthor(id, value as Record<string, unknown>, (p) => staticFiles.includes(p)),
      );
    }
  }
  return authors;
}

/** Adds the site's authors and tags (tags.yml and inline ones) to the staged JSON files. */
export function mergeAuthorsAndTags(
  context: ImportContext,
  authors: ReadonlyMap<string, ImportedAuthor>,
  tags: ReturnType<typeof convertTags>,
  inlineTags: ReadonlyMap<string, string>,
): void {
  const authorsFile = 'content/authors.json';
  const authorsJson = readStagedJson<Record<string, AuthorJson>>(context, authorsFile, {});
  for (const { id, author, avatarFromStatic } of authors.values()) {
    if (authorsJson[id] && !context.options.force) {
      context.skipped.push({ item: `author ${id}`, reason: 'content/authors.json has it already' });
      continue;
    }
    authorsJson[id] = author;
    count(context, 'authors');
    // A static avatar is copied with the static files the content names; else one is drawn.
    if (avatarFromStatic) context.texts.push(avatarFromStatic);
    else writeStaged(context, `public${author.avatar}`, initialsAvatar(author.name), 'drawn avatars');
  }
  // Written even when empty: the build reads both files (replace mode starts without them).
  writeStagedJson(context, authorsFile, authorsJson);
  const tagsFile = 'content/tags.json';
  const tagsJson = readStagedJson<Record<string, TagJson>>(context, tagsFile, {});
  const allTags = new Map([...tags.values()].map(({ slug, tag }) => [slug, tag]));
  for (const [slug, label] of inlineTags)
    if (!allTags.has(slug))
      allTags.set(slug, {
        label: Object.fromEntries(LOCALES.map((l) => [l, label])) as TagJson['label'],
        description: Object.fromEntries(LOCALES.map((l) => [l, label])) as TagJson['description'],
      });
  for (const [slug, tag] of allTags) {
    if (tagsJson[slug] && !context.options.force) continue;
    tagsJson[slug] = tag;
    count(context, 'tags');
  }
  writeStagedJson(context, tagsFile, tagsJson);
}
