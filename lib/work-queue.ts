/**
 * Runs `work` on each item, at most `lanes` at a time, in the items' order: for work that
 * waits on something outside JavaScript (a browser page, sharp's threads), so that the
 * next item starts while another waits.
 * @example await eachAtMost(2, cards, draw) // two cards drawn at any moment
 */
export async function eachAtMost<T>(
  lanes: number,
  items: Iterable<T>,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const lane = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}
