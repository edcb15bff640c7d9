/**
 * Warnings of the MDX pipeline (an unknown code language, a stray magic comment): printed
 * once per process, and kept on the file so that a compile read back from the build cache
 * (lib/mdx/index.ts) prints them again, as the compile that wrote it did.
 */
import type { VFile } from 'vfile';

const printed = new Set<string>();

/** Prints a warning once per process. */
export function printWarningOnce(warning: string): void {
  if (printed.has(warning)) return;
  printed.add(warning);
  console.warn(warning);
}

/** Records a warning of `file`'s compile and prints it once. */
export function warnOnce(file: VFile, warning: string): void {
  const warnings = ((file.data as { warnings?: string[] }).warnings ??= []);
  warnings.push(warning);
  printWarningOnce(warning);
}

/** The warnings a compile of `file` recorded. */
export function warningsOf(file: VFile): string[] {
  return (file.data as { warnings?: string[] }).warnings ?? [];
}
