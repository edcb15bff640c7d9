/**
 * Docusaurus' rules for a docs version name, shared by `npm run docs:version` and the
 * build's reading of `content/versions.json`: a name becomes a folder and a URL segment.
 */

/** The name of the docs being written (`content/<locale>/docs/`), as Docusaurus calls it. */
export const CURRENT_VERSION_NAME = 'current';

/** Longest version name Docusaurus accepts. */
const MAX_VERSION_NAME_LENGTH = 32;

/** What makes a name unusable as a folder on every system, with Docusaurus' wording. */
const NAME_RULES: readonly [RegExp, string][] = [
  [/[/\\]/, 'must not include a slash (/) or a backslash (\\)'],
  // eslint-disable-next-line no-control-regex
  [/[<>:"|?*\x00-\x1F]/, 'must be a valid file name (no < > : " | ? * or control characters)'],
  [/^\.\.?$/, 'must not be "." or ".."'],
];

/**
 * Why `name` cannot name a version, or undefined when it can. `existing` are the versions
 * already cut (a name may be cut once); `current` is always taken.
 * @example versionNameProblem('1.0', []) === undefined
 * @example versionNameProblem('a/b', []) === 'version name "a/b" must not include a slash (/) or a backslash (\\)'
 */
export function versionNameProblem(name: unknown, existing: readonly string[] = []): string | undefined {
  if (typeof name !== 'string') return `a version name must be text, got ${JSON.stringify(name)}`;
  if (name.trim() === '') return 'a version name needs at least one character that is not a space';
  if (name.length > MAX_VERSION_NAME_LENGTH)
    return `version name "${name}" is longer than ${MAX_VERSION_NAME_LENGTH} characters`;
  for (const [pattern, message] of NAME_RULES)
    if (pattern.test(name)) return `version name ${JSON.stringify(name)} ${message}`;
  if (name === CURRENT_VERSION_NAME) return `"${CURRENT_VERSION_NAME}" names the docs being written, not a cut version`;
  if (existing.includes(name)) return `version "${name}" already exists in content/versions.json`;
  return undefined;
}
