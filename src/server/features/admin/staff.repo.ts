import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole, StaffStatus } from '#domain/staff-roles';
import type { Database } from '#server/db/client';
import { staff, staffInvitations } from './admin.tables.ts';

export type StaffRow = typeof staff.$inferSelect;

/** The only SQL for the back office's people and their invitation links. */
export function createStaffRepo(db: Database) {
  return {
    async find(id: number): Promise<StaffRow | null> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      return row ?? null;
    },

    async findByEmail(email: string): Promise<StaffRow | null> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email));
      return row ?? null;
    },

    list(): Promise<StaffRow[]> {
      return db.select().from(staff).orderBy(asc(staff.id));
    },

    /** The new person's id, or null when the email is already someone's. */
    async insert(values: {
      email: string;
      name: string;
      role: StaffRole;
      now: Date;
    }): Promise<number | null> {
      const [row] = await db
        .insert(staff)
        .values({
          email: values.email,
          name: values.name,
          role: values.role,
          status: 'invited',
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing()
        .returning({ id: staff.id });
      return row?.id ?? null;
    },

    /** Changes the status only while it is still `from`: two changes at once, one wins. */
    async setStatus(id: number, from: StaffStatus, to: StaffStatus, now: Date): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ status: to, updatedAt: now })
        .where(and(eq(staff.id, id), eq(staff.status, from)))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    /** An invited person's password: they become active. */
    async activate(id: number, passwordHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ passwordHash, status: 'active', updatedAt: now })
        .where(and(eq(staff.id, id), eq(staff.status, 'invited')))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    async markSignedIn(id: number, at: Date): Promise<void> {
      await db.update(staff).set({ lastSignInAt: at }).where(eq(staff.id, id));
    },

    /** A new link; the person's earlier ones stop working. */
    async addInvitation(values: {
      staffId: number;
      tokenHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db
        .update(staffInvitations)
        .set({ usedAt: values.now })
        .where(and(eq(staffInvitations.staffId, values.staffId), isNull(staffInvitations.usedAt)));
      await db.insert(staffInvitations).values({
        staffId: values.staffId,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        createdAt: values.now,
      });
    },

    /**
     * Marks the link used and answers its person, in one statement: of two uses at once, only
     * one gets a person back. Null when unknown, used or expired.
     */
    async consumeInvitation(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(staffInvitations)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffInvitations.tokenHash, tokenHash),
            isNull(staffInvitations.usedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .returning({ staffId: staffInvitations.staffId });
      return row?.staffId ?? null;
    },
  };
}

export type StaffRepo = ReturnType<typeof createStaffRepo>;
