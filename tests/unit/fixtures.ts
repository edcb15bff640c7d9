import { expect } from 'vitest';
import { ContentError, ContentValidationError, loadContent } from '@/lib/content';

/** Content scenarios under test: one folder per case, `valid` being the good one. */
export const FIXTURES = 'tests/fixtures/content';
/** The public folder the fixtures' avatars and images resolve against. */
export const FIXTURE_PUBLIC = 'tests/fixtures/public';

/** The validated content of one fixture scenario. */
export function loadFixture(scenario: string) {
  return loadContent(`${FIXTURES}/${scenario}`, FIXTURE_PUBLIC);
}

/** The problems a bad fixture raises; fails the test when it loads without error. */
export function problemsOf(scenario: string): ContentError[] {
  try {
    loadFixture(scenario);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    return [...(error as ContentValidationError).problems];
  }
  throw new Error(`${scenario} loaded without error`);
}

/** Asserts the scenario stops on `file`'s `field`, in a message that names both, as a maintainer reads it. */
export function expectProblem(scenario: string, file: string, field: string, message: RegExp) {
  const problems = problemsOf(scenario);
  const match = problems.find((p) => p.file === `${FIXTURES}/${scenario}/${file}` && p.field === field);
  expect(
    match,
    `expected a problem in ${file} field ${field}, got:\n${problems.map((p) => p.message).join('\n')}`,
  ).toBeDefined();
  expect(match!.message).toContain(`${FIXTURES}/${scenario}/${file}: ${field}:`);
  expect(match!.message).toMatch(message);
}

/** The ContentError a piece of work stops with; fails the test when it finishes without one. */
export async function contentErrorOf(work: () => Promise<unknown>): Promise<ContentError> {
  try {
    await work();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('finished without a content error');
}
