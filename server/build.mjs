// Bundles the server into dist/main.js (ESM, Node 20): the workspace contract is bundled from its
// TypeScript source, every other package stays an import from node_modules. SQL migrations are
// copied next to the bundle (dist/drizzle), where the server looks for them first.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

/** Keeps bare imports external, except our own workspace packages (@bilim/*). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, (args) => {
      if (args.path.startsWith('@bilim/')) return undefined;
      if (path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalPackages],
  banner: {
    js: "import { createRequire as __bilimCreateRequire } from 'node:module'; const require = __bilimCreateRequire(import.meta.url);",
  },
});
await cp(path.join(here, 'drizzle'), path.join(dist, 'drizzle'), { recursive: true });
console.log('server built: dist/main.js, dist/drizzle');
