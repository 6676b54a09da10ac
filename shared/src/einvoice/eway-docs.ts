import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';
import { dateField, einvoiceProblemSchema } from './einvoice-docs';

/**
 * The e-way bill of an invoice (issue 36): the transport it travels by, the bill's number and
 * validity once made (with the IRN through the IRP, on the e-way bill portal from the JSON made
 * here, or typed in), and whether the goods need one at all.
 */

/** NIC's transport modes. */
export const TRANSPORT_MODE_CODES = { '1': 'Road', '2': 'Rail', '3': 'Air', '4': 'Ship' } as const;
export type TransportModeCode = keyof typeof TRANSPORT_MODE_CODES;
export const VEHICLE_TYPES = { R: 'Regular', O: 'Over dimensional cargo' } as const;
export type VehicleType = keyof typeof VEHICLE_TYPES;

/** Hours before an e-way bill's validity ends when the app starts warning. */
export const EWAY_WARNING_HOURS = 12;

export const TRANSPORT_MESSAGES = {
  mode: 'Pick the mode of transport',
  distance: 'Distance must be a whole number of kilometres from 0 to 4,000',
  vehicle: 'Vehicle number as registered, e.g. MH12AB1234 (letters and digits only)',
  transporterId: "Transporter ID is the transporter's GSTIN or 15-character TRANSIN",
  partB: 'Give the vehicle number, the transport document number or the transporter: the e-way bill needs one',
  docNumber: 'Transport document number: at most 15 letters, digits, / and -',
  saved: 'Transport details saved',
  number: 'E-way bill number has 12 digits',
  validTill: 'Valid until must be on or after the e-way bill date',
  recorded: 'E-way bill recorded',
  generated: (number: string) => `E-way bill ${number} generated`,
  needsIrn: 'Get the IRN first: the e-way bill is made for it (or make it on the e-way bill portal and record it here)',
  hasEwayBill: 'This invoice has an e-way bill already',
  noTransport: 'Save the transport details first',
  notGoods: 'An e-way bill is for goods on a sales invoice',
} as const;

const optionalText = (max: number, pattern: RegExp, message: string) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.toUpperCase(), z.maxLength(max, message)),
      z.transform((text, ctx) => {
        const compact = text.replace(/\s+/g, '');
        if (compact && !pattern.test(compact)) ctx.issues.push({ code: 'custom', input: text, message });
        return compact || undefined;
      }),
    ),
  );

/** PUT /einvoice/{id}/transport. */
export const transportInputSchema = z
  .strictObject({
    company_id: companyIdField,
    mode: z.enum(Object.keys(TRANSPORT_MODE_CODES) as [TransportModeCode, ...TransportModeCode[]], {
      error: TRANSPORT_MESSAGES.mode,
    }),
    distance_km: z
      .int(TRANSPORT_MESSAGES.distance)
      .check(z.gte(0, TRANSPORT_MESSAGES.distance), z.lte(4000, TRANSPORT_MESSAGES.distance)),
    transporter_id: optionalText(15, /^[0-9A-Z]{15}$/, TRANSPORT_MESSAGES.transporterId),
    transporter_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    vehicle_number: optionalText(20, /^[A-Z0-9]{4,20}$/, TRANSPORT_MESSAGES.vehicle),
    vehicle_type: z._default(z.enum(['R', 'O']), 'R'),
    document_number: optionalText(15, /^[A-Z0-9/-]{1,15}$/, TRANSPORT_MESSAGES.docNumber),
    document_date: z.optional(dateField('Transport document date')),
  })
  .check(
    z.refine(
      (transport) => Boolean(transport.vehicle_number ?? transport.document_number ?? transport.transporter_id),
      { message: TRANSPORT_MESSAGES.partB, path: ['vehicle_number'] },
    ),
  );
export type TransportInput = z.output<typeof transportInputSchema>;

export const transportSchema = z.object({
  mode: z.enum(['1', '2', '3', '4']),
  distance_km: z.number(),
  transporter_id: z.nullable(z.string()),
  transporter_name: z.nullable(z.string()),
  vehicle_number: z.nullable(z.string()),
  vehicle_type: z.enum(['R', 'O']),
  document_number: z.nullable(z.string()),
  document_date: z.nullable(z.string()),
});
export type Transport = z.infer<typeof transportSchema>;

export const ewayBillSchema = z.object({
  number: z.string(),
  /** When it was made and until when it is valid: ISO times. */
  made_at: z.string(),
  valid_till: z.string(),
  /** Made with the IRN through the IRP, or on the e-way bill portal and recorded here. */
  source: z.enum(['irp', 'portal']),
});
export type EwayBill = z.infer<typeof ewayBillSchema>;

/** GET /einvoice/{id}/eway-bill. */
export const ewayViewSchema = z.object({
  /** Whether the goods on this invoice need an e-way bill (value above the limit that applies). */
  required: z.boolean(),
  /** The consignment's value and the limit it is held against, in rupees. */
  value: z.number(),
  limit: z.number(),
  transport: z.nullable(transportSchema),
  eway_bill: z.nullable(ewayBillSchema),
  /** The e-way bill portal's JSON (its bulk format, one bill) once transport is given. */
  json: z.nullable(z.record(z.string(), z.unknown())),
  problems: z.array(einvoiceProblemSchema),
});
export type EwayView = z.infer<typeof ewayViewSchema>;

/** PUT /einvoice/{id}/eway-bill: a bill made on the e-way bill portal, recorded by hand. */
export const ewayBillInputSchema = z
  .strictObject({
    company_id: companyIdField,
    number: z.string().check(z.trim(), z.regex(/^\d{12}$/, TRANSPORT_MESSAGES.number)),
    made_at: z.iso.datetime({ offset: true, local: true, error: 'E-way bill date must be a date and time' }),
    valid_till: z.iso.datetime({ offset: true, local: true, error: 'Valid until must be a date and time' }),
  })
  .check(
    z.refine((bill) => Date.parse(bill.valid_till) >= Date.parse(bill.made_at), {
      message: TRANSPORT_MESSAGES.validTill,
      path: ['valid_till'],
    }),
  );

/** An e-way bill ending soon (the warnings' list). */
export const endingEwayBillSchema = z.object({
  vouchar_id: z.string(),
  voucher_number: z.string(),
  party_name: z.string(),
  number: z.string(),
  valid_till: z.string(),
});
export type EndingEwayBill = z.infer<typeof endingEwayBillSchema>;

/** GET /einvoice/eway-bills/pending: the period's sales whose goods need an e-way bill and have none. */
export const pendingEwayQuerySchema = z.object({
  company_id: companyIdField,
  from: dateField('From'),
  to: dateField('To'),
});

const listedInvoice = { vouchar_id: z.string(), voucher_number: z.string(), value: z.number() };

export const pendingEwayBillsSchema = z.object({
  /** The e-way bill portal's bulk file of the bills ready to be made (null when none is). */
  file: z.nullable(z.record(z.string(), z.unknown())),
  ready: z.array(z.object(listedInvoice)),
  /** Needing an e-way bill, but their transport is not given yet. */
  without_transport: z.array(z.object(listedInvoice)),
  refused: z.array(z.object({ ...listedInvoice, problems: z.array(einvoiceProblemSchema) })),
  truncated: z.boolean(),
});
export type PendingEwayBills = z.infer<typeof pendingEwayBillsSchema>;
