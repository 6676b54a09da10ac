import type { VoucherRecord } from '#lib/books/voucher-record';
import type { PostingContext } from '#lib/books/posting-context';
import type { ProductRecord } from '#lib/db/products';

/** A ledger reference whose id is its name in lower case, hyphenated ('Output CGST' -> 'output-cgst'). */
const ledger = (name: string) => ({ ledger_id: name.toLowerCase().replace(/\s+/g, '-'), ledger_name: name });

export interface ContextOptions {
  companyId: string;
  party: { id: string; name: string; group: string; tin: string | null };
  intraState: boolean;
  products: Map<string, ProductRecord>;
  account?: { id: string; name: string } | null;
  /** A note's invoice. */
  original?: VoucherRecord | null;
}

/**
 * What the voucher engine needs to build a voucher without the database: a tax-registered
 * company with the default ledgers, the party, and the products its lines name.
 */
export const postingContext = ({
  companyId,
  party,
  intraState,
  products,
  account = null,
  original = null,
}: ContextOptions): PostingContext => ({
  companyId,
  taxEnabled: true,
  placeOfSupply: intraState ? 'Maharashtra' : 'Karnataka',
  intraState,
  party: {
    id: party.id,
    details: {
      name: party.name,
      group: party.group,
      tin: party.tin,
      address: null,
      state: null,
      country: null,
      pincode: null,
      phone: null,
      email: null,
    },
  },
  account,
  products,
  original,
  settling: new Map(),
  batches: new Map(),
  batchStates: new Map(),
  ledgers: {
    sales: {
      main: ledger('Sales'),
      cgst: ledger('Output CGST'),
      sgst: ledger('Output SGST'),
      igst: ledger('Output IGST'),
    },
    purchase: {
      main: ledger('Purchase'),
      cgst: ledger('Input CGST'),
      sgst: ledger('Input SGST'),
      igst: ledger('Input IGST'),
    },
    roundOff: ledger('Round Off'),
  },
  journal: [],
  expenseLedgers: new Map(),
});
