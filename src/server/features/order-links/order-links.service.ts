import { linksExpired } from '#domain/link-expiry';
import { linksRevokedMessage } from '#shared/order-links';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { ORDER_NOT_FOUND } from '../orders/order-not-found.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createOrderLinksRepo } from './order-links.repo.ts';

/** Where the order's links stand now: the version new links carry, and whether all have expired. */
export interface LinkStanding {
  linkVersion: number;
  expired: boolean;
}

/**
 * The tracking and guest invoice links in an order's emails: they expire a set number of days
 * after delivery (#domain/link-expiry), and the back office can revoke every one issued so far.
 */
export function createOrderLinksService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: Pick<SettingsService, 'get'>;
  now: () => Date;
  audit: Pick<AuditLog, 'record'>;
}) {
  return {
    /** Null for no such order. */
    async standing(orderId: number): Promise<LinkStanding | null> {
      const order = await createOrderLinksRepo(deps.db).standing(orderId);
      if (!order) return null;
      const days = Number(await deps.settings.get('link_expiry_days'));
      return { linkVersion: order.linkVersion, expired: linksExpired(order, days, deps.now()) };
    },

    /** Every link made so far stops working; the next emails carry links of the new version. */
    async revoke(orderId: number, source: AuditSource): Promise<{ message: string }> {
      await deps.transaction(async (tx) => {
        const version = await createOrderLinksRepo(tx).bumpVersion(orderId);
        if (version === null) throw new AppError('not_found', ORDER_NOT_FOUND);
        await deps.audit.record(tx, {
          action: 'order.links_revoked',
          ...source,
          entity: { type: 'order', id: orderId },
          before: { linkVersion: version - 1 },
          after: { linkVersion: version },
        });
      });
      return { message: linksRevokedMessage(orderId) };
    },
  };
}

export type OrderLinksService = ReturnType<typeof createOrderLinksService>;
