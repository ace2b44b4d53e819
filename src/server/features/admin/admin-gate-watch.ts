import type { AdminGateAttack } from '../mail/templates/admin-alert-email.ts';

/** Memory bound: a flood beyond this many failures in the window is summarised by the newest. */
const MAX_REMEMBERED = 10_000;

/**
 * Remembers the back office's recent wrong passwords and codes (when and from where) so the business can
 * be told about a spread attack once per lockout window, not once per guess. In process memory
 * like the attempt counts.
 */
export function createAdminGateWatch(options: { windowMs: number; now: () => Date }) {
  const { windowMs, now } = options;
  let failures: { at: number; ip: string }[] = [];
  let alertedAt = Number.NEGATIVE_INFINITY;

  const prune = (at: number) => {
    failures = failures.filter((failure) => failure.at > at - windowMs);
  };

  return {
    failed(ip: string): void {
      const at = now().getTime();
      prune(at);
      failures.push({ at, ip });
      if (failures.length > MAX_REMEMBERED) failures.shift();
    },

    /**
     * The attack to report when the gate has just locked and no alert went out in the last
     * window; null otherwise. Answering it counts as alerting.
     */
    alertDue(locked: AdminGateAttack['locked']): AdminGateAttack | null {
      const at = now().getTime();
      if (at - alertedAt < windowMs) return null;
      alertedAt = at;
      prune(at);
      return {
        locked,
        failures: failures.length,
        windowMinutes: Math.round(windowMs / 60_000),
        addresses: [...new Set(failures.map((failure) => failure.ip))],
      };
    },
  };
}
