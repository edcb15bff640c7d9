import { describe, expect, it } from 'vitest';
import { closesFence, fencedCodeLines } from '@/lib/content/code-fences';

describe('fenced code lines', () => {
  it('marks a fence and its lines, and nothing around it', () => {
    expect(fencedCodeLines(['a', '```js', 'b', '```', 'c'])).toEqual([false, true, true, true, false]);
  });

  it('closes a fence only with a run of the same character, as long or longer, alone on its line', () => {
    expect(fencedCodeLines(['````', '```', '~~~~', '```` x', '`````', 'after'])).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(closesFence('  ~~~~ ', '~~~')).toBe(true);
    expect(closesFence('```', '~~~')).toBe(false);
  });

  it('sees an indented fence inside JSX, as in a <TabItem>', () => {
    expect(fencedCodeLines(['<TabItem>', '  ```bash', '  npm i', '  ```', '</TabItem>'])).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('leaves a fence that never closes open to the end', () => {
    expect(fencedCodeLines(['```', 'x', 'y'])).toEqual([true, true, true]);
  });
});
