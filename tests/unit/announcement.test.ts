import { describe, expect, it } from 'vitest';
import { buildAnnouncement, buildAnnouncementScript, getAnnouncement } from '@/lib/announcement';
import { loadContent } from '@/lib/content';

const content = loadContent('content');
const templates = { es: 'Nuevo: <link>{title}</link>', en: 'New: <link>{title}</link>' };

describe('buildAnnouncement', () => {
  it('links the newest post of the locale', () => {
    const announcement = buildAnnouncement(content, 'en', templates)!;
    expect(announcement.postPath).toBe('/en/blog/tendencias-ciberseguridad-2025/');
  });
  it('gives every locale the same id, so one dismissal holds across languages', () => {
    expect(buildAnnouncement(content, 'es', templates)!.id).toBe(buildAnnouncement(content, 'en', templates)!.id);
  });
  it('changes the id when the message of any locale changes', () => {
    const before = buildAnnouncement(content, 'es', templates)!.id;
    expect(buildAnnouncement(content, 'es', { ...templates, en: 'Fresh: <link>{title}</link>' })!.id).not.toBe(before);
  });
});

describe('buildAnnouncementScript', () => {
  it('marks <html> only when the stored id is this announcement', () => {
    const script = buildAnnouncementScript('abc', 'announcement-dismissed', 'data-announcement-dismissed');
    expect(script).toContain('localStorage.getItem("announcement-dismissed")==="abc"');
    expect(script).toContain('setAttribute("data-announcement-dismissed"');
  });
});

describe('getAnnouncement', () => {
  it("gives every page of a locale the bar made once (site.json's newest-post bar over the real content)", async () => {
    const es = await getAnnouncement('es');
    expect(await getAnnouncement('es')).toBe(es);
    const en = await getAnnouncement('en');
    expect(en).not.toBe(es);
    expect(es?.postPath).toBe('/blog/tendencias-ciberseguridad-2025/');
    expect(en?.id).toBe(es?.id);
  });
});
