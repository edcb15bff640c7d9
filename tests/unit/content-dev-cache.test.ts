import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readContentFingerprint } from '@/lib/content/sources';
import { FIXTURES } from './fixtures';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-dev-'));
  fs.cpSync(`${FIXTURES}/valid`, root, { recursive: true });
});
/** The environment this file changes, put back by hand after each test: vi.unstubAllEnvs left CONTENT_DIR pointing at the removed copy for later files of the worker in some runs. */
const savedEnv = { CONTENT_DIR: process.env.CONTENT_DIR, NODE_ENV: process.env.NODE_ENV };
function setEnv(name: keyof typeof savedEnv, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else (process.env as Record<string, string>)[name] = value;
}
afterEach(() => {
  for (const [name, value] of Object.entries(savedEnv)) setEnv(name as keyof typeof savedEnv, value);
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(`${root}-public`, { recursive: true, force: true });
  vi.doUnmock('@/lib/content/sources');
  // The files after this one share the module registry (vitest.config.ts): they must not
  // get the lib/content this file imported with CONTENT_DIR pointing at a removed copy.
  vi.resetModules();
});

/** Saves a file with a later modification time than its last save, as an editor would a moment later. */
function save(file: string, text: string, secondsLater = 1) {
  const full = path.join(root, file);
  const before = fs.existsSync(full) ? fs.statSync(full).mtimeMs : Date.now();
  fs.writeFileSync(full, text);
  fs.utimesSync(full, new Date(), new Date(before + secondsLater * 1000));
}

describe('readContentFingerprint', () => {
  it('stays the same while no file changes', () => {
    expect(readContentFingerprint(root, 'tests/fixtures/public')).toBe(
      readContentFingerprint(root, 'tests/fixtures/public'),
    );
  });

  it('changes when a file is saved, even with the same size', () => {
    const before = readContentFingerprint(root, 'tests/fixtures/public');
    const file = 'es/docs/intro.mdx';
    save(file, fs.readFileSync(path.join(root, file), 'utf8').replace('Introducción', 'Introducciom'));
    expect(readContentFingerprint(root, 'tests/fixtures/public')).not.toBe(before);
  });

  it('changes when a file is added or removed, in the content or the public folder', () => {
    const before = readContentFingerprint(root, root);
    save('es/docs/new.mdx', '---\ntitle: Nuevo\n---\n');
    const added = readContentFingerprint(root, root);
    expect(added).not.toBe(before);
    fs.rmSync(path.join(root, 'es/docs/new.mdx'));
    expect(readContentFingerprint(root, root)).toBe(before);
  });
});

describe('getContent in development', () => {
  async function importInDevelopment() {
    setEnv('NODE_ENV', 'development');
    setEnv('CONTENT_DIR', root);
    vi.resetModules();
    // The memo's key also fingerprints public/, which npm test's exports write while the
    // unit tests run beside them (a base-path build copies its fixture's image there): the
    // fingerprint reads a public folder of this test's own instead.
    const ownPublic = path.join(root, '..', `${path.basename(root)}-public`);
    fs.mkdirSync(ownPublic, { recursive: true });
    vi.doMock('@/lib/content/sources', async (importOriginal) => {
      const sources = await importOriginal<typeof import('@/lib/content/sources')>();
      return {
        ...sources,
        readContentFingerprint: (contentDir: string) => sources.readContentFingerprint(contentDir, ownPublic),
      };
    });
    return import('@/lib/content');
  }

  it('validates the content once while no file changes', async () => {
    const { getContent } = await importInDevelopment();
    expect(getContent()).toBe(getContent());
  });

  it('reads the content again after a save: a reloaded page shows the saved text', async () => {
    const { getContent } = await importInDevelopment();
    expect(getContent().docs.es[0]!.title).toBe('Introducción');
    const file = 'es/docs/intro.mdx';
    save(file, fs.readFileSync(path.join(root, file), 'utf8').replace('title: Introducción', 'title: Bienvenida'));
    expect(getContent().docs.es[0]!.title).toBe('Bienvenida');
  });
});
