import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Its address (http://127.0.0.1:port), once it listens; rejects if it has not within 45 s. */
  baseUrl: Promise<string>;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Resolves once `count` lines of its output satisfy `test`. */
  linesMatching(test: (line: string) => boolean, count: number): Promise<void>;
  output(): string;
  /** SIGTERM, then its exit code (SIGKILL after 15 s). */
  stop(): Promise<number | null>;
}

/**
 * The built server (`dist/server.js`; npm test builds first) as its own process on a free loopback
 * port, with `env` over this process's environment. Its output is kept: tests wait for log lines
 * instead of guessing a delay.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const linesMatching = (test: (line: string) => boolean, count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (output.split('\n').filter(test).length < count) return;
        watchers.delete(check);
        resolve();
      };
      watchers.add(check);
      check();
    });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const check of [...watchers]) check();
      // `all` and `api` say where they listen; a `worker` where its health answers.
      const match = /(?:Listening on |Health at http:\/\/)127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  baseUrl.catch(() => {});
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(killer);
    return code;
  };
  return { child, baseUrl, exited, linesMatching, output: () => output, stop };
}

/** A loopback port free now (for a server a test starts that cannot take port 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
