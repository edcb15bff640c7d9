import { describe, expect, it } from 'vitest';
import { buildMarkdownTwin, type MarkdownTwinContext } from '@/lib/seo/markdown-twin';

const context: MarkdownTwinContext = {
  routeKeys: new Set(['/', '/docs/intro', '/docs/api/users', '/blog/tags/api']),
  twinRouteKeys: new Set(['/docs/intro', '/docs/api/users']),
  admonitionLabels: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' },
  assets: new Map([
    ['content/en/docs/api/img/a.png', 'a-1a2b3c4d.png'],
    ['content/en/docs/files/guide.pdf', 'guide-12345678.pdf'],
  ]),
};

function twin(body: string, locale: 'es' | 'en' = 'en'): string {
  return buildMarkdownTwin(
    { title: 'Users', description: 'The users resource.', body, locale, file: 'content/en/docs/api/users.mdx' },
    context,
  );
}

describe('buildMarkdownTwin', () => {
  it('starts with the title as H1 and the description as a quote', () => {
    expect(twin('Text.')).toBe('# Users\n\n> The users resource.\n\nText.\n');
  });
  it('keeps headings, code with its language and GFM tables', () => {
    const out = twin('## List\n\n```bash\ncurl "$API/users"\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |');
    expect(out).toContain('## List\n\n```bash\ncurl "$API/users"\n```');
    expect(out).toContain('| a | b |\n| - | - |\n| 1 | 2 |');
  });
  it('turns an admonition into a blockquote headed by its type and title', () => {
    expect(twin(':::warning[Deleting is final]\nThere is no undo.\n:::')).toContain(
      '> **Warning: Deleting is final**\n>\n> There is no undo.',
    );
    expect(twin(':::tip\nSchedule it.\n:::')).toContain('> **Tip**\n>\n> Schedule it.');
  });
  it('drops imports, exports and expressions, and unwraps JSX, keeping a details summary in bold', () => {
    const out = twin(
      "import X from './x';\n\nexport const a = 1;\n\n<details>\n  <summary>Why?</summary>\n\n  Because **so**.\n</details>\n\nSum: {1 + 1}.",
    );
    expect(out).not.toMatch(/import|export|details|summary|\{/);
    expect(out).toContain('**Why?**\n\nBecause **so**.');
    expect(out).toContain('Sum: .');
  });
  it('links docs and posts to their absolute twin, other pages to their absolute page, anchors kept', () => {
    const out = twin('See [users](/docs/api/users#filters), [tag](/blog/tags/api) and [home](/).', 'en');
    expect(out).toContain('[users](https://docs.vigia.example/en/docs/api/users.md#filters)');
    expect(out).toContain('[tag](https://docs.vigia.example/en/blog/tags/api/)');
    expect(out).toContain('[home](https://docs.vigia.example/en/)');
    expect(twin('[intro](/docs/intro)', 'es')).toContain('[intro](https://docs.vigia.example/docs/intro.md)');
  });
  it('maps product addresses and makes images absolute', () => {
    const out = twin('[app](https://app.vigia.example/login) ![logo](/img/logo.svg)');
    expect(out).toContain('[app](https://app.vigia.example/login)');
    expect(out).toContain('![logo](https://docs.vigia.example/img/logo.svg)');
  });
  it('points images and downloads beside the doc at their published copies', () => {
    const out = twin(
      '![shot](./img/a.png) [guide](../files/guide.pdf#page=2)\n\n<img src={require(\'./img/a.png\').default} alt="jsx shot" />',
    );
    expect(out).toContain('![shot](https://docs.vigia.example/assets/a-1a2b3c4d.png)');
    expect(out).toContain('[guide](https://docs.vigia.example/assets/guide-12345678.pdf#page=2)');
    expect(out).toContain('![jsx shot](https://docs.vigia.example/assets/a-1a2b3c4d.png)');
  });
  it('names the file and the path of an image that does not exist', () => {
    expect(() => twin('![x](./img/nope.png)')).toThrow(
      'content/en/docs/api/users.mdx: "./img/nope.png" names content/en/docs/api/img/nope.png, which does not exist',
    );
  });
  it('names the file of a link to no page', () => {
    expect(() => twin('[gone](/docs/nowhere)')).toThrow(
      /content\/en\/docs\/api\/users\.mdx: link "\/docs\/nowhere" points to no page/,
    );
  });
});
