/**
 * A whole number of 1 or more that a build reads from the environment (a sidebar's top
 * level, a search index part's pages), or its default when the variable is unset or empty.
 * @throws naming the variable and what it counts when its value is not such a number
 * @example wholeNumberSetting({ N: '40' }, 'N', 100, 'pages') → 40
 */
export function wholeNumberSetting(
  env: Record<string, string | undefined>,
  variable: string,
  fallback: number,
  counted: string,
): number {
  const value = env[variable];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${variable}=${value}: give a whole number of ${counted}, 1 or more`);
  return number;
}
