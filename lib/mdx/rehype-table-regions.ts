/**
 * Wraps each table in a focusable, labelled scroll region, so a wide table scrolls
 * inside the column and keyboard users can scroll it too. The label is the table's
 * header row (unique on the page), which is already in the page's language.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from './visit';

/** The header cells of a table, joined: the region's name. */
function tableLabel(table: Element): string {
  const cells: string[] = [];
  visit(table, 'element', (node) => {
    if (node.tagName === 'th') cells.push(toString(node).trim());
  });
  return cells.filter(Boolean).join(', ');
}

/** The rehype plugin. */
export default function rehypeTableRegions() {
  return (tree: Root) => {
    const used = new Map<string, number>();
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const base = tableLabel(node) || 'table';
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      const wrapper: Element = {
        type: 'element',
        // A named <section> is a region landmark.
        tagName: 'section',
        properties: { className: ['table-scroll'], tabIndex: 0, ariaLabel: count > 1 ? `${base} (${count})` : base },
        children: [node],
      };
      parent.children[index] = wrapper;
      return [SKIP, index + 1];
    });
  };
}
