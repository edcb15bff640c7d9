/**
 * The bench's page tables: every page kind of the real export against its budgets, and the
 * budget doc in every build against x1.
 */
import { measurePage } from './measure-pages';
import { BUDGETS, check, kb } from './budgets';
import { pageKinds, policyBytes, type Doc } from './bench-doc';
import type { MeasuredBuild } from './report-builds';

/** Measures and prints the page kinds of out/; returns the measured pages and the broken budgets. */
export function reportPages(doc: Doc) {
  const pages = pageKinds(doc).map((p) => ({ ...p, ...measurePage('out', p.file) }));
  const failures: string[] = [];
  const rows = pages.map((p) => {
    const jsBudgeted = p.kind === 'doc' || p.kind === 'post';
    const verdicts = [
      jsBudgeted ? check(p.js.gzip, BUDGETS.firstLoadJsGzip) : '',
      p.kind === 'doc' ? check(p.html.gzip, BUDGETS.docHtmlGzip) : '',
      check(p.css.gzip, BUDGETS.cssGzip),
    ];
    if (verdicts.includes('OVER')) failures.push(`${p.kind} (${p.locale})`);
    return {
      kind: p.kind,
      locale: p.locale,
      'first-load JS': `${kb(p.js.gzip)} (${kb(p.js.raw)} raw, ${p.js.files} files)`,
      HTML: `${kb(p.html.gzip)} (${kb(p.html.raw)} raw)`,
      'of which CSP': kb(policyBytes(p.file)),
      CSS: kb(p.css.gzip),
      budgets: verdicts.filter(Boolean).join(' '),
    };
  });
  console.log(`Pages (gzip -9 of each file, summed; doc = docs/${doc.id}, ${doc.words} words of prose)`);
  console.table(rows);
  console.log(
    `Budgets: first-load JS of doc and post <= ${kb(BUDGETS.firstLoadJsGzip)}; doc HTML <= ${kb(BUDGETS.docHtmlGzip)}; CSS <= ${kb(BUDGETS.cssGzip)}.`,
  );
  return { pages, failures };
}

/** Prints the budget doc in every build beside x1; returns the broken budgets (x100's). */
export function reportDocAcrossScales(doc: Doc, builds: Record<string, MeasuredBuild>, x1: MeasuredBuild): string[] {
  const failures: string[] = [];
  const rows = Object.entries(builds).flatMap(([scale, b]) =>
    (['es', 'en'] as const).map((locale) => {
      const page = b.doc![locale];
      const base = x1.doc![locale];
      const htmlGrowth = page.html.gzip - base.html.gzip;
      const jsGrowth = page.js.gzip - base.js.gzip;
      const ok = htmlGrowth <= BUDGETS.docHtmlGrowthX100 && Math.abs(jsGrowth) <= BUDGETS.docJsGrowthX100;
      if (scale === 'x100' && !ok) failures.push(`doc at x100 (${locale})`);
      return {
        scale,
        locale,
        'doc HTML': `${kb(page.html.gzip)} (${htmlGrowth >= 0 ? '+' : ''}${kb(htmlGrowth)})`,
        'first-load JS': `${kb(page.js.gzip)} (${jsGrowth >= 0 ? '+' : ''}${kb(jsGrowth)})`,
        budgets: scale === 'x100' ? (ok ? 'ok' : 'OVER') : '',
      };
    }),
  );
  console.log(`\nThe same doc (docs/${doc.id}) in every build, gzip; in brackets the difference to x1`);
  console.table(rows);
  console.log(
    `Budgets at x100: doc HTML <= x1 + ${kb(BUDGETS.docHtmlGrowthX100)}; first-load JS = x1 (±${kb(BUDGETS.docJsGrowthX100)}).${failures.length ? ' OVER' : ''}`,
  );
  return failures;
}
