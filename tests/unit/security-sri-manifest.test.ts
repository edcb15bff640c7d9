import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildSriScript, integrityOf, sriScriptName } from '@/lib/security/sri-manifest';

interface FakeElement {
  localName: string;
  integrity: string;
  attributes: Record<string, string>;
  getAttribute(name: string): string | null;
}
const element = (localName: string, attributes: Record<string, string>): FakeElement => ({
  localName,
  integrity: '',
  attributes,
  getAttribute: (name) => attributes[name] ?? null,
});

/** Runs the script against a stand-in for the DOM methods it wraps; returns them. */
function install(script: string) {
  const inserted: FakeElement[] = [];
  const proto = {
    appendChild(node: FakeElement) {
      inserted.push(node);
      return node;
    },
    insertBefore(node: FakeElement) {
      inserted.push(node);
      return node;
    },
  };
  vm.runInNewContext(script, {
    Node: { prototype: proto },
    location: { href: 'https://docs.example/vigia/docs/intro/' },
    URL,
  });
  return { proto, inserted };
}

describe('buildSriScript', () => {
  const script = buildSriScript({
    '/vigia/_next/static/chunks/a.js': 'sha256-A',
    '/vigia/katex/katex.css': 'sha256-K',
  });

  it('sets the integrity of a chunk script or a stylesheet as the runtime or React inserts it, before it loads', () => {
    const { proto, inserted } = install(script);
    const chunk = element('script', { src: '/vigia/_next/static/chunks/a.js?v=1' });
    const sheet = element('link', { rel: 'stylesheet', href: 'https://docs.example/vigia/katex/katex.css' });
    proto.appendChild(chunk);
    proto.insertBefore(sheet);
    expect(inserted).toEqual([chunk, sheet]);
    expect([chunk.integrity, sheet.integrity]).toEqual(['sha256-A', 'sha256-K']);
  });

  it('leaves alone what it does not know, and an integrity already set', () => {
    const { proto } = install(script);
    const other = element('script', { src: '/vigia/_next/static/chunks/b.js' });
    const img = element('img', { src: '/vigia/_next/static/chunks/a.js' });
    const set = { ...element('script', { src: '/vigia/_next/static/chunks/a.js' }), integrity: 'sha256-X' };
    proto.appendChild(other);
    proto.appendChild(img);
    proto.appendChild(set);
    expect([other.integrity, img.integrity, set.integrity]).toEqual(['', '', 'sha256-X']);
  });

  it('is named by its own hash, so a host may cache it for a year', () => {
    expect(sriScriptName(script)).toMatch(/^sri-[0-9a-f]{16}\.js$/);
    expect(sriScriptName(buildSriScript({ '/x.js': 'sha256-B' }))).not.toBe(sriScriptName(script));
  });
});

describe('integrityOf', () => {
  it('is the base64 SHA-256 the browser checks', () => {
    expect(integrityOf(Buffer.from('abc'))).toBe('sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });
});
