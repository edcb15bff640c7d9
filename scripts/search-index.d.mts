/** A language of the search index and how many pages it holds. */
export interface IndexedLanguage {
  language: string;
  pages: number;
}

/** Indexes `siteDir` (the export) into `siteDir/pagefind/`; rejects on any indexing problem. */
export function buildSearchIndex(siteDir: string): Promise<IndexedLanguage[]>;
