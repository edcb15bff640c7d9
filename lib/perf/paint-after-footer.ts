/**
 * A page is painted once the browser has parsed it down to its footer, not with half of it
 * (on a slow phone, a first paint with half a page is a late LCP): `<link rel="expect"
 * href="#site-footer" blocking="render">` in the head (issue 22).
 *
 * The post-build step writes it into the HTML, right after the charset, instead of the
 * layout rendering it: React hoists a `<link>` into the head among Next's metadata tags in
 * the order they resolve, so its place changed with the build's timing (a blog post had it
 * after its metadata in one build and before it in the next), and two builds of the same
 * sources must write the same bytes. It only matters to the first parse of a page, so the
 * RSC payload of client navigations does not need it.
 */

import { insertAtHeadTop } from '../html-head';

/** The footer's id (components/site-footer.tsx): what the browser waits for. */
export const SITE_FOOTER_ID = 'site-footer';

export const PAINT_AFTER_FOOTER = `<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render"/>`;

/**
 * The page with the link right after its charset (or first in its head: lib/html-head.ts),
 * when it has the footer to wait for and not the link already.
 */
export function paintAfterFooter(html: string): string {
  if (html.includes(PAINT_AFTER_FOOTER) || !html.includes(` id="${SITE_FOOTER_ID}"`)) return html;
  return insertAtHeadTop(html, PAINT_AFTER_FOOTER) ?? html;
}
