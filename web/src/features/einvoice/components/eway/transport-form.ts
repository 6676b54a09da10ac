import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  transportInputSchema,
  type Transport,
  type TransportInput,
  type TransportModeCode,
  type VehicleType,
} from '@app/shared/einvoice/eway-docs';

/** The transport form as typed: no mode picked yet (''), the distance as its text. */
export interface TransportFormValues {
  mode: TransportModeCode | '';
  distance_km: string;
  vehicle_number: string;
  vehicle_type: VehicleType;
  transporter_id: string;
  transporter_name: string;
  document_number: string;
  /** YYYY-MM-DD, or '' for none. */
  document_date: string;
}

export const TRANSPORT_FIELDS = [
  'mode',
  'distance_km',
  'vehicle_number',
  'vehicle_type',
  'transporter_id',
  'transporter_name',
  'document_number',
  'document_date',
] as const satisfies readonly (keyof TransportFormValues)[];

/** The form opens with the transport saved, or empty (by road, a regular vehicle). */
export const transportFormValues = (transport: Transport | null): TransportFormValues => ({
  mode: transport?.mode ?? '',
  distance_km: transport ? String(transport.distance_km) : '',
  vehicle_number: transport?.vehicle_number ?? '',
  vehicle_type: transport?.vehicle_type ?? 'R',
  transporter_id: transport?.transporter_id ?? '',
  transporter_name: transport?.transporter_name ?? '',
  document_number: transport?.document_number ?? '',
  document_date: transport?.document_date ?? '',
});

const validateTransport = zodResolver(transportInputSchema);

/**
 * The API's own schema judges the form, for the company given: a blank distance or date is none
 * (the schema says what is missing), and its answer is the request's body.
 */
export const transportResolver =
  (companyId: string): Resolver<TransportFormValues, unknown, TransportInput> =>
  (values, context, options) => {
    const distance = values.distance_km.trim();
    const input = {
      ...values,
      company_id: companyId,
      distance_km: distance === '' ? undefined : Number(distance),
      document_date: values.document_date === '' ? undefined : values.document_date,
    };
    return validateTransport(input as never, context, options as never);
  };
