import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';
import { MAX_DATE, MIN_DATE } from '../companies';

/**
 * The e-invoice's API (issue 36): the company's setting, an invoice's e-invoice (its JSON, what
 * stops it, its IRN), generating and cancelling the IRN through the IRP's API, the portal's bulk
 * upload file and its response file.
 */

/** Hours after its acknowledgement an IRN can be cancelled on the IRP. */
export const IRN_CANCEL_HOURS = 24;

export const EINVOICE_CANCEL_REASONS = {
  '1': 'Duplicate',
  '2': 'Data entry mistake',
  '3': 'Order cancelled',
  '4': 'Others',
} as const;
export type EInvoiceCancelReason = keyof typeof EINVOICE_CANCEL_REASONS;

/** A day as the e-invoice's and e-way bill's forms take it (YYYY-MM-DD, within the app's dates). */
export const dateField = (label: string) =>
  z.iso
    .date(`${label} must be a date (YYYY-MM-DD)`)
    .check(z.refine((value) => value >= MIN_DATE && value <= MAX_DATE, `${label} must be a date`));

/** An invoice's registration, as the invoice shows and prints it. */
export const einvoiceStatusSchema = z.object({
  irn: z.string(),
  ack_no: z.string(),
  ack_date: z.string(),
  /** The IRP's signed QR code (a JWT), printed as the QR. */
  signed_qr: z.string(),
  status: z.enum(['active', 'cancelled']),
  /** How the IRN came: through the IRP's API, or from the portal's response file. */
  source: z.enum(['api', 'portal']),
  cancelled_at: z.nullable(z.string()),
  cancel_reason: z.nullable(z.string()),
  /** Until when the IRN can still be cancelled (ISO time); null once cancelled. */
  cancellable_until: z.nullable(z.string()),
});
export type EInvoiceStatus = z.infer<typeof einvoiceStatusSchema>;

export const einvoiceProblemSchema = z.object({ where: z.string(), message: z.string() });

/** GET /einvoice/{id}: the invoice's e-invoice JSON, what stops it, and its IRN when it has one. */
export const einvoiceViewSchema = z.object({
  applicable: z.boolean(),
  json: z.nullable(z.record(z.string(), z.unknown())),
  problems: z.array(einvoiceProblemSchema),
  einvoice: z.nullable(einvoiceStatusSchema),
});
export type EInvoiceView = z.infer<typeof einvoiceViewSchema>;

/** What getting and cancelling an IRN answer (the web app shows the same words). */
export const EINVOICE_REQUEST_MESSAGES = {
  noApiUser:
    'Save the IRP API user in Settings > E-invoice to get IRNs directly, or upload the bulk file on the e-invoice portal',
  hasIrn: 'This invoice already has an IRN',
  noIrn: 'This invoice has no IRN to cancel',
  cancelTooLate:
    'An IRN can be cancelled within 24 hours of its acknowledgement only: raise a credit note against the invoice instead',
  refused: (reason: string) => `The IRP refused the invoice: ${reason}`,
  unreachable: 'The IRP could not be reached; nothing was changed. Try again in a few minutes',
  irnMismatch: "The IRN the IRP returned is not this invoice's: nothing was kept. Check the invoice on the portal",
  generated: (ackNo: string) => `IRN generated (Ack No ${ackNo})`,
  duplicate: (ackNo: string) => `The IRP already had this invoice: its IRN (Ack No ${ackNo}) is now on the invoice`,
  cancelled: 'IRN cancelled on the IRP, and the invoice cancelled in the books',
} as const;

export const companyBodySchema = z.strictObject({ company_id: companyIdField });

export const CANCEL_MESSAGES = {
  reason: 'Pick the reason for cancelling the IRN',
  remark: 'Say why the IRN is cancelled (at most 100 characters)',
} as const;

export const cancelIrnInputSchema = z.strictObject({
  company_id: companyIdField,
  reason: z.enum(Object.keys(EINVOICE_CANCEL_REASONS) as [EInvoiceCancelReason, ...EInvoiceCancelReason[]], {
    error: CANCEL_MESSAGES.reason,
  }),
  remark: z.string().check(z.trim(), z.minLength(1, CANCEL_MESSAGES.remark), z.maxLength(100, CANCEL_MESSAGES.remark)),
});
export type CancelIrnInput = z.output<typeof cancelIrnInputSchema>;

/** At most this many invoices in one answer of GET /einvoice/pending: a shorter period takes the rest. */
export const MAX_PENDING = 1000;

/** GET /einvoice/pending: the invoices of a period still to be reported, for the portal's bulk upload. */
export const pendingQuerySchema = z.object({
  company_id: companyIdField,
  from: dateField('From'),
  to: dateField('To'),
});

export const pendingEInvoicesSchema = z.object({
  documents: z.array(
    z.object({
      vouchar_id: z.string(),
      voucher_number: z.string(),
      date: z.string(),
      json: z.record(z.string(), z.unknown()),
    }),
  ),
  /** Invoices of the period that cannot leave as they are, and why. */
  refused: z.array(
    z.object({ vouchar_id: z.string(), voucher_number: z.string(), problems: z.array(einvoiceProblemSchema) }),
  ),
  /** More than MAX_PENDING invoices: the answer holds the first; a shorter period takes the rest. */
  truncated: z.boolean(),
});
export type PendingEInvoices = z.infer<typeof pendingEInvoicesSchema>;

export const RESPONSE_FILE_MAX_CHARS = 5_000_000;

export const RESPONSE_MESSAGES = {
  file: "Choose the e-invoice portal's response file (JSON)",
  unreadable:
    "This is not the e-invoice portal's response file: it should be the JSON the portal gives after a bulk upload",
  tooLarge: 'The response file is larger than 5 MB: upload the responses of fewer invoices at a time',
  unsigned: "Its signed QR code is not the IRP's: not attached",
  ackDate: 'Its acknowledgement date is not written as the IRP writes dates: not attached',
  notFound: (type: string, number: string) => `No ${type} numbered ${number} in this company`,
  otherIrn: 'This invoice has another IRN already',
  wrongIrn: "The IRN is not this invoice's (the hash of GSTIN, year, type and number differs)",
  failed: (reason: string) => `The portal refused it: ${reason}`,
  done: (attached: number, refused: number) =>
    `${attached} IRN${attached === 1 ? '' : 's'} attached${refused ? `, ${refused} not` : ''}`,
} as const;

/** POST /einvoice/responses: the portal's response file after a bulk upload. */
export const responseFileInputSchema = z.strictObject({
  company_id: companyIdField,
  file: z
    .string({ error: RESPONSE_MESSAGES.file })
    .check(z.minLength(1, RESPONSE_MESSAGES.file), z.maxLength(RESPONSE_FILE_MAX_CHARS, RESPONSE_MESSAGES.tooLarge)),
});

export const responseFileResultSchema = z.object({
  attached: z.array(
    z.object({ vouchar_id: z.string(), voucher_number: z.string(), irn: z.string(), ack_no: z.string() }),
  ),
  /** Already on their invoice with the same IRN (the file uploaded again). */
  unchanged: z.int(),
  refused: z.array(z.object({ document: z.string(), message: z.string() })),
});
export type ResponseFileResult = z.infer<typeof responseFileResultSchema>;
