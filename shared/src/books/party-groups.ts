/**
 * The groups whose ledgers are parties (spec 1: customers are Debtors and suppliers Creditors). On
 * their own, so the voucher engine can ask without bundling the ledger form's schema (books/ledgers).
 */
export const PARTY_GROUPS = ['Debtors', 'Creditors'] as const;
export type PartyGroup = (typeof PARTY_GROUPS)[number];
export const isPartyGroup = (group: string): group is PartyGroup => (PARTY_GROUPS as readonly string[]).includes(group);
