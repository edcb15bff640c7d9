import { describe, expect, it } from 'vitest';
import { buildMarkdownTwin } from '@/lib/seo/markdown-twin';

describe('buildMarkdownTwin with math', () => {
  it('keeps inline and display TeX as written, never read as emphasis', () => {
    const body = 'Sum $a_1 + b_1$ of both.\n\n$$\n\\frac{x_1}{y_1}\n$$\n';
    const out = buildMarkdownTwin(
      { title: 'M', description: 'D.', body, locale: 'en', file: 'content/en/docs/m.mdx' },
      {
        routeKeys: new Set(['/']),
        twinRouteKeys: new Set(),
        admonitionLabels: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' },
      },
    );
    expect(out).toContain('Sum $a_1 + b_1$ of both.');
    expect(out).toContain('$$\n\\frac{x_1}{y_1}\n$$');
  });
});
