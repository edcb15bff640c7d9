#!/usr/bin/env node
/** Makes sure nginx is installed for the deploy test (tests/e2e/deploy-nginx.spec.ts): Debian's nginx-light, via apt. */
import { ensureDebianPackage } from './ensure-debian-package';
import { findNginx } from './nginx';

ensureDebianPackage({ label: 'nginx', pkg: 'nginx-light', find: findNginx, envVar: 'NGINX_PATH' });
