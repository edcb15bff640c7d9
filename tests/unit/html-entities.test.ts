import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, escapeHtml, escapeHtmlAsReact } from '@/lib/html-entities';

describe('HTML character references', () => {
  it('escapes the characters that would end text or a quoted attribute', () => {
    expect(escapeHtml('Tom & "Jerry" <b>')).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
  });

  it('escapes as React writes text and attributes: the same four, and an apostrophe as &#x27;', () => {
    expect(escapeHtmlAsReact(`Tom & "Jerry" <b>'s`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#x27;s');
  });

  it('decodes the named references the HTML writers use, and numeric ones in both bases', () => {
    expect(decodeHtmlEntities('&lt;a&gt; &amp; &quot;b&quot; &apos;c&#39; &#x27;d&#X27; &#233;')).toBe(
      `<a> & "b" 'c' 'd' é`,
    );
  });

  it('leaves an unknown name and an impossible code point as written', () => {
    expect(decodeHtmlEntities('&copy; &#0; &#x110000;')).toBe('&copy; &#0; &#x110000;');
  });

  it('decodes once: an escaped reference stays a reference', () => {
    expect(decodeHtmlEntities(escapeHtml('&lt;'))).toBe('&lt;');
  });
});
