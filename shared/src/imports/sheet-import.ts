import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';

/**
 * Issue 35: customers, suppliers and products (with their opening stock) brought in from a
 * spreadsheet, .xlsx or CSV. The browser reads the file, the user maps its columns to these
 * fields (the mapping is remembered), then the server checks every row with the forms' own rules
 * and messages (a preview: nothing written) and creates the rows that passed.
 *
 * Decisions (where Zoho Books and Vyapar differ, we follow what a Tally user would expect):
 * - A row whose name the books have already is matched and left as it is, never overwritten: a
 *   sheet imported twice creates nothing the second time.
 * - Several rows of one product, each with its own batch, are one product whose opening stock is
 *   in those batches (a chemist's stock list has a row per batch). The same product twice without
 *   batches is refused: which of the two rows is right is the user's call.
 * - A party's opening balance is what the customer owes, or what is owed to the supplier, unless
 *   the Dr/Cr column (or 'Dr'/'Cr' after the amount) says otherwise.
 * - A party without a state takes the one its GSTIN is registered in; without a country, India.
 * - A product's taxability, when not given, follows its GST rate: Taxable above 0, else Nil Rated.
 * - Importing needs 'manage_books', as the Tally import does: it is setting up the books.
 */
export const SHEET_KINDS = ['customers', 'suppliers', 'products'] as const;
export type SheetKind = (typeof SHEET_KINDS)[number];

export const SHEET_KIND_LABELS: Record<SheetKind, string> = {
  customers: 'Customers',
  suppliers: 'Suppliers',
  products: 'Products and opening stock',
};

export interface SheetField {
  key: string;
  /** The template's column heading, and how the mapping step names the field. */
  label: string;
  required?: boolean;
  /** Other headings that mean this field, as other tools and people write them (lower case). */
  aliases: readonly string[];
  /** What the template's example row holds. */
  example: string;
}

const PARTY_FIELDS: readonly SheetField[] = [
  {
    key: 'name',
    label: 'Name',
    required: true,
    aliases: ['party name', 'customer name', 'supplier name', 'ledger name', 'billing name', 'party', 'company name'],
    example: 'Sai Medical Stores',
  },
  {
    key: 'gstin',
    label: 'GSTIN',
    aliases: ['gst no', 'gst number', 'gstin uin', 'gst', 'tin'],
    example: '27AAPFU0939F1ZV',
  },
  {
    key: 'phone',
    label: 'Phone',
    aliases: ['mobile', 'phone number', 'mobile number', 'mobile no', 'phone no', 'contact number', 'contact'],
    example: '9876543210',
  },
  {
    key: 'email',
    label: 'Email',
    aliases: ['e mail', 'email id', 'email address', 'mail'],
    example: 'sai@example.com',
  },
  {
    key: 'address',
    label: 'Address',
    aliases: ['billing address', 'address line 1', 'street'],
    example: '12 MG Road, Pune',
  },
  { key: 'state', label: 'State', aliases: ['state name', 'billing state', 'place of supply'], example: 'Maharashtra' },
  {
    key: 'pincode',
    label: 'Pincode',
    aliases: ['pin code', 'pin', 'zip', 'zip code', 'postal code'],
    example: '411001',
  },
  { key: 'country', label: 'Country', aliases: ['billing country'], example: 'India' },
  {
    key: 'opening_balance',
    label: 'Opening balance',
    aliases: ['opening', 'opening bal', 'balance', 'opening amount'],
    example: '12500.00',
  },
  { key: 'balance_side', label: 'Dr/Cr', aliases: ['dr cr', 'balance type', 'dr or cr', 'type'], example: 'Dr' },
];

const PRODUCT_FIELDS: readonly SheetField[] = [
  {
    key: 'name',
    label: 'Product name',
    required: true,
    aliases: ['name', 'item name', 'product', 'item', 'stock item', 'stock item name', 'particulars'],
    example: 'Paracetamol 500mg (10 x 10)',
  },
  {
    key: 'unit',
    label: 'Unit',
    required: true,
    aliases: ['uom', 'units', 'unit of measure', 'measuring unit', 'primary unit'],
    example: 'Box',
  },
  { key: 'hsn', label: 'HSN/SAC', aliases: ['hsn', 'hsn code', 'sac', 'hsn sac code', 'hsn sac'], example: '30049099' },
  {
    key: 'gst_rate',
    label: 'GST rate %',
    aliases: ['gst rate', 'gst %', 'gst', 'tax rate', 'tax %', 'rate of tax', 'igst rate', 'gst percentage'],
    example: '12',
  },
  { key: 'taxability', label: 'Taxability', aliases: ['tax type', 'taxable'], example: 'Taxable' },
  {
    key: 'opening_quantity',
    label: 'Opening quantity',
    aliases: ['opening stock', 'opening qty', 'quantity', 'qty', 'stock', 'closing stock'],
    example: '100',
  },
  {
    key: 'opening_rate',
    label: 'Opening rate',
    aliases: ['rate', 'purchase rate', 'purchase price', 'cost', 'cost price', 'opening price'],
    example: '18.50',
  },
  { key: 'batch', label: 'Batch', aliases: ['batch no', 'batch number', 'batch name'], example: 'PCM2409' },
  { key: 'expiry', label: 'Expiry', aliases: ['exp', 'expiry date', 'exp date', 'expires'], example: '08/2027' },
  {
    key: 'low_stock_alert',
    label: 'Low stock alert',
    aliases: ['reorder level', 'minimum stock', 'min stock', 'reorder quantity'],
    example: '20',
  },
  { key: 'barcode', label: 'Barcode', aliases: ['ean', 'upc', 'bar code'], example: '8901234567890' },
  { key: 'alias', label: 'Alias', aliases: ['alias name', 'short name'], example: 'PCM 500' },
  { key: 'description', label: 'Description', aliases: ['details', 'remarks'], example: '' },
];

export const SHEET_FIELDS: Record<SheetKind, readonly SheetField[]> = {
  customers: PARTY_FIELDS,
  suppliers: PARTY_FIELDS,
  products: PRODUCT_FIELDS,
};

/** How headings are compared: 'GST No.' and 'gst no' are the same heading. */
export const headingKey = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();

/** The field a heading names by itself (its label or one of its aliases), if any. */
export function fieldOfHeading(kind: SheetKind, heading: string): SheetField | undefined {
  const key = headingKey(heading);
  return SHEET_FIELDS[kind].find(
    (field) => headingKey(field.label) === key || field.aliases.some((alias) => headingKey(alias) === key),
  );
}

/** Rows checked or imported in one request: the page sends a sheet in parts of this size. */
export const SHEET_ROWS_PER_REQUEST = 200;
/** The most rows one sheet may have (split a larger one): its preview is checked in parts too. */
export const SHEET_MAX_ROWS = 10_000;

export const SHEET_MESSAGES = {
  empty: 'The sheet has no rows under its headings.',
  tooMany: `The sheet has more than ${SHEET_MAX_ROWS.toLocaleString('en-IN')} rows: import it in parts.`,
  unreadable: 'This file could not be read. Save it as .xlsx or CSV and try again.',
  fileType: 'Choose an Excel (.xlsx) or CSV file.',
  unmapped: (label: string) => `Choose the column that holds ${label}`,
  twice: (name: string, row: number) => `'${name}' is also on row ${row}`,
  balanceSide: 'Dr/Cr must be Dr or Cr',
} as const;

/** One row of the sheet as the mapping made it: its row number in the file and its fields' texts. */
export const sheetRowSchema = z.object({
  row: z.int().check(z.positive()),
  values: z.record(z.string(), z.string().check(z.maxLength(1000, 'A cell holds at most 1,000 characters'))),
});
export type SheetRow = z.infer<typeof sheetRowSchema>;

export const sheetRowsRequestSchema = z.object({
  company_id: companyIdField,
  kind: z.enum(SHEET_KINDS, { error: `kind must be one of: ${SHEET_KINDS.join(', ')}` }),
  rows: z
    .array(sheetRowSchema)
    .check(
      z.minLength(1, SHEET_MESSAGES.empty),
      z.maxLength(SHEET_ROWS_PER_REQUEST, `At most ${SHEET_ROWS_PER_REQUEST} rows a request`),
    ),
});
export type SheetRowsRequest = z.infer<typeof sheetRowsRequestSchema>;

export const SHEET_ROW_STATUSES = ['new', 'exists', 'refused', 'created'] as const;
export type SheetRowStatus = (typeof SHEET_ROW_STATUSES)[number];

export const sheetProblemSchema = z.object({
  /** The field's label ('GSTIN'), or null for the row as a whole. */
  column: z.nullable(z.string()),
  message: z.string(),
});

/**
 * What became of a row: new (the preview: it will be created), created, exists (the books have
 * that name already: left as it is) or refused, with the forms' messages.
 */
export const sheetRowOutcomeSchema = z.object({
  row: z.number(),
  name: z.string(),
  status: z.enum(SHEET_ROW_STATUSES),
  problems: z.array(sheetProblemSchema),
});
export type SheetRowOutcome = z.infer<typeof sheetRowOutcomeSchema>;

export const sheetRowsOutcomeSchema = z.object({ rows: z.array(sheetRowOutcomeSchema) });

const nameKeyOf = (row: SheetRow) => (row.values.name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A sheet's rows as the records they make: a row each, but a product's rows, when each gives a
 * batch, together (its opening stock in those batches). A name met again otherwise is refused on
 * its later row. The page splits a sheet into requests on these records' edges, and the server
 * groups each request's rows the same way.
 */
export function sheetRecords(
  kind: SheetKind,
  rows: readonly SheetRow[],
): { records: SheetRow[][]; twice: SheetRowOutcome[] } {
  const byName = new Map<string, SheetRow[]>();
  const records: SheetRow[][] = [];
  const twice: SheetRowOutcome[] = [];
  for (const row of rows) {
    const key = nameKeyOf(row);
    const record = key === '' ? undefined : byName.get(key);
    const batched = (each: SheetRow) => Boolean(each.values.batch?.trim());
    if (!record) {
      const made = [row];
      records.push(made);
      if (key !== '') byName.set(key, made);
    } else if (kind === 'products' && batched(row) && record.every(batched)) {
      record.push(row);
    } else {
      const first = record[0]?.row ?? row.row;
      const name = row.values.name?.trim() ?? '';
      twice.push({
        row: row.row,
        name,
        status: 'refused',
        problems: [{ column: null, message: SHEET_MESSAGES.twice(name, first) }],
      });
    }
  }
  return { records, twice };
}
