export const OWN_FRONT_MATTER_FIELDS: string[];
export const THEME_IMPORTS: string[];
export function docusaurusPath(locale: string, kind: 'docs' | 'blog' | 'pages', relPath: string): string;
export function removeFrontMatterFields(text: string, fields: readonly string[]): { text: string; removed: string[] };
export function addThemeImports(body: string): { body: string; added: string[] };
export function mapMdxFile(file: string, text: string): { text: string; changes: string[] };
export function detectFeatures(bodies: readonly string[]): { math: boolean; mermaid: boolean; languages: string[] };
export function prismLanguages(used: readonly string[], components: Record<string, { alias?: string | string[] }>): { additional: string[]; plain: string[] };
export function findStaticReferences(texts: readonly string[], authorsJson: Record<string, { avatar?: string }>, exists: (sitePath: string) => boolean): string[];
