import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import rehypeTaskListLabels from '@/lib/mdx/rehype-task-list-labels';

function toListHtml(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeTaskListLabels);
  return toHtml(processor.runSync(processor.parse(markdown)) as Root);
}

describe('rehypeTaskListLabels', () => {
  it("names each checkbox after its item's text, nested items left out", () => {
    const html = toListHtml('- [ ] Crear la **cuenta**\n  - [x] Confirmar el correo\n- [x] Entrar\n');
    expect(html).toContain('<input type="checkbox" disabled aria-label="Crear la cuenta">');
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="Confirmar el correo">');
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="Entrar">');
  });

  it('names the checkbox of a loose item, which sits in a paragraph', () => {
    expect(toListHtml('- [ ] One\n\n- [ ] Two\n')).toContain('aria-label="Two"');
  });

  it('leaves a list without checkboxes alone', () => {
    expect(toListHtml('- One\n- Two\n')).not.toContain('aria-label');
  });
});
