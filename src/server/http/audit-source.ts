import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '#shared/schemas/audit';
import type { SessionKind } from './sessions.repo.ts';

/** The sessions each request carried (or started), by kind, as audit references. */
const sessionsSeen = new WeakMap<FastifyRequest, Partial<Record<SessionKind, string>>>();
/** The back-office person of the request's admin session, once known. */
const peopleSeen = new WeakMap<FastifyRequest, number>();

/**
 * How the log names a session: a hash of its stored key, so entries of one sign-in share it
 * while neither the cookie's token nor the sessions table's key is written anywhere else.
 */
export const sessionReference = (idHash: string) =>
  createHash('sha256').update(`audit:${idHash}`).digest('hex').slice(0, 16);

/** Called by the session store for a live session it found, or one it started. */
export function noteSession(
  request: FastifyRequest,
  kind: SessionKind,
  idHash: string,
  staffId: number | null = null,
): void {
  const seen = sessionsSeen.get(request) ?? {};
  sessionsSeen.set(request, { ...seen, [kind]: sessionReference(idHash) });
  if (kind === 'admin' && staffId !== null) peopleSeen.set(request, staffId);
}

/**
 * Who made the request, for its audit entries: the actor, the client's address (through
 * TRUST_PROXY), the session of that actor's kind, if the request had one, and for the back
 * office the person of that session (every entry names who did it).
 */
export function auditSource(request: FastifyRequest, actor: AuditActor) {
  const kind = actor === 'admin' || actor === 'customer' ? actor : null;
  const sessionId = kind ? (sessionsSeen.get(request)?.[kind] ?? null) : null;
  const staffId = actor === 'admin' ? (peopleSeen.get(request) ?? null) : null;
  return { actor, ip: request.ip, sessionId, staffId };
}
