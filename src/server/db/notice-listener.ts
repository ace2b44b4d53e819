import pg from 'pg';

export interface NoticeHandlers {
  onNotice: (payload: string) => void;
  /** Connected again after a loss: notices sent meanwhile were missed. */
  onReconnect: () => void;
  onError: (error: unknown) => void;
}

export interface NoticeListener {
  close: () => Promise<void>;
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;

/**
 * LISTEN on a client of its own: a pooled connection would be handed to other queries and its
 * subscription lost. When the connection drops (a database restart, a network cut) it connects
 * again with a growing pause. Resolves after the first attempt, connected or not, so a shop
 * starting while the database is away still starts (its caches' time-to-live covers the gap).
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<NoticeListener> {
  let closed = false;
  let current: pg.Client | null = null;
  let everConnected = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  function lost(client: pg.Client): void {
    if (current !== client) return;
    current = null;
    client.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    current = client;
    client.on('error', (error) => {
      handlers.onError(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      handlers.onError(error);
      lost(client);
      return;
    }
    retryMs = FIRST_RETRY_MS;
    if (everConnected) handlers.onReconnect();
    everConnected = true;
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
