/**
 * Makes sure a program the tests need is installed, from Debian's packages via apt-get (test
 * tools may not download binaries here). Shared by ensure-chromium.mjs and ensure-nginx.mjs.
 * @param {{ label: string, pkg: string, find: () => string | undefined, envVar: string }} program
 * @returns {string} the program's path; exits the process when it cannot be installed
 */
import { execSync } from 'node:child_process';

export function ensureDebianPackage({ label, pkg, find, envVar }) {
  let found = find();
  if (!found) {
    console.log(`${label} not found: installing Debian's ${pkg} package with apt-get…`);
    const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
    try {
      execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} > /dev/null`, { stdio: 'inherit', shell: '/bin/bash' });
    } catch {
      console.error(`Could not install ${pkg} with apt-get. Install it, or set ${envVar} to the ${label} binary.`);
      process.exit(1);
    }
    found = find();
    if (!found) {
      console.error(`apt-get finished but no ${label} binary was found; set ${envVar}.`);
      process.exit(1);
    }
  }
  console.log(`${label}: ${found}`);
  return found;
}
