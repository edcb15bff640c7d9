/**
 * Moves focus to where a navigation landed, so keyboard and screen-reader users go on
 * reading from there: the element the URL's #fragment names, else the page's <h1>.
 * Without scrolling: the browser has already placed the page.
 */
export function focusLanding(hash: string): void {
  const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
  const target = (id && document.getElementById(id)) || document.querySelector<HTMLElement>('main h1');
  if (!target) return;
  // Headings are not focusable; -1 makes them so without adding a tab stop.
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
