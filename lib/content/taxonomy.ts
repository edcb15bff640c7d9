/** Taxonomy: the tags of content/tags.json and the authors of content/authors.json. */
import type { ContentError } from './errors';
import { isRecord, parseLocalized, reportProblem, type FieldContext } from './fields';
import { ctxOf, SLUG_PATTERN } from './entries';
import type { ContentSources } from './sources';
import type { Author, AuthorLink, Tag } from './types';

/**
 * The entries of a JSON file keyed by slug (tags.json, authors.json) whose key is a slug and
 * whose value is an object; each other one reported as the loop reaches it, so problems stay
 * in file order.
 */
function* keyedEntries(
  ctx: FieldContext,
  data: unknown,
  what: { key: string; fields: string },
): Generator<[string, Record<string, unknown>]> {
  if (!isRecord(data)) {
    if (data !== undefined) reportProblem(ctx, 'file', `must be an object keyed by ${what.key}`);
    return;
  }
  for (const [key, value] of Object.entries(data)) {
    if (!SLUG_PATTERN.test(key))
      reportProblem(ctx, key, `is not a valid ${what.key}`, 'use lowercase letters, digits and dashes');
    else if (!isRecord(value)) reportProblem(ctx, key, `must be an object with ${what.fields}`);
    else yield [key, value];
  }
}

export function buildTags(json: ContentSources['tags'], problems: ContentError[]): Tag[] {
  const ctx = ctxOf(json.file, problems);
  const tags: Tag[] = [];
  for (const [slug, value] of keyedEntries(ctx, json.data, { key: 'tag slug', fields: 'label and description' })) {
    const label = parseLocalized(ctx, value.label, `${slug}.label`);
    const description = parseLocalized(ctx, value.description, `${slug}.description`);
    if (label && description) tags.push({ slug, label, description });
  }
  return tags;
}

function buildAuthorLinks(ctx: FieldContext, id: string, value: unknown): AuthorLink[] | undefined {
  if (!Array.isArray(value)) return reportProblem(ctx, `${id}.links`, 'must be a list of { label, url }');
  const links: AuthorLink[] = [];
  for (const [i, link] of value.entries()) {
    const field = `${id}.links[${i}]`;
    if (
      !isRecord(link) ||
      typeof link.label !== 'string' ||
      typeof link.url !== 'string' ||
      !/^(https:\/\/|mailto:)/.test(link.url)
    ) {
      return reportProblem(ctx, field, 'must be { "label": text, "url": an https: or mailto: address }');
    }
    links.push({ label: link.label, url: link.url });
  }
  return links;
}

export function buildAuthors(
  json: ContentSources['authors'],
  publicFileExists: (p: string) => boolean,
  problems: ContentError[],
): Author[] {
  const ctx = ctxOf(json.file, problems);
  const authors: Author[] = [];
  const what = { key: 'author id', fields: 'name, title, avatar and links' };
  for (const [id, value] of keyedEntries(ctx, json.data, what)) {
    const name =
      typeof value.name === 'string' && value.name.trim()
        ? value.name.trim()
        : reportProblem(ctx, `${id}.name`, 'is missing or empty');
    const title = parseLocalized(ctx, value.title, `${id}.title`);
    const avatar =
      typeof value.avatar === 'string' && value.avatar.startsWith('/')
        ? value.avatar
        : reportProblem(
            ctx,
            `${id}.avatar`,
            value.avatar === undefined ? 'is missing' : 'is not a site path',
            'give the site path of an image in public/, such as /img/authors/name.svg',
          );
    if (avatar && !publicFileExists(avatar)) reportProblem(ctx, `${id}.avatar`, `public${avatar} does not exist`);
    const links = buildAuthorLinks(ctx, id, value.links ?? []);
    if (name && title && avatar && links) authors.push({ id, name, title, avatar, links });
  }
  return authors;
}
