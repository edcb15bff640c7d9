import fs from 'node:fs';
import path from 'node:path';

/** A Markdown file larger than this is not brought: it would hold the build for minutes. */
export const MAX_MARKDOWN_BYTES = 5 * 1024 * 1024;

/** The files of a site folder, and the entries refused on the way. */
export interface SiteFileList {
  /** Paths relative to the site, `/`-separated, sorted. */
  files: string[];
  /** One line each: a symlink that leaves the site folder, an unreadable folder. */
  refused: string[];
}

/**
 * Lists the files of a site folder (node_modules, build output and hidden entries left out).
 * A symbolic link is followed only while it stays inside the site folder: one that leaves
 * it (`docs/secrets -> /etc`) is refused, so the import never copies what the site does not hold.
 */
export function listSiteFiles(root: string): SiteFileList {
  const files: string[] = [];
  const refused: string[] = [];
  if (!fs.existsSync(root)) return { files, refused };
  const realRoot = fs.realpathSync(root);
  const visited = new Set<string>();
  const walk = (dir: string, rel: string) => {
    const real = fs.realpathSync(dir);
    if (visited.has(real)) return; // a link loop
    visited.add(real);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || ['node_modules', 'build', '.docusaurus'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      let isDir = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        let target: string;
        try {
          target = fs.realpathSync(full);
        } catch {
          refused.push(`${relPath}: a symbolic link to nothing: not brought`);
          continue;
        }
        if (target !== realRoot && !target.startsWith(realRoot + path.sep)) {
          refused.push(`${relPath}: a symbolic link that leaves the site folder (to ${target}): refused, not brought`);
          continue;
        }
        isDir = fs.statSync(full).isDirectory();
      }
      if (isDir) walk(full, relPath);
      else files.push(relPath);
    }
  };
  walk(root, '');
  return { files: files.sort(), refused };
}

/**
 * A Markdown file of the site as text, or why it cannot be brought: larger than
 * MAX_MARKDOWN_BYTES, binary (a NUL byte), or not UTF-8. A byte-order mark is dropped.
 */
export function readSiteMarkdown(file: string): { text: string } | { problem: string } {
  const size = fs.statSync(file).size;
  if (size > MAX_MARKDOWN_BYTES)
    return {
      problem: `is ${(size / 1024 / 1024).toFixed(1)} MB, over the ${MAX_MARKDOWN_BYTES / 1024 / 1024} MB a page may have: not brought (split it into several docs)`,
    };
  const bytes = fs.readFileSync(file);
  if (bytes.includes(0)) return { problem: 'is binary, not Markdown: not brought' };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return { problem: 'is not UTF-8 text: not brought (save it as UTF-8)' };
  return { text: text.replace(/^\uFEFF/, '') };
}
