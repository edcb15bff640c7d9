/**
 * The site's configuration (content/site.json), read and validated once per process.
 * Server code only: client components get what they need as props.
 */
import fs from 'node:fs';
import { processMemo } from '../process-memo';
import { siteConfigFile } from './file.mjs';
import type { SiteConfig } from './schema';
import { parseSiteConfig } from './validate';

export type * from './schema';
export { parseSiteConfig } from './validate';
export { textIn, richTextIn } from './text';

const memo = processMemo('site-config', (): { cached?: { key: string; config: SiteConfig } } => ({}));

/** Reads and validates a site.json. */
export function loadSiteConfig(file: string = siteConfigFile()): SiteConfig {
  return parseSiteConfig(fs.readFileSync(file, 'utf8'), file);
}

/** content/site.json, validated; in development read again when it changed. */
export function getSiteConfig(): SiteConfig {
  const file = siteConfigFile();
  const key = process.env.NODE_ENV === 'development' ? `${file}:${fs.statSync(file).mtimeMs}` : file;
  if (memo.cached?.key !== key) memo.cached = { key, config: loadSiteConfig(file) };
  return memo.cached.config;
}
