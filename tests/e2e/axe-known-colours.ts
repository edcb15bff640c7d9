/**
 * axe's colour-contrast check costs a few milliseconds of CPU per text element, and a docs
 * page shows hundreds: the same sidebar links, body text and code tokens on every page. Its
 * verdict on an element depends only on the element's colours and font, on what paints
 * behind it, and on its visibility. The every-page gate therefore checks each such
 * combination once per export and colour mode (`ColourMemory`), and leaves a text element
 * out of the check (axe's rule selector skips `[data-axe-known]`) only when:
 * - an element with the same signature (its colour, fill, stroke, shadow, font size and
 *   weight, one-character text or not, and the background, image, opacity, filter, blend
 *   and painted pseudo-elements of itself and every ancestor) passed axe's check with a
 *   contrast ratio computed, on this page or an earlier one; and
 * - nothing but its ancestors paints where it is (no other element with a background
 *   overlaps its box, and each painting ancestor holds it whole), so what is behind it is
 *   its ancestors' backgrounds, which the signature holds.
 * Elements that fail either condition are checked as before.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's source, injected once per page load (AxeBuilder injects it twice per run). */
export const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The colour signatures already checked, per colour mode, for one export. */
export type ColourMemory = Map<string, Set<string>>;

interface AuditRequest {
  within: string;
  /** The colour mode to pin on `html[data-theme]` first, if any. */
  theme?: string;
  tags: readonly string[];
  rules?: readonly string[];
  known: string[];
}

interface AuditResult {
  violations: string[];
  /** Signatures of the elements that passed colour contrast with a ratio computed. */
  learned: string[];
  /** Text elements left out of the colour check as known. */
  skipped: number;
}

/**
 * Runs axe in the page (already injected) on `within` with `tags` (and only `rules` if
 * given), leaving out of color-contrast the elements whose signature is in `known`.
 * Runs in the browser: everything it uses is defined inside.
 */
async function auditInPage({ within, theme, tags, rules, known }: AuditRequest): Promise<AuditResult> {
  if (theme) document.documentElement.setAttribute('data-theme', theme);
  type AxeGlobal = {
    configure(spec: unknown): void;
    run(
      context: unknown,
      options: unknown,
    ): Promise<{
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { element?: Element; failureSummary?: string }[];
      }[];
      passes: {
        id: string;
        nodes: { element?: Element; any: { data?: { contrastRatio?: number; messageKey?: string } | null }[] }[];
      }[];
    }>;
  };
  const axe = (window as unknown as { axe: AxeGlobal }).axe;
  const TRANSPARENT = /^(transparent|rgba\(0, 0, 0, 0\))$/;
  const pseudoPaint = (element: Element): string =>
    ['::before', '::after']
      .map((pseudo) => {
        const s = getComputedStyle(element, pseudo);
        if (s.content === 'none' || s.content === 'normal') return '';
        return `${pseudo}:${s.backgroundColor}/${s.backgroundImage}/${s.position}/${s.opacity}/${s.color}`;
      })
      .join('');
  const layers = new Map<Element, string>();
  const layer = (element: Element): string => {
    let value = layers.get(element);
    if (value === undefined) {
      const s = getComputedStyle(element);
      value = [
        s.backgroundColor,
        s.backgroundImage,
        s.opacity,
        s.filter,
        s.mixBlendMode,
        s.backdropFilter,
        pseudoPaint(element),
      ].join('/');
      layers.set(element, value);
    }
    return value;
  };
  const chains = new Map<Element, string>();
  const chain = (element: Element | null): string => {
    if (!element) return '';
    let value = chains.get(element);
    if (value === undefined) {
      value = `${layer(element)}>${chain(element.parentElement)}`;
      chains.set(element, value);
    }
    return value;
  };
  const paints = (element: Element): boolean => {
    const s = getComputedStyle(element);
    return s.backgroundImage !== 'none' || !TRANSPARENT.test(s.backgroundColor) || pseudoPaint(element) !== '';
  };
  const directText = (element: Element): string =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
  // cyrb53: a short hash, so the signatures sent back and forth stay small.
  const hash = (text: string): string => {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  };
  const signature = (element: Element): string => {
    const s = getComputedStyle(element);
    return hash(
      [
        s.color,
        s.webkitTextFillColor,
        s.webkitTextStroke,
        s.textShadow,
        s.fontSize,
        s.fontWeight,
        directText(element).length === 1,
        chain(element),
      ].join('|'),
    );
  };
  // html and body paint the whole canvas: their box need not hold the element.
  const canvas = new Set<Element>([document.documentElement, document.body]);
  const painters = [...document.querySelectorAll('*')]
    .filter((element) => !canvas.has(element) && paints(element))
    .map((element) => ({ element, rect: element.getBoundingClientRect() }));
  const covered = (rect: DOMRect, element: Element): boolean =>
    painters.some(({ element: painter, rect: box }) => {
      if (painter === element || element.contains(painter)) return false;
      const overlaps = box.left < rect.right && rect.left < box.right && box.top < rect.bottom && rect.top < box.bottom;
      if (painter.contains(element))
        return !(box.left <= rect.left && box.top <= rect.top && box.right >= rect.right && box.bottom >= rect.bottom);
      return overlaps;
    });
  const safeSignatures = new Map<Element, string>();
  const root = document.querySelector(within) ?? document.body;
  const knownSet = new Set(known);
  let skipped = 0;
  for (const element of document.querySelectorAll('[data-axe-known]')) element.removeAttribute('data-axe-known');
  for (const element of root.querySelectorAll('*')) {
    if (!directText(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || covered(rect, element)) continue;
    const sig = signature(element);
    safeSignatures.set(element, sig);
    if (knownSet.has(sig)) {
      element.setAttribute('data-axe-known', '');
      skipped++;
    }
  }
  axe.configure({ rules: [{ id: 'color-contrast', selector: ':not([data-axe-known])' }] });
  const results = await axe.run(
    { include: [[within]] },
    {
      runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
      selectors: false,
      ancestry: false,
      xpath: false,
      elementRef: true,
    },
  );
  const describe = (element: Element | undefined): string => {
    if (!element) return '(unknown element)';
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].map((c) => `.${c}`).join('');
    const text = (element.textContent ?? '').trim().slice(0, 60);
    return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}"`;
  };
  const violations = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `  ${describe(n.element)} — ${n.failureSummary?.replace(/\n/g, ' ')}`)
          .join('\n')}`,
    );
  const learned = new Set<string>();
  for (const node of results.passes.find((p) => p.id === 'color-contrast')?.nodes ?? []) {
    const data = node.any[0]?.data;
    const sig = node.element && safeSignatures.get(node.element);
    if (sig && typeof data?.contrastRatio === 'number' && data.contrastRatio > 0) learned.add(sig);
  }
  return { violations, learned: [...learned], skipped };
}

/**
 * The serious and critical violations of `within` on the loaded page (axe injected by
 * injectAxe), color-contrast skipping what `memory` holds for `mode` and learning what
 * passed; `theme`, if given, is pinned on `html[data-theme]` first. Each line names the
 * element by tag, id, classes and text.
 */
export async function auditWithMemory(
  page: Page,
  memory: ColourMemory,
  mode: string,
  {
    within,
    theme,
    tags,
    rules,
  }: { within: string; theme?: string; tags: readonly string[]; rules?: readonly string[] },
): Promise<{ violations: string[]; skipped: number }> {
  let known = memory.get(mode);
  if (!known) memory.set(mode, (known = new Set()));
  const result = await page.evaluate(auditInPage, { within, theme, tags, rules, known: [...known] });
  for (const sig of result.learned) known.add(sig);
  return { violations: result.violations, skipped: result.skipped };
}

/** Injects axe-core into the loaded page, once for every audit of this load. */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
}
