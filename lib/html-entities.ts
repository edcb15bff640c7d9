/**
 * HTML's character references, both ways, for the few places that read or write HTML as
 * text: a heading's text in Docusaurus' `toc` global, a style attribute's value as the
 * browser hashes it, a search excerpt, a page's prose in the build's checks, a code block's
 * tokens handed to React as HTML.
 * Home-made, not the `entities` package: the search dialog decodes its excerpts in the
 * browser, where that package's table of every named reference would outweigh the dialog.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const REACT_ESCAPES: Record<string, string> = { ...ESCAPES, "'": '&#x27;' };

/**
 * `text` with `&`, `<`, `>` and `"` escaped: safe as HTML text and as a quoted attribute.
 * @example escapeHtml('a < "b"') === 'a &lt; &quot;b&quot;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

/**
 * `text` escaped as React writes text and attribute values (react-dom's escapeTextForBrowser):
 * escapeHtml's four and `'`, for HTML that must read as React would have written it.
 * @example escapeHtmlAsReact(`it's <b>`) === 'it&#x27;s &lt;b&gt;'
 */
export function escapeHtmlAsReact(text: string): string {
  return text.replace(/[&<>"']/g, (c) => REACT_ESCAPES[c]!);
}

/**
 * `html` with its numeric references and the common named ones decoded; an unknown name is
 * left as written.
 * @example decodeHtmlEntities('a &lt; &#39;b&#x27; &copy;') === "a < 'b' &copy;"
 */
export function decodeHtmlEntities(html: string): string {
  return html.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
