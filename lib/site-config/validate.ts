/**
 * content/site.json's boundary: parses and validates its text into a SiteConfig, or
 * throws a ContentValidationError naming the file, each field and its fix.
 */
import { ContentError, ContentValidationError, fieldOfPath } from '../content/errors';
import { siteConfigSchema, type SiteConfig } from './schema';

/** The line of a JSON parse error's position, when the engine gives one. */
function lineOfParseError(text: string, error: unknown): number | undefined {
  const at = /position (\d+)/.exec(String((error as Error)?.message))?.[1];
  if (at === undefined) return undefined;
  return text.slice(0, Number(at)).split('\n').length;
}

const HINTS: Record<string, string> = {
  unrecognized_keys: 'remove the key, or check its spelling against lib/site-config/schema.ts',
  invalid_union: 'see lib/site-config/schema.ts for the shapes this field takes',
  invalid_value: 'give one of the values named, or remove the field for its default',
};

/**
 * The validated configuration of `text`, read from `file`.
 * @example parseSiteConfig('{"title":"Docs",…}', 'content/site.json').title === 'Docs'
 * @throws ContentValidationError with one ContentError per problem.
 */
export function parseSiteConfig(text: string, file: string): SiteConfig {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const line = lineOfParseError(text, error);
    throw new ContentValidationError([
      new ContentError(
        file,
        line ? `line ${line}` : '(file)',
        `is not valid JSON (${(error as Error).message})`,
        'fix the syntax: keys and strings in double quotes, no trailing commas',
      ),
    ]);
  }
  const result = siteConfigSchema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentValidationError(
    result.error.issues.map(
      (issue) =>
        new ContentError(
          file,
          fieldOfPath(issue.path) || '(root)',
          issue.message,
          HINTS[issue.code] ?? 'see lib/site-config/schema.ts for what the field takes',
        ),
    ),
  );
}
