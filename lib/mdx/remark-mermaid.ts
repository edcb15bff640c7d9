/**
 * ```` ```mermaid ```` blocks as diagrams drawn at build time: each is rendered twice
 * (Mermaid's default theme and its dark theme, lib/mdx/mermaid-renderer.ts), and both inline
 * SVGs go into `<MermaidDiagram>` (components/mdx/mermaid-diagram.tsx), where CSS shows the
 * one of the reader's colour mode: no client JavaScript, nothing loaded at all on a page
 * without a diagram. The source stays readable under the diagram. A diagram Mermaid cannot
 * read stops the build naming the file, the line in the file and Mermaid's message.
 */
import { createHash } from 'node:crypto';
import type { Element } from 'hast';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { parseMdxTree } from './mdx-tree';
import { visit } from './visit';
import { ContentError } from '../content/errors';
import {
  MermaidSyntaxError,
  renderMermaid,
  type MermaidMode,
  type RenderMermaid,
  type RenderedMermaid,
} from './mermaid-renderer';
import { buildMermaidSvg } from './mermaid-svg';

/** Options of the plugin: the renderer (a stub in unit tests). */
export interface RemarkMermaidOptions {
  render?: RenderMermaid;
}

const MODES: readonly MermaidMode[] = ['light', 'dark'];

/**
 * The line in the file of Mermaid's "Parse error on line N", counted from the fence line;
 * at most the diagram's last line (an error at the end names the line after it).
 * @example mermaidErrorLine('Parse error on line 2:\n…', 10, 3) === 12
 */
export function mermaidErrorLine(message: string, fenceLine: number, sourceLines: number): number {
  const line = /\bline (\d+)\b/.exec(message)?.[1];
  return line ? fenceLine + Math.min(Number(line), sourceLines) : fenceLine;
}

/** The id prefix of a file's diagrams: unique on a page that shows several bodies (a blog list). */
function diagramPrefix(file: VFile): string {
  return `mermaid-${createHash('sha256').update(file.path).digest('hex').slice(0, 6)}`;
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** The JSX element of one diagram, its two SVGs as hast (applied by remark-rehype). */
function toDiagramElement(node: Code, id: string, rendered: Record<MermaidMode, RenderedMermaid>): MdxJsxFlowElement {
  const labelId = `${id}-name`;
  const svgs: Element[] = MODES.map((mode) =>
    buildMermaidSvg(rendered[mode].svg, {
      id: `${id}-${mode}`,
      labelId,
      className: ['mermaid-svg', `mermaid-svg-${mode}`],
    }),
  );
  const { title, description } = rendered.light;
  const svgBox = {
    type: 'mermaidSvgs',
    children: [],
    data: {
      hName: 'div',
      hProperties: { className: ['mermaid-diagram-svgs'], dataPagefindIgnore: 'all', tabIndex: 0 },
      hChildren: svgs,
    },
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'MermaidDiagram',
    attributes: [
      attribute('labelId', labelId),
      attribute('source', node.value),
      ...(title ? [attribute('title', title)] : []),
      ...(description ? [attribute('description', description)] : []),
    ],
    children: [svgBox as never],
    position: node.position,
  };
}

/** The remark plugin. */
export default function remarkMermaid(options: RemarkMermaidOptions = {}) {
  const render = options.render ?? renderMermaid;
  return async (tree: Root, file: VFile) => {
    const blocks: { node: Code; index: number; parent: { children: unknown[] } }[] = [];
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang?.toLowerCase() === 'mermaid' && parent && index !== undefined) blocks.push({ node, index, parent });
    });
    if (blocks.length === 0) return;
    const prefix = diagramPrefix(file);
    await Promise.all(
      blocks.map(async ({ node, index, parent }, n) => {
        const fenceLine = node.position?.start.line ?? 0;
        try {
          const [light, dark] = await Promise.all(MODES.map((mode) => render(node.value, mode)));
          parent.children[index] = toDiagramElement(node, `${prefix}-${n + 1}`, { light: light!, dark: dark! });
        } catch (error) {
          if (!(error instanceof MermaidSyntaxError)) throw error;
          const message = error.message
            .split('\n')
            .filter((line) => line.trim() && !/^-*\^$/.test(line.trim()))
            .join(' ');
          throw new ContentError(
            file.path,
            'body',
            `line ${mermaidErrorLine(error.message, fenceLine, node.value.split('\n').length)}: Mermaid diagram: ${message}`,
            "fix the diagram as Mermaid's message says (its syntax: https://mermaid.js.org/intro/syntax-reference.html), or write it as ```text to show it as code",
            { cause: error },
          );
        }
      }),
    );
  };
}

/** A body that may hold a diagram: a fence of `mermaid` (cheap, before any parse). */
const MERMAID_FENCE = /^\s*(?:`{3,}|~{3,})\s*mermaid\b/im;

/**
 * The sources of a body's ```mermaid blocks, as this plugin reads them (node.value), so that
 * the build can draw them all at once beforehand (prerenderMermaid). A body that does not
 * parse gives none: its compile reports it.
 */
export function mermaidSourcesOf(body: string): string[] {
  if (!MERMAID_FENCE.test(body)) return [];
  try {
    const tree = parseMdxTree(body);
    const sources: string[] = [];
    visit(tree, 'code', (node: Code) => {
      if (node.lang?.toLowerCase() === 'mermaid') sources.push(node.value);
    });
    return sources;
  } catch {
    return [];
  }
}
