import { describe, expect, it } from 'vitest';
import { PAINT_AFTER_FOOTER, paintAfterFooter } from '@/lib/perf/paint-after-footer';

const PAGE =
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>Vigía</title><meta name="description" content="x"/></head><body><main>Hola</main><footer class="site-footer" id="site-footer"></footer></body></html>';

describe('paintAfterFooter', () => {
  it('asks the browser to paint once the footer is parsed, right after the charset', () => {
    expect(paintAfterFooter(PAGE)).toBe(
      PAGE.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${PAINT_AFTER_FOOTER}`),
    );
    expect(PAINT_AFTER_FOOTER).toBe('<link rel="expect" href="#site-footer" blocking="render"/>');
  });

  it('writes it once, and not on a page with no footer to wait for', () => {
    const once = paintAfterFooter(PAGE);
    expect(paintAfterFooter(once)).toBe(once);
    const noFooter = PAGE.replace(' id="site-footer"', '');
    expect(paintAfterFooter(noFooter)).toBe(noFooter);
  });

  it('puts it first in the head of a page without a charset', () => {
    const page = PAGE.replace('<meta charSet="utf-8"/>', '');
    expect(paintAfterFooter(page)).toContain(`<head>${PAINT_AFTER_FOOTER}<meta name="viewport"`);
  });
});
