import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Style modules stay in chunks of their own: Vite emits a style from every chunk that lists it. */
const STYLES = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

/**
 * The message catalogues (src/locales/<language>/messages.json) arrive compiled: each ICU message
 * becomes Lingui's ready-to-fill form at build time, so the browser ships no message parser
 * (docs/decisions/128-message-catalogues-with-lingui.md).
 */
function compiledCatalogues(): Plugin {
  return {
    name: 'portal:compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]locales[\\/][a-z]{2}[\\/]messages\.json$/.test(id)) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, text]) => [key, compileMessage(text)]),
      );
      return { code: JSON.stringify(compiled), map: null };
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
