import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { type CataloguePart, catalogueSubset } from './src/locales/parts';

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

/** The web app's folder, and the built app's (where the service worker is written). */
const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
const OUT_DIR = 'dist';

/**
 * The offline page's texts (src/locales/<language>/messages.json: the brand and the keys
 * `pwa.offline.*`), every language's, as the module `virtual:offline-texts`: the offline page
 * shows the reader's language without the whole catalogue
 * (docs/decisions/185-installable-app-and-sharing.md).
 */
function offlineTexts(): Plugin {
  const id = 'virtual:offline-texts';
  const prefix = 'pwa.offline.';
  const brand = 'layout.brand';
  return {
    name: 'portal:offline-texts',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const locales = `${WEB_ROOT}src/locales`;
      const languages = readdirSync(locales).filter((name) => /^[a-z]{2}$/.test(name));
      const texts = Object.fromEntries(
        languages.map((language) => {
          const file = `${locales}/${language}/messages.json`;
          this.addWatchFile(file);
          const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
          const own = Object.entries(catalogue).filter(([key]) => key.startsWith(prefix));
          return [
            language,
            {
              brand: catalogue[brand],
              ...Object.fromEntries(own.map(([key, text]) => [key.slice(prefix.length), text])),
            },
          ];
        }),
      );
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

/** The files a built page (index.html, offline.html) loads at once: its entry set under assets/. */
function entrySetOf(page: string): string[] {
  const html = readFileSync(`${WEB_ROOT}${OUT_DIR}/${page}`, 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
}

/**
 * The installable app (docs/decisions/185-installable-app-and-sharing.md): the web app manifest
 * and a Workbox service worker. Precached: the offline page with what it loads, the icons and the
 * app shell (the entry set index.html loads); index.html itself always comes from the network, so
 * a new build shows at once. Every other hashed file under /assets/ is kept once fetched (its name
 * changes with its content). Page loads go to the network, and to the offline page when there is
 * none. Nothing else is touched: /api/ answers (wallets, earnings), /uploads/ and /media/ go
 * straight to the network and are never stored.
 */
function installableApp() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: 'Promoter Portal',
      short_name: 'Promoters',
      description: 'Promoter Portal: watch, learn and earn in the promoter programme.',
      lang: 'en',
      dir: 'ltr',
      // The router sends a signed-in account from /login to its role's dashboard, and shows a
      // visitor the sign-in form (app/portal-routes.tsx, the catch-all route).
      start_url: '/login',
      scope: '/',
      display: 'standalone',
      theme_color: '#4f46e5',
      background_color: '#f8fafc',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      cacheId: 'portal',
      // Push messages: shown, and opened at their screen (public/push-handler.js, decision 183).
      importScripts: ['push-handler.js'],
      // One file: the Workbox runtime inside sw.js, not a second script beside it.
      inlineWorkboxRuntime: true,
      sourcemap: false,
      clientsClaim: true,
      skipWaiting: true,
      cleanupOutdatedCaches: true,
      navigationPreload: true,
      navigateFallback: null,
      globPatterns: ['offline.html', 'assets/*.{js,css}'],
      manifestTransforms: [
        async (entries) => {
          const wanted = new Set([...entrySetOf('index.html'), ...entrySetOf('offline.html')]);
          const manifest = entries.filter(
            (entry) => !entry.url.startsWith('assets/') || wanted.has(entry.url),
          );
          return { manifest, warnings: [] };
        },
      ],
      runtimeCaching: [
        {
          // A page load: the network (with navigation preload), the offline page without one.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(api|uploads|media)\//.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'portal-assets',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true },
          },
        },
      ],
    },
  });
}

/**
 * React DOM is imported by the entry only once the entry has started the first screen's requests,
 * so that its evaluation is a task of its own (src/main.tsx); fetched from the start all the same,
 * beside the entry's other files: a modulepreload of its chunk in index.html.
 */
function preloadReactDom(): Plugin {
  return {
    name: 'portal:preload-react-dom',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.isDynamicEntry &&
            output.moduleIds.some((id) => /[\\/]react-dom[\\/]client\.js$/.test(id)),
        );
        if (!chunk || context.filename.endsWith('offline.html')) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** iOS takes the home-screen icon from a link in the page, not from the manifest. */
function appleTouchIcon(): Plugin {
  return {
    name: 'portal:apple-touch-icon',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * React Router's production build. Its package exports only the development build, whose warnings
 * and checks run in every browser (remix-run/react-router#12532): a build takes the production
 * files beside it, a third smaller, while the development server keeps the warnings.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

/** The API serves the built SPA in production; in development Vite proxies the API to it. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  plugins: [
    compiledCatalogues(),
    offlineTexts(),
    react(),
    tailwindcss(),
    appleTouchIcon(),
    preloadReactDom(),
    installableApp(),
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
    outDir: OUT_DIR,
    emptyOutDir: true,
    rolldownOptions: {
      // The offline page is a page of its own, which the service worker shows without a network.
      input: { index: `${WEB_ROOT}index.html`, offline: `${WEB_ROOT}offline.html` },
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
}));
