import { describe, expect, it } from 'vitest';
import { findLeftoverSyntax } from '@/lib/quality/leftover-syntax';

const page = (prose: string) =>
  `<html><body><nav>:::menu {#nav}</nav><article><h1>T</h1><div class="markdown">${prose}</div><div class="doc-meta">import a from 'b'</div></article></body></html>`;

describe('findLeftoverSyntax', () => {
  it('finds each kind of Docusaurus syntax a reader would see in the prose', () => {
    expect(findLeftoverSyntax(page('<p>:::tip Consejo</p><p>Texto.</p>'))).toEqual([
      { text: ':::tip', why: 'an admonition fence, printed as text' },
    ]);
    expect(findLeftoverSyntax(page('<h2 id="x">Inicio {#inicio}</h2>'))).toEqual([
      { text: '{#inicio}', why: 'an explicit heading id, printed as text' },
    ]);
    expect(findLeftoverSyntax(page('<p>// highlight-next-line</p>'))).toEqual([
      { text: 'highlight-next-line', why: 'a magic comment, printed as code' },
    ]);
    expect(findLeftoverSyntax(page('<p>import Tabs from &#x27;@theme/Tabs&#x27;;</p>'))).toEqual([
      { text: "import Tabs from '@theme/Tabs';", why: 'an import line, printed as text' },
    ]);
  });

  it('leaves code, inline code and everything outside the prose alone', () => {
    expect(
      findLeftoverSyntax(
        page(
          '<p>Escribe <code>:::tip</code> y <code>{#id}</code>.</p><pre><code>// highlight-next-line\nimport a from "b";</code></pre>',
        ),
      ),
    ).toEqual([]);
    expect(findLeftoverSyntax(page('<p>Una guía: importa los datos desde el panel.</p>'))).toEqual([]);
  });
});

describe("the build's HTML step", () => {
  it('stops on a page whose prose shows Docusaurus syntax, naming the page and the text', async () => {
    const { spawnSync } = await import('node:child_process');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'leftover-'));
    fs.writeFileSync(
      path.join(out, 'index.html'),
      page('<p>:::caution Cuidado</p>').replace('<html>', '<html><head><meta charSet="utf-8"/></head>'),
    );
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/apply-csp.ts', out], { encoding: 'utf8' });
    fs.rmSync(out, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${out}/index.html: its prose shows ":::caution", an admonition fence, printed as text`,
    );
  });
});
