'use client';
/**
 * Renders the hosting script and its style (lib/hosting.ts) into the server HTML. A client
 * component so that the page's RSC payload carries only its data, not a second copy of
 * the code: the code ships once in the cached bundle instead of in every page's HTML.
 * React never runs it on the client; the browser runs it while parsing the HTML.
 */
import { buildHostingScript, HOSTING_CHECK_CSS, type HostingScriptOptions } from '@/lib/hosting';

/** The inline `<script>` and `<style>`. */
export function HostingScript(options: HostingScriptOptions) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: buildHostingScript(options) }} />
      <style dangerouslySetInnerHTML={{ __html: HOSTING_CHECK_CSS }} />
    </>
  );
}
