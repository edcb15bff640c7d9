/** Restored docs versions come back with their HTML finished, so the policy step does not redo them. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { VersionPages } from '@/scripts/version-pages';
import { placeFinishedVersionPages, storeFinishedVersionPages } from '@/scripts/version-pages-kept';
import { tempFolders, writeFile as write } from './temp-files';

const temp = tempFolders('vigia-finished-');
afterEach(temp.clean);

/** A version's cache entry as scripts/version-pages.ts stores it, and an export holding its page. */
function setUp(html: string) {
  const root = temp.make();
  const entry = path.join(root, 'cache', 'key');
  const files = ['docs/1.0/a/index.html', 'docs/1.0/a/index.txt'];
  write(path.join(entry, 'pages.json'), JSON.stringify({ version: '1.0', files }));
  const out = path.join(root, 'out');
  write(path.join(out, files[0]!), html);
  write(path.join(out, files[1]!), 'payload');
  const plan: VersionPages[] = [{ name: '1.0', entry, paths: ['/docs/1.0/a/'], reused: true }];
  return { out, plan, page: path.join(out, files[0]!) };
}

describe('finished version pages', () => {
  it("puts back a restored version's HTML as the policy step finished it, only for the same rewrite", () => {
    const built = setUp('<html>finished</html>');
    storeFinishedVersionPages(built.plan, built.out, 'rewrite-1');
    // The next build: Next's page restored raw, before the policy step.
    fs.writeFileSync(built.page, '<html>raw</html>');
    expect(placeFinishedVersionPages(built.plan, built.out, 'rewrite-2').size).toBe(0);
    expect(fs.readFileSync(built.page, 'utf8')).toBe('<html>raw</html>');
    expect([...placeFinishedVersionPages(built.plan, built.out, 'rewrite-1')]).toEqual([built.page]);
    expect(fs.readFileSync(built.page, 'utf8')).toBe('<html>finished</html>');
    // A version prerendered again this build is not placed, whatever it kept.
    expect(placeFinishedVersionPages([{ ...built.plan[0]!, reused: false }], built.out, 'rewrite-1').size).toBe(0);
  });

  it('keeps the HTML again when the rewrite changed, and nothing for a version not stored', () => {
    const built = setUp('<html>one</html>');
    storeFinishedVersionPages(built.plan, built.out, 'rewrite-1');
    fs.writeFileSync(built.page, '<html>two</html>');
    storeFinishedVersionPages(built.plan, built.out, 'rewrite-2');
    fs.writeFileSync(built.page, '<html>raw</html>');
    placeFinishedVersionPages(built.plan, built.out, 'rewrite-2');
    expect(fs.readFileSync(built.page, 'utf8')).toBe('<html>two</html>');
    const missing = [{ ...built.plan[0]!, entry: path.join(built.out, 'none') }];
    storeFinishedVersionPages(missing, built.out, 'rewrite-1');
    expect(fs.existsSync(path.join(built.out, 'none'))).toBe(false);
  });
});
