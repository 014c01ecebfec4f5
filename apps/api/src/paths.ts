import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's directory. This file sits at the top of src/, and the build puts its bundles at the top
 * of dist/, so one level up is the package both when running from sources and when running the build.
 */
export const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(apiRoot, '../..');
/** True when running the TypeScript sources (through tsx), false when running the build. */
export const fromSource = import.meta.url.endsWith('.ts');
