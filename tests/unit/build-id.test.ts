import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILED_MARK, buildIdOfInputs, compileIsReusable } from '@/scripts/build-id.mjs';

let dir = '';
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
const idOf = (env: Record<string, string> = {}) => buildIdOfInputs({ cwd: dir, env });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-build-id-'));
  write('app/page.tsx', 'export default function Page() {}');
  write('lib/site.ts', 'export const A = 1;');
  write('messages/es.json', '{}');
  write('content/es/docs/intro.mdx', '# Hola');
  write('public/favicon.svg', '<svg/>');
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the build id', () => {
  it("is the same for the same code, and 21 characters long like Next.js' own", () => {
    expect(idOf()).toMatch(/^[\w-]{21}$/);
    expect(idOf()).toBe(idOf());
  });

  it('changes with the code Next.js compiles, its messages and the base path', () => {
    const before = idOf();
    write('lib/site.ts', 'export const A = 2;');
    const afterLib = idOf();
    expect(afterLib).not.toBe(before);
    write('messages/es.json', '{"a":"b"}');
    expect(idOf()).not.toBe(afterLib);
    expect(idOf({ BASE_PATH: '/vigia' })).not.toBe(idOf());
  });

  it('does not change with content or public files, which the pages read and the export copies', () => {
    const before = idOf();
    write('content/es/docs/intro.mdx', '# Hola de nuevo');
    write('content/es/docs/new.mdx', '# Nuevo');
    write('public/assets/diagram.png', 'png');
    expect(idOf()).toBe(before);
  });
});

describe('compileIsReusable', () => {
  const distDir = () => path.join(dir, '.next');

  it('is true once the build marked the compile of this code, and Next.js wrote the same id', () => {
    const id = idOf();
    write('.next/BUILD_ID', id);
    expect(compileIsReusable(distDir(), id)).toBe(false);
    write(`.next/${COMPILED_MARK}`, id);
    expect(compileIsReusable(distDir(), id)).toBe(true);
  });

  it('is false after a change of code, or when Next.js wrote another id', () => {
    const id = idOf();
    write('.next/BUILD_ID', id);
    write(`.next/${COMPILED_MARK}`, id);
    write('app/page.tsx', 'export default function Page() { return null; }');
    expect(compileIsReusable(distDir(), idOf())).toBe(false);
    write('.next/BUILD_ID', 'another-build-id-0000');
    expect(compileIsReusable(distDir(), id)).toBe(false);
  });

  it('is false with no output folder at all', () => {
    expect(compileIsReusable(path.join(dir, 'missing'), idOf())).toBe(false);
  });
});
