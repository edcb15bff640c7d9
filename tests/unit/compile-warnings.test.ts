/**
 * A compile's warnings (an admonition keyword of the site's config, an unknown code language)
 * are said once per file per build: by the precompile step, which compiles or reads back every
 * body, not again by each of `next build`'s page processes reading the stored compile.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PRECOMPILE_PENDING_VARIABLE, readCompiled, storeCompiled } from '@/lib/mdx/compile-cache';
import { tempFolders } from './temp-files';

const temp = tempFolders('compile-warnings-');
// The compile cache opens the folder of the first test file that uses it: this one's, if first.
// (A path from the working directory, as the build cache reads it.)
process.env.VIGIA_BUILD_CACHE_DIR ??= path.relative(process.cwd(), temp.make());
afterAll(() => temp.clean());
afterEach(() => {
  delete process.env[PRECOMPILE_PENDING_VARIABLE];
  vi.restoreAllMocks();
});

/** A stored compile that warned, under a key of its own. */
function storedCompileWarning(): { key: string; warning: string } {
  const key = crypto.randomBytes(20).toString('hex');
  const warning = `c/docs/${key}.mdx: body: line 3: ":::my-custom-admonition" is no admonition type of this site`;
  storeCompiled(key, { code: '', toc: [], warnings: [warning], mathStyles: [] });
  return { key, warning };
}

describe("a stored compile's warnings", () => {
  it('are said again where no build runs beside (the precompile step, npm run dev)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { key, warning } = storedCompileWarning();
    expect(readCompiled(key)?.warnings).toEqual([warning]);
    expect(warn.mock.calls).toEqual([[warning]]);
  });

  it("are not said again by the build's page processes, which read what the precompile step said", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { key, warning } = storedCompileWarning();
    process.env[PRECOMPILE_PENDING_VARIABLE] = '/nonexistent/pending';
    expect(readCompiled(key)?.warnings).toEqual([warning]);
    expect(warn).not.toHaveBeenCalled();
  });
});
