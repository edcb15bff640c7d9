/**
 * Names each task-list checkbox (`- [ ] item`) after its item: GFM writes a bare
 * `<input type="checkbox" disabled>`, which has no accessible name (axe's and Lighthouse's
 * `label` rule). The name is the item's own text, its nested lists left out.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';

const isElement = (node: ElementContent, tagName: string): node is Element =>
  node.type === 'element' && node.tagName === tagName;

const isCheckbox = (node: ElementContent): node is Element =>
  isElement(node, 'input') && node.properties.type === 'checkbox';

/**
 * The text of a list item without its nested lists, spaces folded.
 * @example itemLabel(<li><input/> Write <em>tests</em><ul><li>…</li></ul></li>) === 'Write tests'
 */
export function itemLabel(item: Element): string {
  const own = item.children.filter((child) => !isElement(child, 'ul') && !isElement(child, 'ol'));
  return toString({ type: 'element', tagName: 'li', properties: {}, children: own }).replace(/\s+/g, ' ').trim();
}

/** The rehype plugin. */
export default function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'li') return;
      // A tight item holds the checkbox itself; a loose one, in its first paragraph.
      const first = node.children.find((child) => child.type === 'element');
      const holder = first && isElement(first, 'p') ? first : node;
      const checkbox = holder.children.find(isCheckbox);
      if (!checkbox || checkbox.properties.ariaLabel !== undefined) return;
      const label = itemLabel(node);
      if (label) checkbox.properties.ariaLabel = label;
    });
  };
}
