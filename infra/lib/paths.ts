import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so that synth works from any working directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const lockFile = join(repoRoot, 'package-lock.json');

/** Where `npm run build -w web` leaves the React build. */
export const defaultWebDist = join(repoRoot, 'web', 'dist');
