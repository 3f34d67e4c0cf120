import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defineConfig, type Plugin } from 'vite';
import { type CataloguePart, catalogueSubset } from './src/locales/parts';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Style modules stay in chunks of their own: Vite emits a style from every chunk that lists it. */
const STYLES = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

/**
 * The message catalogues (src/locales/<language>/messages.json) arrive compiled: each ICU message
 * becomes Lingui's ready-to-fill form at build time, so the browser ships no message parser
 * (docs/decisions/128-message-catalogues-with-lingui.md). Imported with `?part=public` or
 * `?part=portal`, a catalogue holds only that part's texts (src/locales/parts.ts,
 * docs/decisions/156-catalogue-in-two-parts.md).
 */
function compiledCatalogues(): Plugin {
  return {
    name: 'portal:compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/]messages\.json(?:\?part=(public|portal))?$/.exec(
        id,
      );
      if (!match) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const part = match[1] as CataloguePart | undefined;
      const texts = part ? catalogueSubset(source, part) : source;
      const compiled = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]),
      );
      if (!part) return { code: JSON.stringify(compiled), map: null };
      // A part is a module of its own (the query takes it out of JSON's handling); JSON.parse of a
      // string is the quickest way for a browser to build a large object.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null };
    },
  };
}

/** The API serves the built SPA in production; in development Vite proxies the API to it. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    compiledCatalogues(),
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside every text file, made once at build time at the highest
    // levels; the server picks one by Accept-Encoding (docs/decisions/037-serving-the-web-app.md).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
      '/media': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left alone, every icon, schema or small component shared by a different set of pages
          // becomes a chunk of its own (about 1 KB); a phone on HTTP/1.1 then waits in line for
          // thirty of them before the dashboard paints. Common chunks under 8 KB of source are
          // copied into the chunks that use them instead, Rolldown's runtime keeping one instance
          // of each module (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md).
          experimentalInlineCommonChunks: { maxSize: 8_000, exclude: STYLES },
        },
      },
    },
  },
});
