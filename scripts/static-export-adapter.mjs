/**
 * A Next.js build adapter that changes nothing. With one configured, `next build` skips
 * tracing the files Next's own server needs to run (`next-server.js.nft.json` and the minimal
 * server's), which a deployment of `next start` copies and a static export never reads:
 * following every module of that server through node_modules was the serial tail of the
 * compile step. next.config.mjs names it for production builds only.
 */
export default { name: 'vigia-static-export' };
