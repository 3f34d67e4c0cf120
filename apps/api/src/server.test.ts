import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Starts the built server process (npm test builds first) on a free port; resolves with its URL. */
function startServer() {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-server-')),
      SUPERADMIN_USERNAME: 'root',
      SUPERADMIN_PASSWORD: 'RootPass123',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Log in at (http:\/\/localhost:\d+)\/login/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  return { child, baseUrl, exited, output: () => output };
}

describe('server process', () => {
  it('prints where to log in, and on SIGTERM finishes in-flight requests before exiting 0', async () => {
    const server = startServer();
    const base = await server.baseUrl;
    expect(server.output()).toMatch(/Super admin: root/);
    expect(server.output()).not.toMatch(/RootPass123/);

    const inFlight = Array.from({ length: 4 }, () =>
      fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'root', password: 'RootPass123' }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill('SIGTERM');
    const responses = await Promise.all(inFlight);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
  });
});
