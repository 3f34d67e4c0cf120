import pg from 'pg';

/** What a listener hears on its channel (DatabaseHandle.listen). */
export interface ListenHandlers {
  /** One notice's payload, delivered after the transaction that sent it committed. */
  notice(payload: string): void;
  /** The connection is gone: notices sent from now until `restored` are never heard. */
  lost(): void;
  /** Listening again; what was sent while it was gone is unknown. */
  restored(): void;
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}

/** The longest wait between two attempts to listen again after the connection was lost. */
const MAX_RETRY_MS = 1000;

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would go back to the pool, and
 * LISTEN with it). A lost connection (PostgreSQL restarted) is reported once and opened again
 * every 100 ms to 1 s until it answers, so listening resumes within a second of the database;
 * so is one that cannot be opened at start-up.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  logger?: Logger,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    let ready = false;
    let gone = false;
    const onGone = (error?: Error) => {
      if (!ready || gone || closed) return;
      gone = true;
      current = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      logger?.warn({ err: error, channel }, 'database notices lost; listening again as soon as it answers');
      handlers.lost();
      scheduleRetry(100);
    };
    client.on('error', onGone);
    client.on('end', () => onGone());
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.notice(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      gone = true;
      void client.end().catch(() => {});
      throw error;
    }
    ready = true;
    current = client;
  };

  const scheduleRetry = (delayMs: number) => {
    retry = setTimeout(() => {
      connect()
        .then(() => {
          if (closed) return void current?.end().catch(() => {});
          logger?.info({ channel }, 'database notices heard again');
          handlers.restored();
        })
        .catch(() => {
          if (!closed) scheduleRetry(Math.min(delayMs * 2, MAX_RETRY_MS));
        });
    }, delayMs);
    retry.unref();
  };

  // A database that cannot be reached at start-up is an outage like any other: requests get 503
  // meanwhile, and listening starts as soon as it answers.
  await connect().catch((error: unknown) => {
    logger?.warn({ err: error, channel }, 'database notices not heard yet; listening as soon as it answers');
    handlers.lost();
    scheduleRetry(100);
  });
  return async () => {
    closed = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
    current = null;
  };
}
