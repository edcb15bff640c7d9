/**
 * When a route lists its static params during `next build`. Apart from lib/route-params.ts,
 * whose next-intl import a unit test could not load.
 */
import { precompileSettled } from './mdx/compile-cache';

/**
 * A route's static params, listed once the build's MDX precompile has ended (at once outside
 * a build): Next's page-data worker reads the whole content for them and then waits for the
 * precompile, keeping that read's garbage beside the precompile's threads (a large site's peak).
 */
export async function staticParamsOf<T>(list: () => T): Promise<T> {
  await precompileSettled();
  return list();
}
