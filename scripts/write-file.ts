/** Writes a file of the export or a build output, making its folders first. */
import fs from 'node:fs';
import path from 'node:path';

export function writeFileMakingFolders(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}
