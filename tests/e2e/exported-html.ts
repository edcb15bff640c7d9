/** Reading an export's HTML without a browser, for facts a page holds as exported. */
import type { Element, Root } from 'hast';

export { fromHtml } from 'hast-util-from-html';

/** The elements under `tree` (itself left out) that `matches`, in document order. */
export function descendants(tree: Root | Element, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    if (matches(child)) found.push(child);
    found.push(...descendants(child, matches));
  }
  return found;
}

/** Matches elements with the tag `name`. */
export const tagNamed = (name: string) => (element: Element) => element.tagName === name;

/** Matches elements with the class `name`. */
export const hasClass = (name: string) => (element: Element) =>
  Array.isArray(element.properties.className) && element.properties.className.includes(name);
