/**
 * A page's render reads its messages through lib/translator.ts' `getTranslations`: one
 * translator a locale and namespace for the process, so each message is parsed once, where
 * next-intl's own parsed the same messages again on every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const savedNodeEnv = process.env.NODE_ENV;
// Put back by hand: vi.unstubAllEnvs has left a stubbed variable to later files of the worker in some runs.
afterEach(() => {
  const env = process.env as Record<string, string | undefined>;
  if (savedNodeEnv === undefined) delete env.NODE_ENV;
  else env.NODE_ENV = savedNodeEnv;
  vi.resetModules();
});

/** Every TypeScript file below `dir`. */
function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe("a render's translations", () => {
  it('are one translator a locale and namespace, which gives the messages and throws on a missing one', async () => {
    (process.env as Record<string, string>).NODE_ENV = 'production';
    const { getTranslations } = await import('@/lib/translator');
    const t = await getTranslations({ locale: 'en', namespace: 'search' });
    expect(await getTranslations({ locale: 'en', namespace: 'search' })).toBe(t);
    expect(await getTranslations({ locale: 'es', namespace: 'search' })).not.toBe(t);
    expect(t('button')).toBe('Search');
    expect((await getTranslations({ locale: 'es', namespace: 'search' }))('button')).toBe('Buscar');
    expect(() => (t as unknown as (key: string) => string)('no-such-message')).toThrow();
  });

  it("are never next-intl's own, which parses them again for every page", () => {
    const importers = ['app', 'components', 'lib']
      .flatMap(sources)
      .filter((file) =>
        /import \{[^}]*\bgetTranslations\b[^}]*\} from 'next-intl\/server'/.test(fs.readFileSync(file, 'utf8')),
      );
    expect(importers).toEqual([]);
  });
});
