import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('package-lock.json', () => {
  it('lists every optional dependency, so npm ci accepts it (npm run lock:complete)', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!lock.packages[`${key ? `${key}/` : ''}node_modules/${name}`] && !lock.packages[`node_modules/${name}`])
          missing.push(name);
      }
    }
    expect(missing).toEqual([]);
  });
});
