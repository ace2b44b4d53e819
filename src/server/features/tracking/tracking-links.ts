import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '#server/db/client';
import { trackPath } from '#shared/tracking-paths';
import { createTrackingRepo } from './tracking.repo.ts';

/** 256 random bits: far past guessing (the floor is 128). */
const TOKEN_BYTES = 32;

export const trackingTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/**
 * Makes the tracking links that go into a customer's order emails: a fresh token for each
 * email, written (as its hash) in the transaction that queues the email, with the order's
 * link version (revoking the order's links moves it on).
 */
export function createTrackingLinks(deps: {
  publicUrl: string;
  now: () => Date;
  /** Each order's current link version (order-links); revoking moves it on. */
  linkVersions: (tx: Database, orderIds: number[]) => Promise<Map<number, number>>;
}) {
  return {
    /** Each item with a link to its order's tracking page. */
    async issue<T extends { orderId: number }>(
      tx: Database,
      items: T[],
    ): Promise<(T & { trackUrl: string })[]> {
      const createdAt = deps.now();
      const versions = await deps.linkVersions(tx, [...new Set(items.map((item) => item.orderId))]);
      const issued = items.map((item) => ({
        item,
        token: randomBytes(TOKEN_BYTES).toString('base64url'),
      }));
      await createTrackingRepo(tx).insert(
        issued.map(({ item, token }) => ({
          tokenHash: trackingTokenHash(token),
          orderId: item.orderId,
          createdAt,
          linkVersion: versions.get(item.orderId) ?? 0,
        })),
      );
      return issued.map(({ item, token }) => ({
        ...item,
        trackUrl: `${deps.publicUrl}${trackPath(token)}`,
      }));
    },
  };
}

export type TrackingLinks = ReturnType<typeof createTrackingLinks>;
