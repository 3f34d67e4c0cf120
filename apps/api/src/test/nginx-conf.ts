import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { repoRoot } from './source-files.js';

/** How deploy/nginx/portal.conf is run on loopback: by the deploy test, and by `npm run bench:rush`. */
export interface LoopbackNginx {
  /** Where nginx keeps its pid, error log and temporary files. */
  dir: string;
  /** The `api` instances, `127.0.0.1:port` each. */
  upstreams: string[];
  /**
   * TLS and HTTP/2 on `port` with this certificate, and the plain-HTTP redirect server on
   * `httpPort`, as the operator runs it. Absent: plain HTTP on `plainPort`, no redirect server.
   */
  tls?: { port: number; httpPort: number; certificate: string; key: string };
  plainPort?: number;
  /** Without the per-address connection limit (a benchmark's clients share one address). */
  noConnectionLimit?: boolean;
  /**
   * Take the client's address from the X-Forwarded-For that this address sends (nginx's realip
   * module), as behind a load balancer: the benchmark's promoters each claim their own.
   */
  clientAddressFrom?: string;
  workerProcesses?: 'auto' | number;
  workerConnections?: number;
}

/**
 * The deploy file as an operator copies it, with only this machine's ports, upstreams,
 * certificate and file paths rewritten, wrapped in a whole nginx.conf.
 */
export function loopbackNginxConf(options: LoopbackNginx): string {
  const { dir, upstreams, tls, plainPort } = options;
  let site = readFileSync(path.join(repoRoot, 'deploy/nginx/portal.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+ (.*);$/gm, '')
    .replace(
      /(upstream portal_api \{)/,
      `$1\n${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join('\n')}`,
    )
    .replace(/^\s*listen \[::\].*$/gm, '');
  const listen = tls ? `listen 127.0.0.1:${tls.port} ssl http2;` : `listen 127.0.0.1:${plainPort};`;
  site = tls
    ? site
        .replace(/listen 443 ssl http2;/, listen)
        .replace(/listen 80;/, `listen 127.0.0.1:${tls.httpPort};`)
        .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${tls.certificate};`)
        .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${tls.key};`)
    : site
        .replace(/server \{\s*listen 80;[\s\S]*?\n\}\n/, '')
        .replace(/listen 443 ssl http2;/, listen)
        .replace(/^\s*ssl_\w+.*;$/gm, '');
  if (options.noConnectionLimit) site = site.replace(/^\s*limit_conn .*;$/gm, '');
  if (!site.includes(listen))
    throw new Error('deploy/nginx/portal.conf: no `listen 443 ssl http2;` to rewrite');
  return `
${userInfo().uid === 0 ? 'user root;' : ''}
daemon off;
${options.workerProcesses === undefined ? '' : `worker_processes ${options.workerProcesses};`}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${options.workerConnections ?? 1024}; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${options.clientAddressFrom ? `  set_real_ip_from ${options.clientAddressFrom};\n  real_ip_header X-Forwarded-For;` : ''}
${site}
}
`;
}
