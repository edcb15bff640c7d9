#!/usr/bin/env node
/** Makes sure Chromium is installed for the end-to-end tests: Debian's package, via apt. */
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

let found = findChromium();
if (!found) {
  console.log('Chromium not found: installing Debian\'s chromium package with apt-get…');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null`, { stdio: 'inherit', shell: '/bin/bash' });
  } catch {
    console.error('Could not install chromium with apt-get. Install it, or set CHROME_PATH to a Chromium binary.');
    process.exit(1);
  }
  found = findChromium();
  if (!found) {
    console.error('apt-get finished but no Chromium binary was found; set CHROME_PATH.');
    process.exit(1);
  }
}
console.log(`Chromium: ${found}`);
