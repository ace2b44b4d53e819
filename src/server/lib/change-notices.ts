import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '#server/db/client';

/** What other app servers hold in memory and must reload when it changes. */
/**
 * How long a cache may serve what it holds: the latest a change made by another app server
 * shows here should its notice be lost; the notice normally brings it within a second.
 */
export const CACHE_TTL_MS = 30_000;

export type ChangeTopic = 'regions' | 'settings' | 'delivery-rounds';

export interface ChangeNotices {
  /**
   * Tells the other app servers that `topic` changed; call it after the change committed. The
   * caller has already refreshed its own copy. Never throws: a lost notice only means the
   * others see the change when their cache's time-to-live runs out.
   */
  publish: (topic: ChangeTopic) => Promise<void>;
  /** `reload` runs when another server changed the topic, or when notices may have been missed. */
  subscribe: (topic: ChangeTopic, reload: () => void) => void;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

const CHANNEL = 'shop_changes';

/** A notice's payload: `<sender>:<topic>`, so a server skips the notices it sent itself. */
export function parseNotice(payload: string): { sender: string; topic: string } | null {
  const colon = payload.lastIndexOf(':');
  if (colon <= 0) return null;
  return { sender: payload.slice(0, colon), topic: payload.slice(colon + 1) };
}

/** Cache invalidation across app servers through PostgreSQL's LISTEN/NOTIFY. */
export function createChangeNotices(deps: {
  database: Pick<DatabaseHandle, 'listen' | 'notify'>;
  log: { warn: (details: object, message: string) => void };
}): ChangeNotices {
  const sender = randomUUID();
  const reloads = new Map<string, (() => void)[]>();
  let listener: { close: () => Promise<void> } | null = null;

  const reloadAll = () => reloads.forEach((topicReloads) => topicReloads.forEach((r) => r()));

  return {
    async publish(topic) {
      try {
        await deps.database.notify(CHANNEL, `${sender}:${topic}`);
      } catch (error) {
        deps.log.warn({ err: error, topic }, 'change notice not sent');
      }
    },
    subscribe(topic, reload) {
      reloads.set(topic, [...(reloads.get(topic) ?? []), reload]);
    },
    async start() {
      listener = await deps.database.listen(CHANNEL, {
        onNotice(payload) {
          const notice = parseNotice(payload);
          if (notice && notice.sender !== sender) reloads.get(notice.topic)?.forEach((r) => r());
        },
        onReconnect: reloadAll,
        onError: (error) => deps.log.warn({ err: error }, 'change notices: connection lost'),
      });
    },
    async close() {
      await listener?.close();
      listener = null;
    },
  };
}
