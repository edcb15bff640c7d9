/**
 * Finds the Chromium builds the project drives: `CHROME_PATH` first, then Debian's packages.
 * Test tools may not download browsers here, so none is.
 * - `findHeadlessChromium()`: Debian's `chromium-headless-shell` when installed (the same
 *   Chromium version without the desktop browser's layers, what Playwright itself runs
 *   headless), else the full browser: it runs the end-to-end tests and draws the build's
 *   Mermaid diagrams, faster than the full browser and with the same SVG bytes.
 * - `findChromium()`: the full browser (`/usr/bin/chromium`), for what is measured or shown
 *   as a reader's browser would: `npm run screenshots`, Lighthouse in the bench.
 */
import fs from 'node:fs';

/** Flags for a headless Chromium in a closed network, as root in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function fromEnv() {
  const path = process.env.CHROME_PATH;
  if (path && !fs.existsSync(path)) throw new Error(`CHROME_PATH=${path} does not exist`);
  return path || undefined;
}

/** The path of the full Chromium, or undefined. */
export function findChromium() {
  return fromEnv() ?? FULL.find((p) => fs.existsSync(p));
}

/** The path of Debian's headless shell, or undefined (`CHROME_PATH` is not read). */
export function findHeadlessShell() {
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined;
}

/** The path of the headless Chromium (tests, Mermaid): the headless shell, else the full browser. */
export function findHeadlessChromium() {
  return fromEnv() ?? findHeadlessShell() ?? findChromium();
}
