/**
 * A problem in one content file: what is wrong, in which file and field, and how to fix it.
 * The build stops on it; nothing is skipped silently.
 */
export class ContentError extends Error {
  /** Path of the file, relative to the working directory (`content/es/docs/intro.mdx`). */
  readonly file: string;
  /** Front-matter field or part of the file (`title`, `tags`, `body`, `items[3]`). */
  readonly field: string;
  /** How to fix it. */
  readonly hint?: string;

  constructor(file: string, field: string, message: string, hint?: string, options?: ErrorOptions) {
    super(`${file}: ${field}: ${message}${hint ? `\n  Hint: ${hint}` : ''}`, options);
    this.name = 'ContentError';
    this.file = file;
    this.field = field;
    this.hint = hint;
  }
}

/** Every problem found in a content folder, reported at once. */
export class ContentValidationError extends Error {
  declare readonly problems: readonly ContentError[];

  constructor(all: readonly ContentError[]) {
    // One line per problem: a file built twice (an original standing in for its translation) says it once.
    const problems = [...new Map(all.map((p) => [p.message, p])).values()];
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`Invalid content (${count}):\n${problems.map((p) => `- ${p.message}`).join('\n')}`);
    this.name = 'ContentValidationError';
    // Not enumerable: a terminal that prints the error (`next dev`'s) shows the list once, in the message.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}

/**
 * A field's name from a path of keys, below `parent` (a zod issue's path).
 * @example fieldOfPath(['items', 2, 'label'], 'navbar') === 'navbar.items[2].label'
 */
export function fieldOfPath(path: readonly PropertyKey[], parent = ''): string {
  return path.reduce<string>(
    (field, key) => (typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key)),
    parent,
  );
}
