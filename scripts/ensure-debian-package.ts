/**
 * Makes sure a program the tests need is installed, from Debian's packages via apt-get (test
 * tools may not download binaries here). Shared by ensure-chromium.ts and ensure-nginx.ts.
 * @param {{ label: string, pkg: string, find: () => string | undefined, envVar: string, optional?: boolean }} program
 * @returns {string | undefined} the program's path; exits the process when it cannot be
 *   installed, unless it is `optional` (then undefined, with a warning)
 */
import { execSync } from 'node:child_process';

export function ensureDebianPackage({
  label,
  pkg,
  find,
  envVar,
  optional = false,
}: {
  label: string;
  pkg: string;
  find: () => string | undefined;
  envVar: string;
  optional?: boolean;
}): string | undefined {
  let found = find();
  if (!found) {
    console.log(`${label} not found: installing Debian's ${pkg} package with apt-get…`);
    const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
    try {
      execSync(
        `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} > /dev/null`,
        { stdio: 'inherit', shell: '/bin/bash' },
      );
    } catch {
      if (optional) {
        console.warn(`Could not install ${pkg} with apt-get; going on without it.`);
        return undefined;
      }
      console.error(`Could not install ${pkg} with apt-get. Install it, or set ${envVar} to the ${label} binary.`);
      process.exit(1);
    }
    found = find();
    if (!found) {
      console.error(`apt-get finished but no ${label} binary was found; set ${envVar}.`);
      if (optional) return undefined;
      process.exit(1);
    }
  }
  console.log(`${label}: ${found}`);
  return found;
}
