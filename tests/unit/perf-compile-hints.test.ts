import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, EAGER_COMPILE_MIN_BYTES, withCompileHint } from '@/lib/perf/compile-hints';

const turbopackChunk = (length: number) => {
  const start = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,1,e=>{';
  return start + 'x'.repeat(length - start.length - '}]);'.length) + '}]);';
};

describe('withCompileHint', () => {
  it("puts Chrome's compile hint on the first line of a large Turbopack chunk, once", () => {
    const chunk = turbopackChunk(EAGER_COMPILE_MIN_BYTES);
    const hinted = withCompileHint(chunk);
    expect(hinted).toBe(COMPILE_HINT + chunk);
    expect(hinted!.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(hinted!)).toBeUndefined();
  });

  it('leaves small chunks and files that are not Turbopack chunks (the polyfills, the integrity script) alone', () => {
    expect(withCompileHint(turbopackChunk(EAGER_COMPILE_MIN_BYTES - 1))).toBeUndefined();
    expect(withCompileHint('!function(){' + 'x'.repeat(EAGER_COMPILE_MIN_BYTES) + '}()')).toBeUndefined();
  });
});
