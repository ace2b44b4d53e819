import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole, StaffStatus } from '#domain/staff-roles';
import type { Database } from '#server/db/client';
import { createSessionsRepo, type SessionKind, type SessionRow } from './sessions.repo.ts';
import { AppError } from './app-error.ts';
import { noteSession } from './audit-source.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A customer who does nothing for this long signs in again (ASVS 3.3.2: idle timeout). */
export const CUSTOMER_SESSION_IDLE_MS = 2 * HOUR_MS;
/** However active, a customer session ends this long after sign-in (absolute timeout). */
export const CUSTOMER_SESSION_ABSOLUTE_MS = 12 * HOUR_MS;
/** lastSeenAt is written at most this often: one write a minute per visitor, not per request. */
const TOUCH_INTERVAL_MS = MINUTE_MS;
/** 256 bits from the CSPRNG: unguessable, so the token alone identifies the session. */
const TOKEN_BYTES = 32;

/** The back office locks itself after 30 minutes without a request... */
export const ADMIN_SESSION_IDLE_MS = 30 * MINUTE_MS;
/** ...and after 12 hours whatever happens (ASVS 7.3.2). */
export const ADMIN_SESSION_ABSOLUTE_MS = 12 * HOUR_MS;
/** Between the right password and the second factor: long enough to open the app, no more. */
export const ADMIN_PENDING_SESSION_MS = 5 * MINUTE_MS;

/** One kind of session and its cookie. */
export interface SessionPolicy {
  kind: SessionKind;
  cookieName: string;
  idleMs: number;
  absoluteMs: number;
}

export const CUSTOMER_SESSION: SessionPolicy = {
  kind: 'customer',
  cookieName: 'sid',
  idleMs: CUSTOMER_SESSION_IDLE_MS,
  absoluteMs: CUSTOMER_SESSION_ABSOLUTE_MS,
};

/** A separate cookie and kind: a customer session never opens the back office. */
export const ADMIN_SESSION: SessionPolicy = {
  kind: 'admin',
  cookieName: 'admin_sid',
  idleMs: ADMIN_SESSION_IDLE_MS,
  absoluteMs: ADMIN_SESSION_ABSOLUTE_MS,
};

/**
 * The password was right; only the code step (or setting up two-factor sign-in when it is
 * required) may use this session. Its own cookie and kind: it never opens the back office.
 */
export const ADMIN_PENDING_SESSION: SessionPolicy = {
  kind: 'admin_pending',
  cookieName: 'admin_pending',
  idleMs: ADMIN_PENDING_SESSION_MS,
  absoluteMs: ADMIN_PENDING_SESSION_MS,
};

/** The person behind a back-office session (decision 044). */
export interface AdminPerson {
  id: number;
  name: string;
  role: StaffRole;
  status: StaffStatus;
}

export const NOT_SIGNED_IN_MESSAGE = 'Please log in to continue';
export const ADMIN_REQUIRED_MESSAGE = 'Admin authentication required';

/** What is stored: a leaked sessions table does not leak live sessions. */
export const sessionIdHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionOptions {
  db: Database;
  now: () => Date;
  /** Signs the cookies, so a forged value is refused before any database lookup. */
  secret: string;
  secureCookies: boolean;
  /** Told of each new customer session, in its transaction: a sign-in (the account is in use). */
  onCustomerSignIn: (db: Database, customerId: number, at: Date) => Promise<void>;
  /** The back-office person of a session (the admin feature's table, which http/ cannot read). */
  findAdminPerson: (db: Database, staffId: number) => Promise<AdminPerson | null>;
}

/** Registers @fastify/cookie and answers the session store the routes use. */
export async function registerSessions(app: FastifyInstance, options: SessionOptions) {
  await app.register(cookie, { secret: options.secret, hook: 'onRequest' });
  return createSessions(options);
}

export function createSessions(options: SessionOptions) {
  const repo = createSessionsRepo(options.db);
  const { now } = options;
  // One lookup per request and policy, however many handlers ask.
  const resolved = new WeakMap<FastifyRequest, Map<string, Promise<SessionRow | null>>>();
  const people = new WeakMap<FastifyRequest, Promise<AdminPerson | null>>();

  const cookieOptions = () => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    signed: true,
  });

  /**
   * In production the browser itself guarantees a `__Host-` cookie was set by this origin over
   * HTTPS for the whole site, so a sibling subdomain cannot plant or overwrite a session.
   */
  const cookieName = (policy: SessionPolicy) =>
    options.secureCookies ? `__Host-${policy.cookieName}` : policy.cookieName;

  function tokenFrom(request: FastifyRequest, policy: SessionPolicy): string | null {
    const raw = request.cookies[cookieName(policy)];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid ? unsigned.value : null;
  }

  /** The live session behind the cookie, or null; an expired one is deleted on sight. */
  async function load(request: FastifyRequest, policy: SessionPolicy): Promise<SessionRow | null> {
    const token = tokenFrom(request, policy);
    if (!token) return null;
    const idHash = sessionIdHash(token);
    const row = await repo.find(idHash);
    if (!row || row.kind !== policy.kind) return null;
    const at = now().getTime();
    const idleSince = at - row.lastSeenAt.getTime();
    if (row.expiresAt.getTime() <= at || idleSince >= policy.idleMs) {
      await repo.delete(idHash);
      return null;
    }
    if (idleSince >= TOUCH_INTERVAL_MS) await repo.touch(idHash, new Date(at));
    noteSession(request, policy.kind, idHash, row.staffId);
    return row;
  }

  function remember(
    request: FastifyRequest,
    policy: SessionPolicy,
    session: Promise<SessionRow | null>,
  ): void {
    const perRequest = resolved.get(request) ?? new Map<string, Promise<SessionRow | null>>();
    resolved.set(request, perRequest.set(policy.cookieName, session));
  }

  function lookup(request: FastifyRequest, policy: SessionPolicy): Promise<SessionRow | null> {
    const cached = resolved.get(request)?.get(policy.cookieName);
    if (cached) return cached;
    const loading = load(request, policy);
    remember(request, policy, loading);
    return loading;
  }

  async function insert(
    db: Database,
    policy: SessionPolicy,
    customerId: number | null,
    staffId: number | null = null,
  ) {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const createdAt = now();
    const row: SessionRow = {
      idHash: sessionIdHash(token),
      kind: policy.kind,
      customerId,
      staffId,
      createdAt,
      lastSeenAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + policy.absoluteMs),
    };
    await createSessionsRepo(db).insert(row);
    if (policy.kind === 'customer' && customerId !== null) {
      await options.onCustomerSignIn(db, customerId, createdAt);
    }
    return { token, row };
  }

  /** A new row for a new random token, which is returned (the caller puts it in the cookie). */
  async function create(policy: SessionPolicy, customerId: number | null): Promise<string> {
    return (await insert(options.db, policy, customerId)).token;
  }

  /**
   * Signs in: whatever session this browser had is deleted and a new token issued, so a token
   * planted before sign-in is worthless after it (session fixation, ASVS 3.2.1). `record`
   * writes the sign-in's audit entry in the same transaction as the new session. Answers the
   * new session's `idHash`, which the customer's device remembers (customer-devices.ts).
   * A back-office session names its person (`staffId`).
   */
  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    policy: SessionPolicy,
    customerId: number | null,
    record: (tx: Database) => Promise<void> = async () => {},
    staffId: number | null = null,
  ): Promise<string> {
    const previous = tokenFrom(request, policy);
    const { token, row } = await options.db.transaction(async (tx) => {
      if (previous) await createSessionsRepo(tx).delete(sessionIdHash(previous));
      const started = await insert(tx, policy, customerId, staffId);
      noteSession(request, policy.kind, started.row.idHash, staffId);
      await record(tx);
      return started;
    });
    void reply.setCookie(cookieName(policy), token, {
      ...cookieOptions(),
      maxAge: Math.floor(policy.absoluteMs / 1000),
    });
    remember(request, policy, Promise.resolve(row));
    return row.idHash;
  }

  /**
   * Signs out: the row goes, so the cookie is useless even if a copy survives. `record` writes
   * the sign-out's audit entry in the same transaction, when there was a session to end.
   */
  async function end(
    request: FastifyRequest,
    reply: FastifyReply,
    policy: SessionPolicy,
    record: (tx: Database, ended: SessionRow) => Promise<void> = async () => {},
  ): Promise<void> {
    const token = tokenFrom(request, policy);
    if (token) {
      const idHash = sessionIdHash(token);
      await options.db.transaction(async (tx) => {
        const ended = await createSessionsRepo(tx).delete(idHash);
        if (!ended || ended.kind !== policy.kind) return;
        noteSession(request, policy.kind, idHash, ended.staffId);
        await record(tx, ended);
      });
    }
    clearCookie(reply, policy);
    remember(request, policy, Promise.resolve(null));
  }

  function clearCookie(reply: FastifyReply, policy: SessionPolicy): void {
    void reply.clearCookie(cookieName(policy), cookieOptions());
  }

  async function optionalCustomer(request: FastifyRequest): Promise<number | null> {
    return (await lookup(request, CUSTOMER_SESSION))?.customerId ?? null;
  }

  return {
    create,
    start,
    end,
    clearCookie,
    /** The live session of a policy behind the request's cookie (the admin guard's base). */
    lookup,
    /** The signed-in customer's id, or null for a guest. */
    optionalCustomer,
    /** The signed-in customer's id; a 401 for a guest. */
    async requireCustomer(request: FastifyRequest): Promise<number> {
      const customerId = await optionalCustomer(request);
      if (customerId === null) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
      return customerId;
    },
    /**
     * Which admin session made the request, for the record of who did what: the stored key
     * (a hash of the cookie's token, never the token), or null without a live admin session.
     */
    async adminSessionId(request: FastifyRequest): Promise<string | null> {
      return (await lookup(request, ADMIN_SESSION))?.idHash ?? null;
    },
    /** Which customer session made the request (its stored key), or null for a guest. */
    async customerSessionId(request: FastifyRequest): Promise<string | null> {
      return (await lookup(request, CUSTOMER_SESSION))?.idHash ?? null;
    },
    /**
     * The back office's guard: the person of the request's live admin session, or a 401. A
     * person no longer active (suspended in a race with this request) is refused as well.
     */
    async requireAdmin(request: FastifyRequest): Promise<AdminPerson> {
      let person = people.get(request);
      if (!person) {
        person = lookup(request, ADMIN_SESSION).then((session) =>
          session?.staffId ? options.findAdminPerson(options.db, session.staffId) : null,
        );
        people.set(request, person);
      }
      const found = await person;
      if (!found || found.status !== 'active') {
        throw new AppError('unauthorized', ADMIN_REQUIRED_MESSAGE);
      }
      return found;
    },
    /** Ends every back-office session of a person (suspended), in `db`'s transaction. */
    async destroyStaffSessions(staffId: number, db: Database): Promise<void> {
      await createSessionsRepo(db).deleteForStaff(staffId);
    },
    /**
     * Ends every session of a customer (after a password change). `db` may be the transaction
     * making the change, so both happen or neither.
     */
    async destroyAll(customerId: number, db: Database = options.db): Promise<void> {
      await createSessionsRepo(db).deleteForCustomer(customerId, 'customer');
    },
    /**
     * Ends every session of a customer but the one keyed `keepIdHash` (a password changed from
     * the account), in `db`'s transaction like `destroyAll`.
     */
    async destroyOthers(customerId: number, keepIdHash: string, db: Database): Promise<void> {
      await createSessionsRepo(db).deleteOthersForCustomer(customerId, 'customer', keepIdHash);
    },
    /** Housekeeping: deletes the sessions past their time. */
    deleteExpired(at: Date): Promise<void> {
      return repo.deleteExpired(at);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
