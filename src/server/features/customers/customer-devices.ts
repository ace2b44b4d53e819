import { linkTokenHash, newLinkToken } from '#server/security/link-token';
import type { Database } from '#server/db/client';
import { DEVICE_COOKIE_MAX_AGE_S, type DeviceToken } from '#server/http/device-cookie';
import { createCustomerDevicesRepo } from './customer-devices.repo.ts';

/** The subject a customer's device answers to in the device limit (`createDeviceTrust`). */
export const customerDeviceSubject = (customerId: number) => `customer:${customerId}`;

/**
 * The browsers customers have signed in from (decision 009). The cookie's value is 256 random
 * bits naming no one; the shop keeps its SHA-256 with the account, so a value not issued by the
 * shop, or one forgotten, expired or issued before the password last changed, is a stranger's.
 */
export function createCustomerDevices(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
}) {
  const repo = createCustomerDevicesRepo(deps.db);
  return {
    /** The device behind a cookie value, for the sign-in's device limit; null if unknown. */
    async recognise(value: string | undefined): Promise<DeviceToken | null> {
      if (!value) return null;
      const tokenHash = linkTokenHash(value);
      const customerId = await repo.customerOf(tokenHash, deps.now());
      return customerId === null
        ? null
        : { subject: customerDeviceSubject(customerId), nonce: tokenHash };
    },

    /**
     * A new token for the browser that just signed in (to session `sessionIdHash`), replacing
     * the one it presented for the same account: each sign-in turns the token over.
     */
    async remember(
      customerId: number,
      sessionIdHash: string,
      presented: string | undefined,
    ): Promise<string> {
      const token = newLinkToken();
      const now = deps.now();
      await deps.transaction(async (tx) => {
        const devices = createCustomerDevicesRepo(tx);
        if (presented) await devices.deleteToken(customerId, linkTokenHash(presented));
        await devices.insert({
          customerId,
          tokenHash: linkTokenHash(token),
          sessionIdHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + DEVICE_COOKIE_MAX_AGE_S * 1000),
        });
      });
      return token;
    },

    /** 'Forget this browser' at sign-out: the device that signed in to this session. */
    forgetSession: (tx: Database, sessionIdHash: string) =>
      createCustomerDevicesRepo(tx).deleteForSession(sessionIdHash),

    deleteExpired: (at: Date) => repo.deleteExpired(at),
  };
}

export type CustomerDevices = ReturnType<typeof createCustomerDevices>;
