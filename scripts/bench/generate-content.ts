/**
 * Writes a copy of `content/` with `scale` times as many docs, for the build benchmark.
 * Copy k of a doc `api/users` is `copies-k/api/users`, listed in a sidebar category of
 * its own; its body is the original's, and the files beside it (images) are copied with
 * it, so links, images and code stay realistic. The real `content/` is only read.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string} source the real content folder
 * @param {string} target folder to write (replaced)
 * @param {number} scale 1, 10, 100…
 * @returns {{ docs: number }} how many docs per locale the copy holds
 */
export function generateScaledContent(source: string, target: string, scale: number): { docs: number } {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, { recursive: true });
  const sidebarFile = path.join(target, 'sidebar.json');
  const sidebar = JSON.parse(fs.readFileSync(sidebarFile, 'utf8'));
  const locales = fs
    .readdirSync(source, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const docFiles = listDocFiles(path.join(source, locales[0]!, 'docs'));
  for (let k = 1; k < scale; k++) {
    for (const locale of locales) {
      for (const file of listDocFiles(path.join(source, locale, 'docs'), false)) {
        const copyFile = path.join(target, locale, 'docs', `copies-${k}`, file);
        fs.mkdirSync(path.dirname(copyFile), { recursive: true });
        fs.copyFileSync(path.join(source, locale, 'docs', file), copyFile);
      }
      for (const file of docFiles) {
        const text = fs.readFileSync(path.join(source, locale, 'docs', file), 'utf8');
        // Each copy gets its own title, as a real doc would.
        const copy = text.replace(/^title: (.*)$/m, (_, title) => `title: ${title} ${k}`);
        const copyFile = path.join(target, locale, 'docs', `copies-${k}`, file);
        fs.mkdirSync(path.dirname(copyFile), { recursive: true });
        fs.writeFileSync(copyFile, copy);
      }
    }
    sidebar.items.push({
      type: 'category',
      id: `copies-${k}`,
      label: { es: `Copia ${k}`, en: `Copy ${k}` },
      // The same id rule as lib/content: `a/index.mdx` is the doc `a`.
      items: docFiles.map((f) => `copies-${k}/${f.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`),
    });
  }
  fs.writeFileSync(sidebarFile, `${JSON.stringify(sidebar, null, 2)}\n`);
  return { docs: docFiles.length * scale };
}

/** Doc files (or, `mdx` false, the other files beside them) below `dir`, as `/`-separated relative paths. */
function listDocFiles(dir: string, mdx = true): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.mdx') === mdx)
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
