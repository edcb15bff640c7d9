import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyKatexFonts } from '@/scripts/copy-katex-fonts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katex-fonts-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("KaTeX's fonts in public/", () => {
  it('are copied once: a font already in place with the same bytes is not written again', () => {
    expect(copyKatexFonts(dir)).toMatch(/^KaTeX: (\d+) fonts in .* \(\1 copied\)$/);
    const font = path.join(dir, fs.readdirSync(dir)[0]!);
    const written = fs.statSync(font, { bigint: true }).mtimeNs;
    expect(copyKatexFonts(dir)).toMatch(/\(0 copied\)$/);
    expect(fs.statSync(font, { bigint: true }).mtimeNs).toBe(written);
  });

  it('replaces a font whose bytes differ, and one that is missing', () => {
    const [first, second] = fs.readdirSync(dir);
    fs.writeFileSync(path.join(dir, first!), 'not a font');
    fs.rmSync(path.join(dir, second!));
    expect(copyKatexFonts(dir)).toMatch(/\(2 copied\)$/);
    expect(fs.readFileSync(path.join(dir, first!)).subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(fs.existsSync(path.join(dir, second!))).toBe(true);
  });
});
