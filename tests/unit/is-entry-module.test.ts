import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isEntryModule } from '@/scripts/is-entry-module';

const SCRIPT = path.resolve('scripts/serve.ts');
const URL_OF_SCRIPT = pathToFileURL(SCRIPT).href;

describe('isEntryModule', () => {
  it('is true for the module Node was asked to run, by relative or absolute path', () => {
    expect(isEntryModule(URL_OF_SCRIPT, ['node', 'scripts/serve.ts'])).toBe(true);
    expect(isEntryModule(URL_OF_SCRIPT, ['node', SCRIPT])).toBe(true);
  });

  it('is false for a module imported by another entry, or with no entry at all', () => {
    expect(isEntryModule(URL_OF_SCRIPT, ['node', 'scripts/build.ts'])).toBe(false);
    expect(isEntryModule(URL_OF_SCRIPT, ['node'])).toBe(false);
    expect(isEntryModule(URL_OF_SCRIPT)).toBe(false);
  });
});
