#!/usr/bin/env node
/** Makes sure nginx is installed for the deploy test (tests/e2e/deploy-nginx.spec.ts): Debian's nginx-light, via apt. */
import { execSync } from 'node:child_process';
import { findNginx } from './nginx.mjs';

let found = findNginx();
if (!found) {
  console.log("nginx not found: installing Debian's nginx-light package with apt-get…");
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light > /dev/null`, { stdio: 'inherit', shell: '/bin/bash' });
  } catch {
    console.error('Could not install nginx-light with apt-get. Install nginx, or set NGINX_PATH.');
    process.exit(1);
  }
  found = findNginx();
  if (!found) {
    console.error('apt-get finished but no nginx binary was found; set NGINX_PATH.');
    process.exit(1);
  }
}
console.log(`nginx: ${found}`);
