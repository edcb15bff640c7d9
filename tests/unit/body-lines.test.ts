import { describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/errors';
import { bodyWithFrontMatterLines, fileLineOf, parseBody } from '@/lib/mdx/body-lines';
import { descriptionFromBody } from '@/lib/seo/description';

const source = { file: 'content/en/docs/a.mdx', body: 'Intro.\n\nA {broken expression', bodyLineOffset: 4 };

describe('body lines to file lines', () => {
  it("maps a body's line to its file's line", () => {
    expect(fileLineOf(source, 1)).toBe(5);
    expect(fileLineOf({ file: 'a.md', body: '' }, 3)).toBe(3);
  });

  it('pads the body so that a compile counts the front matter', () => {
    expect(bodyWithFrontMatterLines({ file: 'a.md', body: 'x', bodyLineOffset: 2 })).toBe('\n\nx');
  });

  it("returns the parse of the body, and a failure as the content error at the file's line", () => {
    expect(parseBody({ ...source, body: 'One.\n\nTwo.' }, descriptionFromBody)).toBe('One.');
    let error: unknown;
    try {
      parseBody(source, descriptionFromBody);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(/^content\/en\/docs\/a\.mdx: body: line 7: /);
  });
});
