// Who in the back office may use what: each admin endpoint names its area, and this
// table says which roles may use each area. The server checks it on every back-office request;
// the back office reads it only to hide tabs a person could not use anyway.

export const STAFF_ROLES = ['owner', 'office', 'driver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles the owner may invite: there is one owner, person 1. */
export const INVITABLE_ROLES = ['office', 'driver'] as const satisfies readonly StaffRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const STAFF_STATUSES = ['invited', 'active', 'suspended'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The owner: migrated from the one shared account, signing in with ADMIN_PASSWORD. */
export const OWNER_ID = 1;

export const STAFF_AREAS = [
  'orders',
  'customers',
  'deliveries',
  'payments',
  'invoices',
  'dashboard',
  'regions',
  'settings',
  'people',
  'erasure',
  'backups',
  'audit',
  'two-factor',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * The areas each role may use besides what every signed-in person may (signing in and out,
 * the session check, which are not admin endpoints). The owner may use everything. Two-factor
 * settings are the owner's until each person has a second factor of their own (decision 044).
 * A driver's rounds are not an area of the back office yet, so a driver uses none.
 */
const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  office: ['orders', 'customers', 'deliveries', 'payments', 'invoices', 'dashboard'],
  driver: [],
};

/**
 * Whether a role may use an area. Fails closed: an endpoint that names no area is the
 * owner's alone, so a new endpoint is never opened to staff by forgetting it.
 */
export function mayUse(role: StaffRole, area: StaffArea | undefined): boolean {
  if (role === 'owner') return true;
  return area !== undefined && ROLE_AREAS[role].includes(area);
}

/** The areas a role may use, for the back office to show only those tabs. */
export const areasOf = (role: StaffRole): readonly StaffArea[] => ROLE_AREAS[role];

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationExpiresAt = (sentAt: Date): Date =>
  new Date(sentAt.getTime() + INVITATION_DAYS * DAY_MS);

/** What the owner may do to a person's status; null when the change is not allowed. */
export function statusChange(
  person: { id: number; status: StaffStatus; hasPassword: boolean },
  action: 'suspend' | 'reinstate',
): StaffStatus | null {
  if (person.id === OWNER_ID) return null;
  if (action === 'suspend') return person.status === 'suspended' ? null : 'suspended';
  if (person.status !== 'suspended') return null;
  // Someone suspended before accepting still has an invitation to accept, not a password.
  return person.hasPassword ? 'active' : 'invited';
}
