import type { Server } from 'node:http';
export function contentTypeOf(file: string): string;
export function resolveFile(root: string, urlPath: string): string | undefined;
export function createStaticServer(dir: string, basePath?: string): Server;
