import type { BillDraft } from '@app/shared/bills/bill-draft';
import { INDIA } from '@app/shared/gst/state-codes';
import { ledgerInputSchema, ledgerTaxIssues, type LedgerInput } from '@app/shared/books/ledgers';
import { normalizeGstin } from '@app/shared/gst/gstin';
import { stateNameOf } from '@app/shared/gst/state-codes';

/** The New supplier dialog's boxes. */
export interface SupplierValues {
  name: string;
  tin: string;
  state: string;
}
export type SupplierField = keyof SupplierValues;

/** The state a GSTIN was issued in (its first two digits), or undefined. */
export const stateOfGstin = (tin: string) => (tin.length >= 2 ? stateNameOf(tin.slice(0, 2)) : undefined);

/** The supplier as the bill names it: its name, its GSTIN, and the state the GSTIN says. */
export function supplierValuesOf(draft: BillDraft | null): SupplierValues {
  const tin = normalizeGstin(draft?.supplier_gstin?.value ?? '');
  return { name: draft?.supplier_name?.value.trim() ?? '', tin, state: stateOfGstin(tin) ?? '' };
}

export type SupplierCheck =
  { ok: true; input: LedgerInput } | { ok: false; issues: { field: SupplierField; message: string }[] };

const FIELD_OF: Record<string, SupplierField> = { name: 'name', tin: 'tin', mailing_state: 'state' };

/**
 * The body of POST /ledger/create for the supplier, a Creditor in India, under the shared ledger
 * rules and their tax rules (with tax on, a supplier needs its GSTIN and state).
 */
export function checkSupplier(values: SupplierValues, companyId: string, taxEnabled: boolean): SupplierCheck {
  const body = {
    name: values.name,
    company_id: companyId,
    parent: 'Creditors',
    mailing_country: INDIA,
    mailing_state: values.state,
    tin: values.tin,
  };
  const parsed = ledgerInputSchema.safeParse(body);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        field: FIELD_OF[String(issue.path[0])] ?? 'name',
        message: issue.message,
      }));
  const tax = ledgerTaxIssues(
    { mailing_country: INDIA, mailing_state: values.state.trim() || undefined, tin: values.tin.trim() || undefined },
    'Creditors',
    taxEnabled,
  );
  for (const { field, message } of tax) {
    const at = FIELD_OF[field] ?? 'name';
    if (!issues.some((issue) => issue.field === at)) issues.push({ field: at, message });
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, input: parsed.data };
}
