import { execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process.js';

const run = promisify(execFile);

/** Where PostgreSQL's server programs are (Debian's layout); PG_BIN_DIR says otherwise. */
const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface Replica {
  /** The replica's server, as postgres://…/ with no database: give it the primary's database name. */
  url: string;
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

/**
 * A streaming replica of the PostgreSQL at `primaryUrl`, made on this machine for one test run
 * (docs/decisions/166-reads-from-a-replica.md): `pg_basebackup` into a temporary directory, then a
 * second `postgres` on a free loopback port, in hot standby. Answers why not when it cannot be made
 * (no server programs, or the primary refuses replication connections: `.ci/run` allows them on
 * loopback); the replica tests then skip.
 */
export async function startReplica(primaryUrl: string): Promise<Replica | { unavailable: string }> {
  if (!existsSync(path.join(PG_BIN_DIR, 'pg_basebackup')))
    return { unavailable: `no pg_basebackup in ${PG_BIN_DIR} (set PG_BIN_DIR)` };
  const primary = new URL(primaryUrl);
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-replica-'));
  if (userInfo().uid === 0) {
    const owner = await postgresOwner();
    chownSync(directory, owner.uid, owner.gid);
  }
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
  // Debian keeps a cluster's configuration outside its data directory (/etc/postgresql), so the
  // copy may have none: the standby gets its own, trusting loopback only.
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
  const [server, serverArgs] = asServerUser('postgres', [
    ...['-D', directory, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    ...['-c', `unix_socket_directories=${directory}`, '-c', 'hot_standby=on'],
    // A replay that meets a reader's query (a test database dropped on the primary) cancels the
    // query at once instead of stalling replay for 30 s.
    ...['-c', 'max_standby_streaming_delay=0', '-c', 'max_connections=100', '-c', 'shared_buffers=32MB'],
  ]);
  const child = spawn(server, serverArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `postgres://${primary.username || 'postgres'}@127.0.0.1:${port}/`;
  const stop = async () => {
    // Fast shutdown (SIGINT), to the postmaster itself: `runuser` does not pass signals on. The
    // standby has nothing of its own to keep.
    const pidFile = path.join(directory, 'postmaster.pid');
    const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    if (postmaster > 0) process.kill(postmaster, 'SIGINT');
    else child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(directory, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    const client = new pg.Client({ connectionString: `${url}postgres` });
    try {
      await client.connect();
      const { rows } = await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
      if (rows[0]?.standby) return { url, stop };
    } catch {
      // Still starting.
    } finally {
      await client.end().catch(() => {});
    }
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      await stop();
      return { unavailable: `the replica did not start:\n${log}` };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
