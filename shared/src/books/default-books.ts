/**
 * What every new company's books start with: the predefined accounting groups Indian bookkeepers
 * know from Tally (15 primary groups and their standard sub-groups, with Sundry Debtors and Sundry
 * Creditors shown as Debtors and Creditors, as the spec's ledgers read) and the ledgers every GST
 * invoice needs. Defaults are protected: they can be used but not renamed or deleted.
 */
export type GroupNature = 'Assets' | 'Liabilities' | 'Income' | 'Expenses';

export interface DefaultGroup {
  name: string;
  /** The parent group's name; primary groups have none. */
  parent: string | null;
  nature: GroupNature;
  /** Tally's name where ours differs. */
  alias?: string;
}

export const DEFAULT_GROUPS: readonly DefaultGroup[] = [
  { name: 'Branch / Divisions', parent: null, nature: 'Liabilities' },
  { name: 'Capital Account', parent: null, nature: 'Liabilities' },
  { name: 'Current Assets', parent: null, nature: 'Assets' },
  { name: 'Current Liabilities', parent: null, nature: 'Liabilities' },
  { name: 'Direct Expenses', parent: null, nature: 'Expenses' },
  { name: 'Direct Incomes', parent: null, nature: 'Income' },
  { name: 'Fixed Assets', parent: null, nature: 'Assets' },
  { name: 'Indirect Expenses', parent: null, nature: 'Expenses' },
  { name: 'Indirect Incomes', parent: null, nature: 'Income' },
  { name: 'Investments', parent: null, nature: 'Assets' },
  { name: 'Loans (Liability)', parent: null, nature: 'Liabilities' },
  { name: 'Misc. Expenses (ASSET)', parent: null, nature: 'Assets' },
  { name: 'Purchase Accounts', parent: null, nature: 'Expenses' },
  { name: 'Sales Accounts', parent: null, nature: 'Income' },
  { name: 'Suspense A/c', parent: null, nature: 'Liabilities' },
  { name: 'Bank Accounts', parent: 'Current Assets', nature: 'Assets' },
  { name: 'Bank OD A/c', parent: 'Loans (Liability)', nature: 'Liabilities' },
  { name: 'Cash-in-Hand', parent: 'Current Assets', nature: 'Assets' },
  { name: 'Deposits (Asset)', parent: 'Current Assets', nature: 'Assets' },
  { name: 'Duties & Taxes', parent: 'Current Liabilities', nature: 'Liabilities' },
  { name: 'Loans & Advances (Asset)', parent: 'Current Assets', nature: 'Assets' },
  { name: 'Provisions', parent: 'Current Liabilities', nature: 'Liabilities' },
  { name: 'Reserves & Surplus', parent: 'Capital Account', nature: 'Liabilities' },
  { name: 'Secured Loans', parent: 'Loans (Liability)', nature: 'Liabilities' },
  { name: 'Stock-in-Hand', parent: 'Current Assets', nature: 'Assets' },
  { name: 'Creditors', parent: 'Current Liabilities', nature: 'Liabilities', alias: 'Sundry Creditors' },
  { name: 'Debtors', parent: 'Current Assets', nature: 'Assets', alias: 'Sundry Debtors' },
  { name: 'Unsecured Loans', parent: 'Loans (Liability)', nature: 'Liabilities' },
];

export interface DefaultLedger {
  name: string;
  group: string;
}

export const DEFAULT_LEDGERS: readonly DefaultLedger[] = [
  { name: 'Cash', group: 'Cash-in-Hand' },
  { name: 'Sales', group: 'Sales Accounts' },
  { name: 'Purchase', group: 'Purchase Accounts' },
  { name: 'Output CGST', group: 'Duties & Taxes' },
  { name: 'Output SGST', group: 'Duties & Taxes' },
  { name: 'Output IGST', group: 'Duties & Taxes' },
  { name: 'Input CGST', group: 'Duties & Taxes' },
  { name: 'Input SGST', group: 'Duties & Taxes' },
  { name: 'Input IGST', group: 'Duties & Taxes' },
  { name: 'Round Off', group: 'Indirect Expenses' },
];
