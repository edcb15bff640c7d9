import type { Server } from 'node:http';
/** Content type of each extension the export holds. */
export const CONTENT_TYPES: Record<string, string>;
export function contentTypeOf(file: string): string;
export function resolveFile(root: string, urlPath: string): string | undefined;
export function createStaticServer(dir: string, basePath?: string): Server;
