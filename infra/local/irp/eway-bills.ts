import * as z from '@app/shared/zod';
import { addDays } from '@app/shared/financial-year';
import { IRP_GSTIN } from '@app/shared/einvoice/einvoice-schema';
import { istDay, istText } from './irp-clock';
import { refusal } from './irp-refusal';

/**
 * E-way bills as the local IRP makes them with an IRN (NIC's 'Generate E-way Bill by IRN', or
 * EwbDtls sent with the invoice): Part-B (a vehicle or a transport document) is required, and the
 * bill is valid a day per 200 km or part of it (20 km for over-dimensional cargo, vehicle type
 * 'O'), to midnight of the last day: rule 138(10) counts the first day as ending at midnight of
 * the day after the bill's.
 */
export interface EwayBill {
  EwbNo: string;
  EwbDt: string;
  EwbValidTill: string;
}

const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

export const transportSchema = z.object({
  Distance: z.int().check(z.gte(0), z.lte(4000)),
  TransMode: maybe(z.enum(['1', '2', '3', '4'])),
  TransId: maybe(z.string().check(z.regex(IRP_GSTIN))),
  TransName: maybe(z.string().check(z.minLength(3), z.maxLength(100))),
  TransDocDt: maybe(z.string()),
  TransDocNo: maybe(z.string().check(z.minLength(1), z.maxLength(15))),
  VehNo: maybe(z.string().check(z.minLength(4), z.maxLength(20))),
  VehType: maybe(z.enum(['R', 'O'])),
});
export type Transport = z.infer<typeof transportSchema>;

export const ewayBillRequestSchema = z.extend(transportSchema, { Irn: z.string() });

/** The last moment an e-way bill made at `madeAt` is valid; a distance of 0 (the IRP reckons it from the PINs) counts as one day. */
export function ewayBillValidTill(madeAt: number, distanceKm: number, vehicleType?: string | null): string {
  const kmPerDay = vehicleType === 'O' ? 20 : 200;
  const days = Math.max(1, Math.ceil(distanceKm / kmPerDay));
  return `${addDays(istDay(madeAt), days)} 23:59:59`;
}

/** The e-way bill for these transport details, numbered `ewbNo`; refused without Part-B. */
export function makeEwayBill(transport: Transport, ewbNo: string, madeAt: number): EwayBill {
  if (!transport.VehNo && !transport.TransDocNo) throw refusal('partBRequired');
  return {
    EwbNo: ewbNo,
    EwbDt: istText(madeAt),
    EwbValidTill: ewayBillValidTill(madeAt, transport.Distance, transport.VehType),
  };
}
