export function measureSearchFirstQuery(outDir: string): { language: string; pages: number; bytes: number; indexChunks: number }[];
