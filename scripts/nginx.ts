/** Where nginx is: `NGINX_PATH` first, else Debian's binary. */
import fs from 'node:fs';

export function findNginx() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => file && fs.existsSync(file));
}
