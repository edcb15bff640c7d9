/**
 * Finds the Chromium the end-to-end tests drive: `CHROME_PATH`, then Debian's
 * `/usr/bin/chromium`. Test tools may not download browsers here, so none is.
 */
import fs from 'node:fs';

/** Flags for a headless Chromium in a closed network, as root in a container. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The path of a Chromium binary, or undefined. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return CANDIDATES.find((p) => fs.existsSync(p));
}
