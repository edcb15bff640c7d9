/** Types of crawl-export.mjs. */
export declare const DEFAULT_SEEDS: string[];
/** A reference that no file answers, or an anchor that names no element. */
export interface BrokenReference {
  url: string;
  from: string[];
  reason: string;
}
export declare function readHtml(html: string): { refs: string[]; ids: Set<string> };
export declare function readText(text: string, siteRoot: string): string[];
export declare function crawlExport(options: {
  outDir: string;
  siteUrl: string;
  basePath?: string;
  seeds?: string[];
}): {
  visited: number;
  files: Set<string>;
  broken: BrokenReference[];
};
export declare function formatBroken(broken: BrokenReference[]): string;
