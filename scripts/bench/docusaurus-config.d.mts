type Features = { math: boolean; mermaid: boolean };
type Chrome = {
  navbar: { title: string; items: Record<string, unknown>[] };
  footer: { style: string; links: { title: string; items: Record<string, string>[] }[]; copyright: string };
  blog: { title: string; description: string; sidebarTitle: string };
  translations: Record<string, Record<string, Record<string, { message: string }>>>;
};
export const DOCUSAURUS_VERSION: string;
export const DOCUSAURUS_PACKAGES: { base: Record<string, string>; math: Record<string, string>; mermaid: Record<string, string> };
export const BUNDLERS: ('faster' | 'webpack')[];
export function sitePackageJson(features: Features): { name: string; dependencies: Record<string, string>; browserslist: unknown; engines: { node: string } } & Record<string, unknown>;
export function buildChrome(
  messages: Record<string, any>,
  productLinks: Record<string, string>,
  footerColumns: readonly { id: string; links: readonly { id: string; target: { doc: string } | { blog: true } | { product: string } }[] }[],
  year: number,
): Chrome;
export function configSource(options: {
  title: string;
  tagline: string;
  url: string;
  editUrlBase: string;
  bundler: 'faster' | 'webpack';
  features: Features;
  prismLanguages: string[];
  chrome: Chrome;
}): string;
export function sidebarsSource(sidebars: Record<string, unknown[]>): string;
export function homePageSource(messages: Record<string, any>, mainDocId: string): string;
