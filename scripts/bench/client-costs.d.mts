export function readClientManifest(manifestFile: string): Record<string, { id: number | string; chunks: string[] }>;
export function listSiteClientModules(manifest: Record<string, { chunks: string[] }>): { module: string; chunks: string[] }[];
export function measureClientComponents(manifestFile: string, outDir: string, basePath?: string): Promise<{ module: string; chunks: string[]; chunkGzip: number; ownRaw: number; ownGzip: number }[]>;
