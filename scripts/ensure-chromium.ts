#!/usr/bin/env node
/**
 * Makes sure Chromium is installed, from Debian's packages via apt: the full browser (the
 * screenshots and Lighthouse) and the headless shell that runs the tests and draws the
 * build's Mermaid diagrams (lib/chromium.ts). Without the shell both use the full
 * browser, slower.
 */
import { findChromium, findHeadlessShell, findHeadlessChromium } from '../lib/chromium';
import { ensureDebianPackage } from './ensure-debian-package';

ensureDebianPackage({ label: 'Chromium', pkg: 'chromium', find: findChromium, envVar: 'CHROME_PATH' });
if (!process.env.CHROME_PATH) {
  ensureDebianPackage({
    label: 'Chromium headless shell',
    pkg: 'chromium-headless-shell',
    find: findHeadlessShell,
    envVar: 'CHROME_PATH',
    optional: true,
  });
}
console.log(`The tests and Mermaid drive ${findHeadlessChromium()}.`);
