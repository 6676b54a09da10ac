import type { BillDraft } from '@app/shared/bills/bill-draft';
import type { BillMatch } from '@app/shared/bills/bill-record';
import { accountingGroupTree, listLedgerRecords, type LedgerRecord } from '#lib/db/ledgers';
import { readDigest, type DigestRow } from '#lib/db/product-digest';

/** Words that name a business's form, not the business: 'Cipla Ltd' is 'Cipla Limited'. */
const LEGAL_FORMS = new Set(['m/s', 'ms', 'pvt', 'private', 'ltd', 'limited', 'llp', 'co', 'company', 'inc', 'the']);

/** A name as compared: lower case, letters and digits only, legal forms dropped. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9/]+/)
    .filter((word) => word && !LEGAL_FORMS.has(word))
    .join(' ')
    .replace(/\//g, '');
}

/** The creditor a draft's supplier is: the one with its GSTIN, else the one with its name. */
export function matchSupplier(draft: BillDraft, creditors: readonly LedgerRecord[]): BillMatch | null {
  const gstin = draft.supplier_gstin?.value.toUpperCase();
  const byGstin = gstin ? creditors.find((ledger) => ledger.tin?.toUpperCase() === gstin) : undefined;
  if (byGstin) return { _id: byGstin._id, name: byGstin.ledger_name, by: 'gstin' };
  const name = draft.supplier_name ? nameKey(draft.supplier_name.value) : '';
  const byName = name
    ? creditors.find(
        (ledger) => nameKey(ledger.ledger_name) === name || (ledger.alias && nameKey(ledger.alias) === name),
      )
    : undefined;
  return byName ? { _id: byName._id, name: byName.ledger_name, by: 'name' } : null;
}

const MIN_CONTAINED_NAME = 4;

/**
 * An 'others' heading of the tariff ('30049099', other medicaments: others), which holds most of a
 * pharmacy's products: it tells no product from another, so no line is matched by it alone.
 */
const isResidualHsn = (hsn: string) => hsn.length >= 6 && hsn.endsWith('99');

/**
 * The product a bill line is: one whose name (or alias) is the line's description, or is contained
 * in it as whole words ('Dolo 650 Tablet 15s' holds 'Dolo 650'; the longest such name wins); with an
 * HSN on both, they must agree. Failing a name, the only product with the line's HSN, unless
 * that HSN is an 'others' heading.
 */
export function matchProduct(line: BillDraft['lines'][number], products: readonly DigestRow[]): BillMatch | null {
  const description = ` ${nameKey(line.description.value)} `;
  const hsn = line.hsn_code?.value.replace(/\s/g, '');
  const hsnAgrees = (product: DigestRow) =>
    !hsn || !product.hsn || product.hsn.startsWith(hsn) || hsn.startsWith(product.hsn);
  const named = products
    .map((product) => {
      const names = [product.name, product.alias].flatMap((text) => (text ? [nameKey(text)] : []));
      const fits = names.filter((name) => name.length >= MIN_CONTAINED_NAME && description.includes(` ${name} `));
      return { product, length: Math.max(0, ...fits.map((name) => name.length)) };
    })
    .filter(({ product, length }) => length > 0 && hsnAgrees(product))
    .sort((a, b) => b.length - a.length);
  const best = named[0]?.product;
  if (best) return { _id: best.id, name: best.name, by: 'name' };
  const sameHsn = hsn && !isResidualHsn(hsn) ? products.filter((product) => product.hsn === hsn) : [];
  const only = sameHsn.length === 1 ? sameHsn[0] : undefined;
  return only ? { _id: only.id, name: only.name, by: 'hsn' } : null;
}

/** The company's creditors: live ledgers under Creditors at any depth. */
async function creditorsOf(companyId: string): Promise<LedgerRecord[]> {
  const [ledgers, tree] = await Promise.all([listLedgerRecords(companyId), accountingGroupTree(companyId)]);
  return ledgers.filter(
    (ledger) =>
      !ledger.is_deleted && (ledger.parent === 'Creditors' || tree.partyGroupOf(ledger.parent_id) === 'Creditors'),
  );
}

/** The draft's supplier and lines matched to the company's creditors and products, as they are now. */
export async function matchDraft(companyId: string, draft: BillDraft) {
  const [creditors, products] = await Promise.all([creditorsOf(companyId), readDigest(companyId)]);
  return {
    supplier_match: matchSupplier(draft, creditors),
    line_matches: draft.lines.map((line) => matchProduct(line, products)),
  };
}
