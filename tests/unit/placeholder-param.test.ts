import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTHING_TO_LIST_SEGMENT, paramsOrPlaceholder } from '@/lib/placeholder-param';
import { removePlaceholderPages } from '../../scripts/post-build';

describe('paramsOrPlaceholder', () => {
  it('keeps a list that has params', () => {
    expect(paramsOrPlaceholder([{ tag: 'a' }], (tag) => ({ tag }))).toEqual([{ tag: 'a' }]);
  });
  it('lists the one placeholder when there is nothing to list', () => {
    expect(paramsOrPlaceholder([], (tag) => ({ tag }))).toEqual([{ tag: NOTHING_TO_LIST_SEGMENT }]);
  });
});

describe('removePlaceholderPages', () => {
  it("removes the placeholder's folders and files, and nothing else", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'placeholder-'));
    for (const file of [
      'blog/_none/index.html',
      'en/blog/tags/_none/index.txt',
      'blog/_none.txt',
      'blog/x/index.html',
    ]) {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), '');
    }
    removePlaceholderPages(out);
    const left = fs.readdirSync(out, { recursive: true }).map(String).sort();
    expect(left).toEqual(['blog', 'blog/x', 'blog/x/index.html', 'en', 'en/blog', 'en/blog/tags']);
  });
});
