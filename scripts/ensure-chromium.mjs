#!/usr/bin/env node
/**
 * Makes sure Chromium is installed, from Debian's packages via apt: the full browser (the
 * build draws Mermaid diagrams in it) and the headless shell the tests drive
 * (scripts/chromium.mjs). Without the shell the tests run in the full browser, slower.
 */
import { findChromium, findHeadlessShell, findTestChromium } from './chromium.mjs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({ label: 'Chromium', pkg: 'chromium', find: findChromium, envVar: 'CHROME_PATH' });
if (!process.env.CHROME_PATH) {
  ensureDebianPackage({ label: 'Chromium headless shell', pkg: 'chromium-headless-shell', find: findHeadlessShell, envVar: 'CHROME_PATH', optional: true });
}
console.log(`The tests drive ${findTestChromium()}.`);
