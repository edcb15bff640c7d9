/**
 * Docusaurus' author objects (a blog/authors.yml entry, or an inline `authors:` entry of a
 * post) read as this site's authors. The build reads inline authors with it; the importer
 * reads authors.yml with it too, so both give an author the same name, title and links.
 */
import { LOCALES } from '../i18n';
import type { AuthorLink, Localized } from './types';

/**
 * A name or tag as a slug of this site.
 * @example slugify('Hello World!') === 'hello-world'
 * @example slugify('Ciberseguridad Básica') === 'ciberseguridad-basica'
 */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'x'
  );
}

/** The same text in every locale (Docusaurus gives an author one title). */
export function sameInEveryLocale(text: string): Localized {
  return Object.fromEntries(LOCALES.map((l) => [l, text])) as Localized;
}

const SOCIAL_BASES: Record<string, string> = {
  github: 'https://github.com/',
  x: 'https://x.com/',
  twitter: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
};

/** A Docusaurus author: name, title, links, and its image when it is a file of the site. */
export interface DocusaurusAuthor {
  name: string;
  title: Localized;
  links: AuthorLink[];
  /** `image_url` when it is a site path that exists; a remote image is never fetched. */
  localImage?: string;
}

/**
 * @example readDocusaurusAuthor({ name: 'Ana', url: 'https://a.example' }, () => false)
 *   → { name: 'Ana', title: { es: 'Ana', en: 'Ana' }, links: [{ label: 'Website', url: 'https://a.example' }] }
 */
export function readDocusaurusAuthor(
  value: Record<string, unknown>,
  fileExists: (sitePath: string) => boolean,
  fallbackName = 'author',
): DocusaurusAuthor {
  const name = typeof value.name === 'string' && value.name.trim() ? value.name.trim() : fallbackName;
  const title = typeof value.title === 'string' && value.title.trim() ? value.title.trim() : name;
  const links: AuthorLink[] = [];
  if (typeof value.url === 'string' && value.url.startsWith('https://'))
    links.push({ label: 'Website', url: value.url });
  if (typeof value.email === 'string' && value.email.includes('@'))
    links.push({ label: 'Email', url: `mailto:${value.email}` });
  const socials =
    typeof value.socials === 'object' && value.socials !== null ? (value.socials as Record<string, unknown>) : {};
  for (const [network, handle] of Object.entries(socials)) {
    if (typeof handle !== 'string') continue;
    const url = handle.startsWith('https://')
      ? handle
      : SOCIAL_BASES[network]
        ? `${SOCIAL_BASES[network]}${handle}`
        : undefined;
    if (url) links.push({ label: network.charAt(0).toUpperCase() + network.slice(1), url });
  }
  const image =
    typeof value.image_url === 'string'
      ? value.image_url
      : typeof value.imageURL === 'string'
        ? value.imageURL
        : undefined;
  const localImage = image?.startsWith('/') && fileExists(image) ? image : undefined;
  return { name, title: sameInEveryLocale(title), links, ...(localImage && { localImage }) };
}
