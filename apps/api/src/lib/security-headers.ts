import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.js';

/** True when the portal's public address is https: HSTS and `Secure` cookies follow from it. */
export function servesHttps(config: Pick<AppConfig, 'PUBLIC_ORIGIN'>): boolean {
  return config.PUBLIC_ORIGIN !== undefined && new URL(config.PUBLIC_ORIGIN).protocol === 'https:';
}

/**
 * The Content-Security-Policy of every response (docs/decisions/035-content-security-policy.md):
 * scripts only from the portal's own files (and YouTube's player), never inline; nothing may
 * frame the portal. Styles
 * keep 'unsafe-inline' because the toast and dialog libraries inject <style> elements at run time.
 */
export function contentSecurityPolicy(https: boolean, fileOrigins: string[] = []) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    // The YouTube IFrame Player API plays the videos that are YouTube links
    // (docs/product/content-and-earning.md, Videos).
    scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
    frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    scriptSrcAttr: ["'none'"],
    // The installable app's service worker (/sw.js) and web app manifest, the portal's own files
    // only (docs/decisions/185-installable-app-and-sharing.md).
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // fileOrigins: the bucket and CDN that send stored files' bytes (STORAGE=s3).
    imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', ...fileOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...fileOrigins],
    // hls.js feeds the video element through Media Source Extensions, from a blob: URL
    // (docs/decisions/159-the-player-picks-its-rung.md).
    mediaSrc: ["'self'", 'blob:', ...fileOrigins],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // On a plain-http origin (development, tests) this would send the browser to an https port
    // that does not exist.
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

type StorageSettings = Pick<
  AppConfig,
  'STORAGE' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'MEDIA_BASE_URL'
>;

/**
 * The origins whose signed URLs the browser is sent to for stored files when they live in a
 * bucket (docs/decisions/162-video-files-for-signed-in-users-only.md): the bucket's (path-style
 * on the endpoint, else the bucket's own host name) and the CDN of MEDIA_BASE_URL. None on local
 * storage, where the portal sends every file itself.
 */
export function fileOriginsOf(config: StorageSettings): string[] {
  if (config.STORAGE !== 's3') return [];
  const bucket = config.S3_BUCKET ?? '';
  let origin: string;
  if (!config.S3_ENDPOINT) origin = `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com`;
  else {
    const endpoint = new URL(config.S3_ENDPOINT);
    origin = config.S3_FORCE_PATH_STYLE
      ? endpoint.origin
      : `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  }
  return config.MEDIA_BASE_URL ? [origin, new URL(config.MEDIA_BASE_URL).origin] : [origin];
}

/**
 * Security headers on every response, pages, API, files and errors alike (OWASP ASVS 5.0 V3.4;
 * docs/decisions/035-content-security-policy.md). Registered before any route so its hook runs
 * for all of them, the not-found handler included. Helmet works the headers out once, here: the
 * Fastify plugin built them afresh on every request (the CSP parsed each time, seen in the CPU
 * profile of bench/results/2026-11-26-cpu-per-request.md), and they never change.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = servesHttps(config);
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(https, fileOriginsOf(config)),
      },
      // Only an https origin may ask browsers to insist on https; on http it would lock users out.
      strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
      // 'same-origin' keeps the Origin header on the portal's own requests (the same-origin check of
      // cookie-authenticated mutations needs it; 'no-referrer' turns it into "null") and sends no
      // address, with its promoter code, to other sites.
      referrerPolicy: { policy: 'same-origin' },
    }),
  );
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(headers);
  });
}

/** The headers a helmet middleware sets, read once from a response that records them. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}
