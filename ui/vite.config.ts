import { gzipSync } from 'node:zlib';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite/precompress.js';

/** The JavaScript the login route loads (entry, login screen and what they import) must stay under this, gzipped. */
const LOGIN_ROUTE_BUDGET_BYTES = 250 * 1024;
const LOGIN_SCREEN = 'src/features/login/login-screen.tsx';

interface ChunkInfo { fileName: string; code: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null }

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Prints every chunk's size and fails the build when the login route's JavaScript exceeds its budget. */
function loginRouteBudget(): Plugin {
  return {
    name: 'rafdesk-login-route-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as ChunkInfo);
      const gzip = new Map([...chunks].map(([name, chunk]) => [name, gzipSync(chunk.code).length]));
      const closure = (roots: ChunkInfo[]) => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
        };
        roots.forEach((chunk) => visit(chunk.fileName));
        return seen;
      };
      const entry = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const login = [...chunks.values()].filter((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(LOGIN_SCREEN));
      if (login.length === 0) this.error(`no chunk found for ${LOGIN_SCREEN}`);
      const loginFiles = closure([...entry, ...login]);
      const loginBytes = [...loginFiles].reduce((sum, name) => sum + (gzip.get(name) ?? 0), 0);
      const rows = [...chunks.values()].sort((a, b) => (gzip.get(b.fileName) ?? 0) - (gzip.get(a.fileName) ?? 0))
        .map((chunk) => `  ${loginFiles.has(chunk.fileName) ? '*' : ' '} ${chunk.fileName.padEnd(52)} ${kB(chunk.code.length).padStart(10)} ${kB(gzip.get(chunk.fileName) ?? 0).padStart(10)} gzip`);
      this.info(['JavaScript chunks (* = loaded by the login route):', ...rows,
        `  login route JavaScript: ${kB(loginBytes)} gzip (budget ${kB(LOGIN_ROUTE_BUDGET_BYTES)})`].join('\n'));
      if (loginBytes > LOGIN_ROUTE_BUDGET_BYTES) this.error(`the login route loads ${kB(loginBytes)} of JavaScript (gzip), over the ${kB(LOGIN_ROUTE_BUDGET_BYTES)} budget`);
    },
  };
}

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), loginRouteBudget(), precompress()],
  // `source` first: workspace packages resolve to their TypeScript sources, so the app never bundles a stale build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'build', emptyOutDir: true, sourcemap: true, reportCompressedSize: true, chunkSizeWarningLimit: 600,
    // The core modules the entry loads anyway travel as one file: left alone, each one a lazy screen shares with the
    // entry became a file of its own, and every file costs the sign-in page a request and its headers.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'core-initial', test: /[\\/]core[\\/]src[\\/]/, tags: ['$initial'] }, { name: 'primereact-initial', test: /[\\/]node_modules[\\/]primereact[\\/]/, tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': server, '/config.json': server, '/hubs': { target: server, ws: true } },
  },
  preview: { port: 4173 },
});
