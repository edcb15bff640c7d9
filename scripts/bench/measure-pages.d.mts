export function gzipSize(buffer: Buffer): number;
export function findPageAssets(html: string): { scripts: string[]; styles: string[]; preloads: string[] };
export function measurePage(outDir: string, htmlFile: string, basePath?: string): {
  js: { raw: number; gzip: number; files: number };
  preloadJs: { raw: number; gzip: number; files: number };
  html: { raw: number; gzip: number };
  css: { raw: number; gzip: number; files: number };
};
