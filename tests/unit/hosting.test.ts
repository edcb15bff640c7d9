import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content';
import { buildHostingScript, buildSiteSections } from '@/lib/hosting';
import { siteSections } from '@/lib/routes';

interface Run {
  /** The address after the script ran (replaceState or location.replace). */
  address: string;
  replaced: boolean;
  hidden: boolean;
  /** The banner's text, if the script showed one at `load`. */
  banner?: string;
}

/** Runs the script against a stub page at `pathname`, whose stylesheets loaded or not. */
function runScript(script: string, pathname: string, { cssLoaded = true, lang = 'en' } = {}): Run {
  const run: Run = { address: pathname, replaced: false, hidden: false };
  let onLoad: () => void = () => undefined;
  const style: { visibility?: string } = {};
  const element = { id: '', textContent: '', setAttribute() {} };
  const document = {
    documentElement: { lang, style },
    querySelectorAll: () => [{ sheet: cssLoaded ? { cssRules: [{}] } : { cssRules: [] } }],
    createElement: () => element,
    body: { prepend: () => (run.banner = element.textContent) },
  };
  const location = {
    pathname,
    search: '',
    hash: '',
    replace: (to: string) => ((run.address = to), (run.replaced = true)),
  };
  const history = { state: null, replaceState: (_s: unknown, _t: string, to: string) => (run.address = to) };
  const addEventListener = (_type: string, listener: () => void) => (onLoad = listener);
  new Function('document', 'location', 'history', 'addEventListener', script)(
    document,
    location,
    history,
    addEventListener,
  );
  onLoad();
  run.hidden = style.visibility === 'hidden';
  return run;
}

const texts = { en: 'Built for {built}, served from {served}.' };
const sections = ['en', 'docs', 'blog'];

describe('buildHostingScript', () => {
  const page = buildHostingScript({ basePath: '', sections, texts });
  const notFound = buildHostingScript({ basePath: '', sections, texts, notFound: true });

  it('cleans .html and index.html addresses of a real page in place', () => {
    expect(runScript(page, '/docs/intro/index.html')).toMatchObject({ address: '/docs/intro/', replaced: false });
    expect(runScript(page, '/en/blog/index.html')).toMatchObject({ address: '/en/blog/' });
    expect(runScript(page, '/index.html')).toMatchObject({ address: '/' });
    expect(runScript(page, '/docs/intro/')).toMatchObject({ address: '/docs/intro/' });
  });

  it('reloads a .html address from the not-found page, hidden meanwhile', () => {
    expect(runScript(notFound, '/docs/intro.html')).toMatchObject({
      address: '/docs/intro/',
      replaced: true,
      hidden: true,
    });
    expect(runScript(notFound, '/en/docs/api/users.html')).toMatchObject({
      address: '/en/docs/api/users/',
      replaced: true,
    });
    expect(runScript(notFound, '/no-such-page/')).toMatchObject({ replaced: false, hidden: false });
  });

  it('shows no banner where the site was built to be served', () => {
    expect(runScript(page, '/docs/intro/').banner).toBeUndefined();
    // A stylesheet that failed for another reason is not a base path problem.
    expect(runScript(page, '/docs/intro/', { cssLoaded: false }).banner).toBeUndefined();
  });

  it('names both base paths when the stylesheets fail under another path', () => {
    expect(runScript(page, '/x/docs/intro/', { cssLoaded: false }).banner).toBe('Built for /, served from /x/.');
    expect(runScript(page, '/x/y/en/docs/intro/', { cssLoaded: false }).banner).toBe('Built for /, served from /x/y/.');
    expect(runScript(page, '/x/', { cssLoaded: false }).banner).toBe('Built for /, served from /x/.');
  });

  it('names both base paths when the address is outside the base path', () => {
    const vigia = buildHostingScript({ basePath: '/vigia', sections, texts });
    expect(runScript(vigia, '/en/docs/intro/').banner).toBe('Built for /vigia/, served from /.');
    expect(runScript(vigia, '/vigia/en/docs/intro/').banner).toBeUndefined();
    expect(runScript(vigia, '/vigia/docs/intro/index.html')).toMatchObject({ address: '/vigia/docs/intro/' });
  });

  it('stays small: it is in every page', () => {
    expect(page.length).toBeLessThan(900);
  });
});

describe('buildSiteSections', () => {
  it('lists the prefixed locales and the first segment of every route', () => {
    expect(buildSiteSections(['/', '/docs/intro', '/docs/api/users', '/blog', '/markdown-page'], ['en'])).toEqual([
      'en',
      'docs',
      'blog',
      'markdown-page',
    ]);
  });
});

describe('siteSections', () => {
  it("are the real content's first segments, found once per content set: every page's root layout names them", () => {
    const content = loadContent('content');
    const sections = siteSections(content);
    expect(sections).toEqual(expect.arrayContaining(['en', 'docs', 'blog']));
    // The same list, not the route keys read again (they grow with the site, and so would every page's render).
    expect(siteSections(content)).toBe(sections);
  });
});
