/**
 * What the audit log can record, owned by the modules that record it. Each module names its
 * area's actions with their labels (`defineAuditArea`), adds their names to `AuditActions` by
 * declaration merging beside them, and hands the area to the log as it registers
 * (`ctx.audit.declare`). The Audit tab reads the labels from the server: no central list names
 * them.
 *
 *   export const orderAudit = defineAuditArea('order', 'Orders', { placed: 'Order: placed' });
 *   declare module '#shared/audit-vocabulary' {
 *     interface AuditActions extends ActionsOf<typeof orderAudit> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface AuditActions {}

/** "<area>.<what happened>", for every action some module declared. */
export type AuditAction = Extract<keyof AuditActions, string>;

export interface AuditArea<Action extends string = string> {
  /** The part before the dot. */
  area: string;
  /** How the Audit tab names the area in its filter. */
  label: string;
  /** Each action's full name and how the Audit tab names it. */
  actions: Readonly<Record<Action, string>>;
}

/** An area's names as the merged interface wants them: `{ 'order.placed': true, ... }`. */
export type ActionsOf<A> = A extends AuditArea<infer Action> ? Record<Action, true> : never;

/** Names an area's actions "<area>.<what>", each with its label. */
export function defineAuditArea<const Area extends string, const What extends string>(
  area: Area,
  label: string,
  actions: Record<What, string>,
): AuditArea<`${Area}.${What}`> {
  const named = Object.fromEntries(
    Object.entries<string>(actions).map(([what, actionLabel]) => [`${area}.${what}`, actionLabel]),
  ) as Record<`${Area}.${What}`, string>;
  return { area, label, actions: named };
}
