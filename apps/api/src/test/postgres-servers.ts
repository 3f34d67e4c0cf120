import { execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process.js';

/**
 * PostgreSQL servers a test run makes for itself on this machine, from the local installation's
 * programs: a streaming replica of the test server (docs/decisions/166-reads-from-a-replica.md)
 * and a scratch server a fault test may stop and start (docs/decisions/167-faults-under-load.md).
 */

const run = promisify(execFile);

/** Where PostgreSQL's server programs are (Debian's layout); PG_BIN_DIR says otherwise. */
const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** A server of this run's own; its URL names no database. */
export interface OwnServer {
  /** postgres://…@127.0.0.1:port/ : add the database's name. */
  url: string;
  /** Stops it (fast shutdown) and starts it again on the same port and data; resolves once it answers. */
  restart(options?: { downMs?: number }): Promise<void>;
  /** Stops it (fast shutdown); `start` brings it back. */
  halt(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  stop(): Promise<void>;
}

/** The `postgres` account's user and group ids. */
async function postgresOwner(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** PostgreSQL's programs refuse to run as root: as root they run as the `postgres` account. */
function asServerUser(program: string, args: string[]): [string, string[]] {
  const binary = path.join(PG_BIN_DIR, program);
  return userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

/** A data directory of its own, owned by whoever runs the server. */
async function dataDirectory(kind: string): Promise<string> {
  const directory = mkdtempSync(path.join(tmpdir(), `portal-${kind}-`));
  if (userInfo().uid === 0) {
    const owner = await postgresOwner();
    chownSync(directory, owner.uid, owner.gid);
  }
  return directory;
}

/**
 * Runs `postgres` on `directory` at a free loopback port until `stop`. Debian keeps a cluster's
 * configuration outside its data directory (/etc/postgresql), so a copied one may have none: the
 * server gets its own, trusting loopback only. Resolves once `ready` holds on a connection.
 */
async function serve(
  directory: string,
  settings: string[],
  ready: (client: pg.Client) => Promise<boolean>,
): Promise<OwnServer | { unavailable: string }> {
  const owner = userInfo().uid === 0 ? await postgresOwner() : null;
  for (const [file, text] of [
    ['postgresql.conf', ''],
    ['pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n'],
    ['pg_ident.conf', ''],
  ] as const) {
    const target = path.join(directory, file);
    if (existsSync(target)) continue;
    writeFileSync(target, text);
    if (owner) chownSync(target, owner.uid, owner.gid);
  }
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/`;
  let child: ReturnType<typeof spawn> | undefined;
  let exited: Promise<void> = Promise.resolve();
  let log = '';

  const halt = async () => {
    if (!child || child.exitCode !== null) return;
    // Fast shutdown (SIGINT), to the postmaster itself: `runuser` does not pass signals on.
    const pidFile = path.join(directory, 'postmaster.pid');
    const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    if (postmaster > 0) process.kill(postmaster, 'SIGINT');
    else child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };

  const start = async () => {
    const [server, args] = asServerUser('postgres', [
      ...['-D', directory, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', `unix_socket_directories=${directory}`, '-c', 'shared_buffers=32MB'],
      ...settings,
    ]);
    const started = spawn(server, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = started;
    exited = new Promise<void>((resolve) => started.on('exit', () => resolve()));
    started.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    for (const since = Date.now(); ;) {
      const client = new pg.Client({ connectionString: `${url}postgres` });
      try {
        await client.connect();
        if (await ready(client)) return;
      } catch {
        // Still starting.
      } finally {
        await client.end().catch(() => {});
      }
      if (started.exitCode !== null || Date.now() - since > 60_000)
        throw new Error(`postgres did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  try {
    await start();
  } catch (error) {
    await halt();
    rmSync(directory, { recursive: true, force: true });
    return { unavailable: (error as Error).message };
  }
  return {
    url,
    halt,
    start,
    restart: async ({ downMs = 0 } = {}) => {
      await halt();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    stop: async () => {
      await halt();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A streaming replica of the PostgreSQL at `primaryUrl`, for one test run: `pg_basebackup` into a
 * temporary directory, then a second `postgres` in hot standby. Answers why not when it cannot be
 * made (no server programs, or the primary refuses replication connections: `.ci/run` allows them
 * on loopback); the replica tests then skip.
 */
export async function startReplica(primaryUrl: string): Promise<OwnServer | { unavailable: string }> {
  if (!existsSync(path.join(PG_BIN_DIR, 'pg_basebackup')))
    return { unavailable: `no pg_basebackup in ${PG_BIN_DIR} (set PG_BIN_DIR)` };
  const primary = new URL(primaryUrl);
  const directory = await dataDirectory('replica');
  const [backup, backupArgs] = asServerUser('pg_basebackup', [
    ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username || 'postgres'],
    ...['-D', directory, '-X', 'stream', '-R', '-c', 'fast'],
  ]);
  try {
    await run(backup, backupArgs, { timeout: 120_000 });
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    return { unavailable: `pg_basebackup failed: ${(error as { stderr?: string }).stderr ?? String(error)}` };
  }
  return serve(
    directory,
    // A replay that meets a reader's query (a test database dropped on the primary) cancels the
    // query at once instead of stalling replay for 30 s.
    ['-c', 'hot_standby=on', '-c', 'max_standby_streaming_delay=0', '-c', 'max_connections=100'],
    async (client) =>
      (await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby')).rows[0]!.standby,
  );
}

/** A new, empty PostgreSQL server of its own (`initdb`), which a test may stop and start at will. */
export async function startScratchServer(): Promise<OwnServer | { unavailable: string }> {
  if (!existsSync(path.join(PG_BIN_DIR, 'initdb')))
    return { unavailable: `no initdb in ${PG_BIN_DIR} (set PG_BIN_DIR)` };
  const directory = await dataDirectory('scratch');
  const [initdb, args] = asServerUser('initdb', [
    '-D',
    directory,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
  ]);
  try {
    await run(initdb, args, { timeout: 120_000 });
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    return { unavailable: `initdb failed: ${(error as { stderr?: string }).stderr ?? String(error)}` };
  }
  return serve(directory, ['-c', 'max_connections=100', '-c', 'fsync=off'], async () => true);
}
