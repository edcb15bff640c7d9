#!/usr/bin/env node
/** Makes sure Chromium is installed for the end-to-end tests: Debian's package, via apt. */
import { findChromium } from './chromium.mjs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({ label: 'Chromium', pkg: 'chromium', find: findChromium, envVar: 'CHROME_PATH' });
