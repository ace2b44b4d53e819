import { roundProblems, type DeliveryRound } from '#domain/delivery-rounds';
import type { FieldIssue } from '#shared/api-error';
import type {
  ClosedDayEntry,
  ClosedDayValues,
  DeliveryRounds,
  DeliveryRoundValues,
} from '#shared/schemas/delivery-rounds';
import type { Transaction } from '#server/db/transaction';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { createDeliveryRoundsRepo, type StoredClosedDay } from './delivery-rounds.repo.ts';

const roundNotFound = () => new AppError('not_found', 'Delivery round not found');

/** A round as the audit log compares it: everything but its id (the entry's entity). */
const auditValues = ({ id: _id, ...round }: DeliveryRound) => round;

/**
 * Every problem roundProblems finds, as one 400: all its sentences as the message, and each
 * beside its field in `details`, so the form can show them where they belong.
 */
function refuseIfUnsound(round: DeliveryRound, others: readonly DeliveryRound[]): void {
  const problems = roundProblems(round, others);
  if (problems.length === 0) return;
  const details: FieldIssue[] = problems.map(({ field, message }) => ({ path: field, message }));
  throw new AppError('validation', problems.map((p) => p.message).join(' '), details);
}

/**
 * The back office's rounds and closed days. Each change runs in one transaction with its audit
 * entry, holding the rounds' lock, so the overlap check sees every other round as it will be.
 */
export function createDeliveryRoundsService(deps: {
  db: Database;
  transaction: Transaction;
  audit: Pick<AuditLog, 'record' | 'recordChange'>;
  now: () => Date;
  /** After each change committed: the offered days must follow it. */
  changed: () => void;
}) {
  const { audit, now } = deps;
  /** A change: one transaction holding the rounds' lock; then the offered days follow it. */
  const change = async <T>(
    work: (repo: ReturnType<typeof createDeliveryRoundsRepo>, tx: Database) => Promise<T>,
  ): Promise<T> => {
    const result = await deps.transaction(async (tx) => {
      const repo = createDeliveryRoundsRepo(tx);
      await repo.lockRounds();
      return work(repo, tx);
    });
    deps.changed();
    return result;
  };

  /** A new round has no id yet: 0 matches none of the others'. */
  const draft = (values: DeliveryRoundValues, id = 0): DeliveryRound => ({ id, ...values });

  return {
    async list(): Promise<DeliveryRounds> {
      const repo = createDeliveryRoundsRepo(deps.db);
      const [rounds, closedDays] = await Promise.all([repo.listRounds(), repo.listClosedDays()]);
      return { rounds, closedDays };
    },

    async create(values: DeliveryRoundValues, source: AuditSource): Promise<DeliveryRound> {
      return change(async (repo, tx) => {
        refuseIfUnsound(draft(values), await repo.listRounds());
        const round = await repo.insertRound(values, now());
        await audit.record(tx, {
          action: 'delivery.round_created',
          ...source,
          entity: { type: 'round', id: round.id },
          after: auditValues(round),
        });
        return round;
      });
    },

    async update(
      id: number,
      values: DeliveryRoundValues,
      source: AuditSource,
    ): Promise<DeliveryRound> {
      return change(async (repo, tx) => {
        const rounds = await repo.listRounds();
        const before = rounds.find((round) => round.id === id);
        if (!before) throw roundNotFound();
        refuseIfUnsound(
          draft(values, id),
          rounds.filter((round) => round.id !== id),
        );
        const after = await repo.updateRound(id, values, now());
        if (!after) throw roundNotFound();
        await audit.recordChange(tx, {
          action: 'delivery.round_updated',
          ...source,
          entity: { type: 'round', id },
          before: auditValues(before),
          after: auditValues(after),
        });
        return after;
      });
    },

    async remove(id: number, source: AuditSource): Promise<{ message: string }> {
      return change(async (repo, tx) => {
        // Listed before the delete: its closed days go with it, and the entry says which.
        const closedDays = await repo.listClosedDays(id);
        const round = await repo.deleteRound(id);
        if (!round) throw roundNotFound();
        await audit.record(tx, {
          action: 'delivery.round_deleted',
          ...source,
          entity: { type: 'round', id },
          before: {
            ...auditValues(round),
            closedDays: closedDays.map(({ date, reason }) => ({ date, reason })),
          },
        });
        return { message: `Deleted the round ${round.name}` };
      });
    },

    async closeDay(day: ClosedDayValues, source: AuditSource): Promise<ClosedDayEntry> {
      return change(async (repo, tx) => {
        const round = day.roundId === null ? null : await repo.findRound(day.roundId);
        if (day.roundId !== null && !round) {
          throw new AppError('validation', 'There is no such round', [
            { path: 'roundId', message: 'There is no such round' },
          ]);
        }
        const closed = await repo.insertClosedDay(day, now());
        if (!closed) {
          const which = round ? `for ${round.name}` : 'for every round';
          throw new AppError('conflict', `${day.date} is closed already ${which}`, [
            { path: 'date', message: `${day.date} is closed already ${which}` },
          ]);
        }
        await audit.record(tx, {
          action: 'delivery.day_closed',
          ...source,
          entity: { type: 'closed_day', id: closed.id },
          after: closedDayValues(closed),
        });
        return closed;
      });
    },

    async reopenDay(id: number, source: AuditSource): Promise<{ message: string }> {
      return change(async (repo, tx) => {
        const removed = await repo.deleteClosedDay(id);
        if (!removed) throw new AppError('not_found', 'Closed day not found');
        await audit.record(tx, {
          action: 'delivery.day_reopened',
          ...source,
          entity: { type: 'closed_day', id },
          before: closedDayValues(removed),
        });
        return { message: `${removed.date} is open again` };
      });
    },
  };
}

const closedDayValues = ({ date, roundId, reason }: StoredClosedDay) => ({ date, roundId, reason });

export type DeliveryRoundsService = ReturnType<typeof createDeliveryRoundsService>;
