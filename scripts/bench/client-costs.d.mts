export function splitChunkModules(code: string): Map<string, string>;
export function readClientManifest(manifestFile: string): Record<string, { id: number | string; chunks: string[] }>;
export function measureClientComponents(manifestFile: string, outDir: string, basePath?: string): { module: string; chunks: string[]; chunkGzip: number; ownRaw: number; ownGzip: number }[];
