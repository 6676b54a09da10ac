import { TRANSPORT_MODE_CODES, VEHICLE_TYPES, type Transport } from '@app/shared/einvoice/eway-docs';
import { indianDate } from '@/lib/format';

/** The parts given, joined: ['Sharma Roadways', null] -> 'Sharma Roadways'; none -> null. */
const given = (parts: (string | null)[], separator: string) => {
  const text = parts.filter((part) => part !== null && part !== '').join(separator);
  return text === '' ? null : text;
};

/** The transport saved, as the e-way bill has it: what is not given is left out. */
export function TransportSummary({ transport }: { transport: Transport }) {
  const rows: [string, string | null][] = [
    ['Mode', TRANSPORT_MODE_CODES[transport.mode]],
    ['Distance', `${transport.distance_km} km`],
    ['Vehicle', transport.vehicle_number && `${transport.vehicle_number} (${VEHICLE_TYPES[transport.vehicle_type]})`],
    ['Transporter', given([transport.transporter_name, transport.transporter_id], ', ')],
    [
      'Transport document',
      transport.document_number &&
        given([transport.document_number, transport.document_date && indianDate(transport.document_date)], ' of '),
    ],
  ];
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
