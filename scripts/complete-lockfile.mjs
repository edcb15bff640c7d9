#!/usr/bin/env node
/**
 * The registry this project installs from lacks the macOS, Windows and some Linux
 * builds of native packages (`@next/swc-darwin-arm64`, `@swc/core-win32-x64-msvc`…).
 * `npm install` then leaves them out of package-lock.json, and `npm ci` refuses the
 * lock ("Missing: … from lock file"). This adds each missing optional platform package
 * as a lock entry with its os and cpu, so `npm ci` skips it on other platforms as it
 * would with a complete lock. Run it after `npm install` changes the lock.
 */
import fs from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
// Pagefind names its Windows builds `windows`; npm's os field says `win32`.
/** @type {Record<string, string>} */
const OS = {
  darwin: 'darwin',
  win32: 'win32',
  windows: 'win32',
  linux: 'linux',
  freebsd: 'freebsd',
  android: 'android',
};
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'];

/**
 * os, cpu and libc of a platform package from its name (`@swc/core-linux-arm-gnueabihf`).
 * @param {string} name
 */
function platformOf(name) {
  const parts = (name.split('/').pop() ?? '').split('-');
  const os = OS[parts.find((p) => OS[p]) ?? ''];
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return undefined;
  const libc = parts.includes('musl')
    ? ['musl']
    : os === 'linux' && parts.some((p) => p.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const path = `${key ? `${key}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[path] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) {
      console.error(
        `${name}@${version} (optional dependency of ${key || 'the project'}) is missing from the lock and is not a platform package: run npm install again.`,
      );
      process.exitCode = 1;
      continue;
    }
    lock.packages[hoisted] = { version, optional: true, ...platform };
    added += 1;
  }
}
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${LOCK}: added ${added} platform package entr${added === 1 ? 'y' : 'ies'}.`);
