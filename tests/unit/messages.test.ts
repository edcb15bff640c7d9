import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import siteEn from '@/components/docusaurus/messages/en.json';
import siteEs from '@/components/docusaurus/messages/es.json';

/** Every leaf key of a messages object, dotted (`blog.readingTime`). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('messages', () => {
  it('have the same keys in every locale', () => {
    expect(leafKeys(en).sort()).toEqual(leafKeys(es).sort());
    // The site components' texts (components/docusaurus/), apart so that only a site using them bundles them.
    expect(leafKeys(siteEn).sort()).toEqual(leafKeys(siteEs).sort());
  });
  it('have no empty message', () => {
    for (const [locale, messages] of Object.entries({ es, en, siteEs, siteEn })) {
      for (const key of leafKeys(messages)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        expect(typeof value === 'string' && value.trim() !== '', `${locale}: ${key}`).toBe(true);
      }
    }
  });
});
