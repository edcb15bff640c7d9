/**
 * Next writes a page's RSC payload as one inline script per streamed chunk
 * (`self.__next_f.push([1,"…"])`, after the one that starts the list). Every inline script
 * costs the page's Content-Security-Policy a hash (about 50 bytes that do not compress), and
 * the chunks' boundaries mean nothing to a static page: the post-build step joins each run
 * of them into one script that pushes the same text, in the same place.
 */

const START = '(self.__next_f=self.__next_f||[]).push([0])';
const CHUNK = /^self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)$/;
/** A run of adjacent inline scripts, each the start of the list or one text chunk. */
const RUN =
  /(?:<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)|self\.__next_f\.push\(\[1,"(?:[^"\\]|\\.)*"\]\))<\/script>){2,}/g;

/**
 * The page with each run of its RSC payload scripts as one script: the start of the list,
 * if the run has it, then one push of the chunks' texts joined (each chunk is a whole
 * string literal, so their contents joined are one).
 * @example mergePageDataScripts('<script>self.__next_f.push([1,"a"])</script><script>self.__next_f.push([1,"b"])</script>') === '<script>self.__next_f.push([1,"ab"])</script>'
 */
export function mergePageDataScripts(html: string): string {
  return html.replace(RUN, (run) => {
    const texts = [...run.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const chunks = texts.flatMap((text) => {
      const literal = CHUNK.exec(text)?.[1];
      return literal === undefined ? [] : [literal.slice(1, -1)];
    });
    // A start after a chunk would begin the list again: such a run is left as it is.
    if (texts.lastIndexOf(START) > 0) return run;
    const parts = [
      ...(texts.includes(START) ? [START] : []),
      ...(chunks.length ? [`self.__next_f.push([1,"${chunks.join('')}"])`] : []),
    ];
    return `<script>${parts.join(';')}</script>`;
  });
}
