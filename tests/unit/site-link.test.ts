import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPrefetchAllowed } from '@/lib/client/prefetch';

describe('isPrefetchAllowed', () => {
  it('prefetches on a normal connection and where the browser has no connection API', () => {
    expect(isPrefetchAllowed({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(isPrefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(isPrefetchAllowed(undefined)).toBe(true);
  });
  it('never prefetches when the reader saves data, whatever the connection', () => {
    expect(isPrefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
  });
  it('never prefetches on 2g or slow-2g, even without Save-Data', () => {
    expect(isPrefetchAllowed({ saveData: false, effectiveType: '2g' })).toBe(false);
    expect(isPrefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

/** Source files of the site's own code (not tests, which may mention the module). */
function listSourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(tsx?|mjs)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('internal links', () => {
  it('go through components/site-link.tsx: next/link is imported nowhere else', () => {
    const offenders = ['app', 'components', 'lib']
      .flatMap(listSourceFiles)
      .filter((file) => path.normalize(file) !== path.normalize('components/site-link.tsx'))
      .filter((file) =>
        /from\s+['"]next\/link['"]|import\(\s*['"]next\/link['"]\s*\)/.test(fs.readFileSync(file, 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
  it('never pass prefetch={true}, which breaks the click in a static export', () => {
    const offenders = ['app', 'components']
      .flatMap(listSourceFiles)
      .filter((file) => /prefetch=\{?\s*true/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
