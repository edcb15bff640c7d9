import { chromium } from 'playwright';
import { createStaticServer } from './scripts/serve.mjs';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';
const server = createStaticServer('out-docusaurus', '');
await new Promise((r) => server.listen(4531, 'localhost', r));
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const width of [390, 1280]) for (const mode of ['light', 'dark']) for (const path of ['/en/docs/guides/report-flow/', '/docs/guides/report-flow/']) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: mode });
  const page = await context.newPage();
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(`http://localhost:4531${path}`);
  await page.waitForTimeout(800);
  const name = `/tmp/i20m-${path.startsWith('/en') ? 'en' : 'es'}-${width}-${mode}.png`;
  const fig = page.locator('.mermaid-diagram').first();
  await fig.scrollIntoViewIfNeeded();
  await page.screenshot({ path: name, fullPage: width === 390 });
  console.log(name, await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.dataset.theme]));
  await context.close();
}
await browser.close();
server.close(); server.closeAllConnections();
