type Localized = string | Record<string, string>;
export const SIDEBAR_ID: string;
export function toYaml(value: unknown): string;
export function authorsToDocusaurus(
  authorsJson: Record<string, { name: string; title: Localized; avatar?: string; links?: { label: string; url: string }[] }>,
  locale: string,
): { authors: Record<string, Record<string, unknown>>; notes: string[] };
export function tagsToDocusaurus(
  tagsJson: Record<string, { label: Localized; description: Localized }>,
  locale: string,
): Record<string, { label: string; description: string; permalink: string }>;
export function sidebarToDocusaurus(sidebarJson: unknown): {
  sidebars: Record<string, unknown[]>;
  translations: Record<string, Record<string, { message: string }>>;
  notes: string[];
};
