import fs from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { expect, test } from 'vitest';

/**
 * Quality gate: every HTML file of the export is valid under .htmlvalidate.mjs (the
 * recommended rules, less the few React's serialisation cannot meet, each explained
 * there). No browser: html-validate reads the files as a host would serve them, so it runs
 * in Vitest beside the other exports' builds (scripts/test.ts), once out/ is built.
 */
const OUT = path.resolve('out');

function listHtmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

test('every HTML file of the export passes html-validate with zero errors', async () => {
  const files = listHtmlFiles(OUT);
  expect(files.length, 'out/ holds the built export').toBeGreaterThan(40);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const m of result.messages) {
        if (m.severity === 2)
          errors.push(`${path.relative(process.cwd(), file)}:${m.line}:${m.column} [${m.ruleId}] ${m.message}`);
      }
    }
  }
  expect(
    errors,
    `html-validate errors in ${new Set(errors.map((e) => e.split(':')[0])).size} files:\n${errors.slice(0, 50).join('\n')}`,
  ).toEqual([]);
}, 180_000);
