import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every `.ts` file under `dir`, as paths under it: the source the structural unit tests read. */
export function tsFilesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) tsFilesUnder(path, out);
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}
