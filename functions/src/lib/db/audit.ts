import { randomUUID } from 'node:crypto';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { NEW_ITEM, put, type Step } from './transact';

export type AuditedEntity = 'product' | 'ledger' | 'voucher' | 'accounting_group' | 'company';
/** What is done to a voucher, ledger, product or group; an invoice's IRN got or cancelled on the IRP (issue 36). */
export type RecordAction = 'create' | 'update' | 'delete' | 'cancel' | 'irn' | 'irn_cancel';
/** What is done to the company's books: locked up to a day, or unlocked (issue 32). */
export type AuditAction = RecordAction | 'lock' | 'unlock';

export interface AuditEntry {
  companyId: string;
  entity: AuditedEntity;
  entityId: string;
  action: AuditAction;
  actorId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A record's entries sort by time under `AUDIT#<entity>#<id>#`, so its history is one Query. */
export const auditPrefix = (entity: AuditedEntity, entityId: string) => `AUDIT#${entity}#${entityId}#`;

/**
 * The edit log the Companies (Accounts) Rules require (DESIGN.md 4): who changed what, when, with
 * the record before and after. It is written in the same transaction as the change it records,
 * under the company, and no route updates or deletes it.
 */
export function auditStep(entry: AuditEntry): Step {
  const at = new Date().toISOString();
  const id = randomUUID();
  return put(
    {
      pk: `COMPANY#${entry.companyId}`,
      sk: `${auditPrefix(entry.entity, entry.entityId)}${at}#${id}`,
      entity: 'audit',
      audit_id: id,
      at,
      record_type: entry.entity,
      record_id: entry.entityId,
      action: entry.action,
      actor_id: entry.actorId,
      before: entry.before,
      after: entry.after,
    },
    NEW_ITEM,
  );
}

/** A voucher's entry: what was done to it, by whom, with the voucher before and after. */
export const auditOf = (
  action: AuditAction,
  actorId: string,
  before: VoucherRecord | null,
  after: VoucherRecord | null,
) =>
  auditStep({
    companyId: (after ?? before)?.company_id ?? '',
    entity: 'voucher',
    entityId: (after ?? before)?.voucher_id ?? '',
    action,
    actorId,
    before: before as unknown as Record<string, unknown> | null,
    after: after as unknown as Record<string, unknown> | null,
  });
