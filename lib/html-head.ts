/**
 * The top of a page's `<head>`, where the post-build step puts what must come before any
 * script or style: right after the charset declaration, which must stay within the first
 * 1024 bytes (the Content-Security-Policy `<meta>`, lib/security/csp.ts; the first-paint
 * link, lib/perf/paint-after-footer.ts).
 */
const HEAD_TOP = /<head>(<meta charSet="utf-8"\/>)?/i;

/**
 * The page with `markup` right after its `<head>` and charset `<meta>`, or undefined when
 * it has no `<head>`.
 * @example insertAtHeadTop('<head><meta charSet="utf-8"/><title>', '<x/>') === '<head><meta charSet="utf-8"/><x/><title>'
 */
export function insertAtHeadTop(html: string, markup: string): string | undefined {
  const top = HEAD_TOP.exec(html);
  if (!top) return undefined;
  const at = top.index + top[0].length;
  return html.slice(0, at) + markup + html.slice(at);
}
