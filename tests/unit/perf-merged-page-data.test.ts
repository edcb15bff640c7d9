import { describe, expect, it } from 'vitest';
import { findInlineScripts } from '@/lib/security/csp';
import { mergePageDataScripts } from '@/lib/perf/merged-page-data';

const script = (text: string) => `<script>${text}</script>`;
const START = '(self.__next_f=self.__next_f||[]).push([0])';
const chunk = (text: string) => script(`self.__next_f.push([1,${JSON.stringify(text)}])`);

/** What the page's payload scripts push, run as the browser runs them. */
function pushed(html: string): unknown[] {
  const self: { __next_f?: unknown[] } = {};
  for (const text of findInlineScripts(html)) new Function('self', text)(self);
  return self.__next_f ?? [];
}

describe('mergePageDataScripts', () => {
  const page = `<html><body><main>Hola</main>${script(START)}${chunk('1:"a"\n')}${chunk('2:["$","p",null,{"children":"é \\"x\\" </script"}]\n')}${chunk('3:\u2028\n')}</body></html>`;
  const merged = mergePageDataScripts(page);

  it('joins the run into one inline script, so the policy carries one hash for it', () => {
    expect(findInlineScripts(page)).toHaveLength(4);
    expect(findInlineScripts(merged)).toHaveLength(1);
    expect(merged.startsWith('<html><body><main>Hola</main><script>(self.__next_f')).toBe(true);
  });

  it('pushes the same text', () => {
    const text = (entries: unknown[]) =>
      entries
        .filter((e): e is [1, string] => Array.isArray(e) && e[0] === 1)
        .map((e) => e[1])
        .join('');
    expect(pushed(merged)[0]).toEqual([0]);
    expect(text(pushed(merged))).toBe(text(pushed(page)));
  });

  it('leaves a lone script, other scripts and a run that starts the list again alone', () => {
    const lone = `${chunk('1:"a"')}<p>x</p>${script('let a=1')}${chunk('2:"b"')}`;
    expect(mergePageDataScripts(lone)).toBe(lone);
    const restarted = `${chunk('1:"a"')}${script(START)}`;
    expect(mergePageDataScripts(restarted)).toBe(restarted);
  });
});
