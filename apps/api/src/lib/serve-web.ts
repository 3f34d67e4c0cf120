import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/shared';
import { LocalStorage } from './storage/local-storage.js';
import type { Storage } from './storage/storage.js';
import { isStorageKey } from './storage/storage.rules.js';

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * index.html and the other unhashed files: always ask the server whether they changed. The
 * service worker (sw.js) among them, so a new build's reaches every installed app at its next
 * check (docs/decisions/185-installable-app-and-sharing.md).
 */
export const REVALIDATE = 'no-cache';

/**
 * Uploaded file types a browser may show inline: pictures and media, which run no script.
 * Anything else (HTML, SVG, PDF, text…) is sent as a download (docs/decisions/036-serving-uploads.md).
 */
const INLINE_UPLOAD_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'audio/mpeg',
  'audio/ogg',
]);

function mediaTypeOf(header: unknown): string {
  return String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/** How long a redirect to a bucket's signed URL may be reused, well inside the URL's own life. */
const SIGNED_URL_SECONDS = 3600;
const REDIRECT_CACHE = 'private, max-age=600';

/**
 * What is made of a video (`media/…`) is served only to signed-in users, under /media/
 * (modules/media/media.routes.ts, docs/decisions/162-video-files-for-signed-in-users-only.md):
 * never here.
 */
function isMediaKey(key: string): boolean {
  return key === 'media' || key.startsWith('media/');
}

/** The stored path a /uploads/final/ URL names, as the file server will resolve it. */
function uploadPathOf(url: string): string {
  const rest = (url.split('?')[0] ?? '').slice('/uploads/final/'.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return rest; // the file server refuses it
  }
  return path.posix.normalize(`/${decoded}`).replace(/^\/+/, '');
}

/**
 * Files under /uploads/final/ (docs/decisions/036-serving-uploads.md): never a dotfile (404),
 * never a directory index, never a document the browser would render inline with the portal's
 * origin, always `nosniff`. From local storage the API sends the bytes (with range requests); from
 * a bucket it answers with a redirect to a short-lived signed URL, so the bucket (or a CDN in front
 * of it) sends them (docs/decisions/157-one-storage-for-every-file.md).
 */
export async function serveUploads(app: FastifyInstance, storage: Storage): Promise<void> {
  if (!(storage instanceof LocalStorage)) {
    app.get('/uploads/final/*', async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const url =
        isStorageKey(key) && !isMediaKey(key) ? await storage.signedUrl(key, SIGNED_URL_SECONDS) : null;
      if (url === null) return reply.callNotFound();
      return reply
        .header('cache-control', REDIRECT_CACHE)
        .header('x-content-type-options', 'nosniff')
        .redirect(url, 302);
    });
    return;
  }
  const root = storage.directory;
  mkdirSync(root, { recursive: true });
  await app.register(async (uploads) => {
    uploads.addHook('onRequest', async (request, reply) => {
      if (isMediaKey(uploadPathOf(request.url))) return reply.callNotFound();
    });
    uploads.addHook('onSend', async (_request, reply, payload) => {
      void reply.header('x-content-type-options', 'nosniff');
      if (reply.statusCode < 300 && !INLINE_UPLOAD_TYPES.has(mediaTypeOf(reply.getHeader('content-type')))) {
        void reply.header('content-disposition', 'attachment');
        // Even if a browser rendered it, the document could run nothing and reach nothing.
        void reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
      }
      return payload;
    });
    await uploads.register(fastifyStatic, {
      root,
      prefix: '/uploads/final/',
      decorateReply: false,
      dotfiles: 'ignore',
      index: false,
    });
  });
}

/**
 * The built web app (docs/decisions/037-serving-the-web-app.md): pre-compressed brotli or gzip
 * files made at build time, chosen by Accept-Encoding; hashed assets cached for a year, every
 * other file revalidated. Files are looked up per request (the wildcard route), so a rebuilt web
 * app is served without a restart. Any other GET of a page path gets index.html (client-side
 * routing); a missing file, such as an old /assets/ chunk after a rebuild, is a 404.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    const assetsDir = path.join(webDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      preCompressed: true,
      dotfiles: 'ignore',
      // Cache-Control is ours (setHeaders), not send's `public, max-age=0`.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        // Caches between here and the browser must keep the brotli, gzip and plain copies apart.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' &&
      !/^\/(api|uploads|media|assets)\//.test(pathname) &&
      !/\.\w+$/.test(pathname);
    if (isPage && hasWeb) return reply.sendFile('index.html', webDir);
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
}
