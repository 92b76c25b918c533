import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Smaller files gain nothing worth a second file.
const MIN_BYTES = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(folder, entry.name)) : Promise.resolve([join(folder, entry.name)]))));
  return nested.flat();
}

/**
 * Writes `file.br` (brotli, highest quality) and `file.gz` (gzip, level 9) beside every built text file, once, at
 * build time: the server sends them as they are to clients that accept them, so no request pays for compression.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rafdesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(async (file) => {
        if ((await stat(file)).size < MIN_BYTES) return;
        const content = await readFile(file);
        await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
      }));
    },
  };
}
