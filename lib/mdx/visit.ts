/**
 * `visit` of unist-util-visit, for the site's own MDX plugins: the same walk, the same
 * visitor arguments and results (SKIP, EXIT, an index to go on from), the same types,
 * without the library's cost per node. For every node it visits, unist-util-visit-parents
 * makes a closure, copies the ancestors into a new array, sets the closure's name (for
 * stack traces) and unist-util-visit looks the node's index up in its parent. The site's
 * plugins walk each body about fifteen times, so that per-node cost shows in the compile.
 * Third-party plugins keep the library.
 *
 * Supported: a type name or a predicate `(node, index, parent) => boolean` as the test, or
 * none; preorder only (no `reverse`).
 */
import type { Node, Parent } from 'unist';
import { CONTINUE, EXIT, SKIP, type visit as libraryVisit } from 'unist-util-visit';

export { CONTINUE, EXIT, SKIP };

type Test =
  | string
  | ((node: Node, index: number | undefined, parent: Parent | undefined) => boolean)
  | null
  | undefined;
type Visitor = (node: Node, index: number | undefined, parent: Parent | undefined) => unknown;
type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;
type Result = readonly [Action?, number?];
const NO_RESULT: Result = [];

/** A visitor's return value as the library reads it: an action and maybe the index to go on from. */
function toResult(value: unknown): Result {
  if (Array.isArray(value)) return value as [Action, number?];
  if (typeof value === 'number') return [CONTINUE, value];
  return value === null || value === undefined ? NO_RESULT : [value as Action];
}

/** Visits `node` and, unless told to skip, its descendants; returns the visitor's result (EXIT stops the walk). */
function walk(node: Node, index: number | undefined, parent: Parent | undefined, test: Test, visitor: Visitor): Result {
  const matches =
    test === undefined || test === null || (typeof test === 'string' ? node.type === test : test(node, index, parent));
  const result = matches ? toResult(visitor(node, index, parent)) : NO_RESULT;
  if (result[0] === EXIT) return result;
  const children = (node as Partial<Parent>).children;
  // Read live, as the library does: a visitor may add or remove children as it goes.
  if (children && result[0] !== SKIP) {
    let offset = 0;
    while (offset > -1 && offset < children.length) {
      const subresult = walk(children[offset]!, offset, node as Parent, test, visitor);
      if (subresult[0] === EXIT) return subresult;
      offset = typeof subresult[1] === 'number' ? subresult[1] : offset + 1;
    }
  }
  return result;
}

/** Walks `tree` in preorder, calling `visitor(node, index, parent)` for each node that passes `test` (see unist-util-visit). */
export const visit = ((tree: Node, testOrVisitor: Test | Visitor, maybeVisitor?: Visitor) => {
  const [test, visitor] =
    typeof maybeVisitor === 'function' ? [testOrVisitor as Test, maybeVisitor] : [undefined, testOrVisitor as Visitor];
  walk(tree, undefined, undefined, test, visitor);
}) as typeof libraryVisit;
