/** The bench's old outputs are moved aside before a timed build, and deleted once none is timed. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeSetAside, setAside } from '../../scripts/bench/set-aside';

describe('setAside', () => {
  it('moves what exists out of the way, keeping its files, and removeSetAside deletes them', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'set-aside-'));
    const into = path.join(root, 'aside');
    fs.mkdirSync(path.join(root, 'out', 'docs'), { recursive: true });
    fs.writeFileSync(path.join(root, 'out', 'docs', 'index.html'), '<p>old</p>');
    setAside([path.join(root, 'out'), path.join(root, 'missing')], into);
    expect(fs.existsSync(path.join(root, 'out'))).toBe(false);
    const [moved] = fs.readdirSync(into);
    expect(moved).toMatch(/-out$/);
    expect(fs.readFileSync(path.join(into, moved!, 'docs', 'index.html'), 'utf8')).toBe('<p>old</p>');
    removeSetAside(into);
    expect(fs.existsSync(into)).toBe(false);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
