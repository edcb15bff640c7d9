import { describe, expect, it } from 'vitest';
import type { ContentError } from '@/lib/content/errors';
import { readFrontMatter } from '@/lib/content/front-matter';
import type { FrontMatterKind } from '@/lib/content/front-matter-schema';

const FILE = 'content/es/blog/a.mdx';

/** The fields and problems of a front matter written as YAML lines (`key: value` each). */
function read(kind: FrontMatterKind, data: Record<string, unknown>) {
  const problems: ContentError[] = [];
  const text = `---\n${Object.keys(data)
    .map((key) => `${key}: …`)
    .join('\n')}\n---\nText.\n`;
  const { fields, complete } = readFrontMatter(kind, { file: FILE, text }, data, problems);
  return { fields: fields as Record<string, unknown>, complete, messages: problems.map((p) => p.message) };
}

describe('front-matter schema', () => {
  it('reads flags: true and false, an absent one as false', () => {
    expect(read('post', { title: 'A', draft: true, unlisted: false }).fields).toMatchObject({
      draft: true,
      unlisted: false,
      hide_table_of_contents: false,
    });
  });

  it('refuses an empty flag (YAML null) as Docusaurus does, naming the file, the line of the key and the fix', () => {
    const { complete, messages, fields } = read('post', { title: 'A', draft: null });
    expect(complete).toBe(true);
    expect(fields.draft).toBe(false);
    expect(messages).toEqual([
      `${FILE}: draft: line 3: must be true or false, got null\n  Hint: write \`draft: true\` or remove the field`,
    ]);
    expect(read('doc', { title: 'A', unlisted: 'yes' }).messages[0]).toMatch(/unlisted: line 3: .*got "yes"/);
  });

  it('trims text, and says what is missing, empty or not text', () => {
    expect(read('page', { title: '  Hola ' }).fields.title).toBe('Hola');
    expect(read('page', { title: null }).complete).toBe(false);
    expect(read('page', { title: null }).messages[0]).toBe(
      `${FILE}: title: line 2: is missing\n  Hint: add \`title:\` to the front matter`,
    );
    expect(read('page', { title: ' ' }).messages).toEqual([`${FILE}: title: line 2: is empty`]);
    expect(read('page', { title: 3 }).messages).toEqual([`${FILE}: title: line 2: must be text, got 3`]);
  });

  it('reads a day from a YAML date or text, and refuses days that do not exist', () => {
    expect(read('post', { title: 'A', date: new Date('2024-11-05') }).fields.date).toBe('2024-11-05');
    expect(read('post', { title: 'A', date: ' 2024-11-05 ' }).fields.date).toBe('2024-11-05');
    expect(read('post', { title: 'A', date: '2025-02-30' }).messages).toEqual([
      `${FILE}: date: line 3: "2025-02-30" is not a day of the calendar\n  Hint: write the day as YYYY-MM-DD`,
    ]);
    expect(read('post', { title: 'A', date: '' }).messages).toEqual([
      `${FILE}: date: line 3: is missing\n  Hint: write the day as YYYY-MM-DD`,
    ]);
  });

  it('reads the lists as Docusaurus writes them', () => {
    const doc = read('doc', { title: 'A', keywords: 'a, b,,c', tags: ['x', 2024, 'x'], sidebar_position: null });
    expect(doc.fields).toMatchObject({ keywords: ['a', 'b', 'c'], tags: ['x', '2024'], sidebar_position: undefined });
    expect(read('post', { title: 'A', authors: 'ana' }).fields.authors).toEqual(['ana']);
    expect(read('post', { title: 'A', tags: ['a', 'a'] }).messages).toEqual([`${FILE}: tags: line 3: lists "a" twice`]);
    expect(read('doc', { title: 'A', tags: [{ label: 'X' }] }).messages[0]).toMatch(
      /tags\[0\]: has an entry that is not a tag slug[\s\S]*inline tag objects are not supported/,
    );
  });

  it('checks the doc fields of Docusaurus: TOC levels, pagination, last_update, id', () => {
    const doc = read('doc', {
      title: 'A',
      toc_max_heading_level: 5,
      pagination_next: null,
      last_update: { date: new Date('2024-01-02'), author: ' Ana ' },
    });
    expect(doc.fields).toMatchObject({
      toc_min_heading_level: 2,
      toc_max_heading_level: 5,
      pagination_next: null,
      last_update: { date: '2024-01-02', author: 'Ana' },
    });
    expect(read('doc', { title: 'A', toc_min_heading_level: 7 }).messages).toEqual([
      `${FILE}: toc_min_heading_level: line 3: must be a whole number from 2 to 6, got 7`,
    ]);
    expect(read('doc', { title: 'A', last_update: {} }).messages).toEqual([
      `${FILE}: last_update: line 3: needs a date, an author or both`,
    ]);
    expect(read('doc', { title: 'A', last_update: { date: 'ayer' } }).messages[0]).toMatch(
      /^content\/es\/blog\/a\.mdx: last_update\.date: "ayer" is not a date/,
    );
    expect(read('doc', { title: 'A', id: 'a/b' }).messages[0]).toMatch(/id: line 3: "a\/b" contains "\/"/);
  });

  it('lists every problem of a file at once, each field in error at its absent value', () => {
    const { fields, messages } = read('doc', { title: 'A', hide_title: 'no', keywords: 3, image: '' });
    expect(messages).toHaveLength(3);
    expect(fields).toMatchObject({ hide_title: false, keywords: [], image: undefined });
  });
});
