import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of this module (works from src/ under tsx/vitest and from dist/ in the bundle). */
const here = path.dirname(fileURLToPath(import.meta.url));

function isRepoRoot(dir: string): boolean {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { workspaces?: unknown };
    return Array.isArray(pkg.workspaces);
  } catch {
    return false;
  }
}

function findUp(start: string, test: (dir: string) => boolean): string | undefined {
  let dir = start;
  for (;;) {
    if (test(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The monorepo root: the nearest folder above this module whose package.json declares workspaces. */
export const REPO_ROOT = findUp(here, isRepoRoot) ?? process.cwd();

/**
 * Where the SQL migrations live: the nearest `drizzle/` folder above this module with a journal —
 * dist/drizzle next to the bundle, or server/drizzle when running from source.
 */
const migrationsParent = findUp(here, (dir) =>
  existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json')),
);
export const MIGRATIONS_FOLDER = path.join(
  migrationsParent ?? path.join(REPO_ROOT, 'server'),
  'drizzle',
);
