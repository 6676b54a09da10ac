import { useState, type ReactNode } from 'react';
import { indianDate as todayInIndia } from '@app/shared/financial-year';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { isNoteType } from '@app/shared/books/voucher-types';
import { formatRupees } from '@app/shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { indianDate, indianDateTime } from '@/lib/format';
import { returnStatusOf } from '../../note-form';
import { voucherStatusOf } from '../../invoice-status';
import { InvoiceStatusChip, InvoiceTypeChip, NoteStatusChip, ReturnStatusChip } from '../status-chips';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

/**
 * Spec 2: Invoice Information: status, dates, and how it was sent and paid. An invoice with notes
 * also says whether all of it was returned or part (issue 18); a note says why it was raised.
 */
export function InvoiceInformationCard({ voucher }: { voucher: Voucher }) {
  const note = isNoteType(voucher.voucher_type);
  const cancelled = voucher.status !== 'active';
  const returned = cancelled ? undefined : returnStatusOf(voucher);
  const noun = note ? 'Note' : 'Invoice';
  const [today] = useState(todayInIndia);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{noun} Information</CardTitle>
        <div className="flex flex-wrap justify-end gap-1">
          {note ? (
            <NoteStatusChip status={voucher.payment_status} cancelled={cancelled} />
          ) : (
            <InvoiceStatusChip status={voucherStatusOf(voucher, today)} />
          )}
          {returned && <ReturnStatusChip status={returned} />}
        </div>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2">
          <Fact label={`${noun} Type`} value={<InvoiceTypeChip type={voucher.voucher_type} />} />
          <Fact label={`${noun} Date`} value={indianDate(voucher.date)} />
          {!note && <Fact label="Payment" value={voucher.payment_status} />}
          {voucher.reason && !voucher.against && <Fact label="Reason" value={voucher.reason} />}
          {voucher.due_date && <Fact label="Due Date" value={indianDate(voucher.due_date)} />}
          {voucher.payment_mode && <Fact label="Payment Mode" value={voucher.payment_mode} />}
          {voucher.mode_of_transport && <Fact label="Mode of Transport" value={voucher.mode_of_transport} />}
          {voucher.vehicle_number && <Fact label="Vehicle / Transport No." value={voucher.vehicle_number} />}
          {voucher.reverse_charge && <Fact label="Tax Payable on Reverse Charge" value="Yes" />}
          {voucher.tax_enabled && voucher.place_of_supply && (
            <Fact label="Place of Supply" value={voucher.place_of_supply} />
          )}
          <Fact label="Last Updated" value={indianDateTime(voucher.updated_at)} />
        </dl>
      </CardContent>
    </Card>
  );
}

const PARTY_TITLES: Partial<Record<Voucher['voucher_type'], string>> = {
  Purchase: 'Bill From',
  'Credit Note': 'Customer',
  'Debit Note': 'Supplier',
};

/** Spec 2: Bill To: the party's name, address, state and country, phone, e-mail and GSTIN. */
export function BillToCard({ voucher }: { voucher: Voucher }) {
  const party = voucher.party_details;
  const place = [party.state, party.country].filter(Boolean).join(', ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{PARTY_TITLES[voucher.voucher_type] ?? 'Bill To'}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm">
        <p className="text-base font-semibold">{party.name}</p>
        {party.address && <p className="whitespace-pre-line">{party.address}</p>}
        {(place || party.pincode) && <p>{[place, party.pincode].filter(Boolean).join(' - ')}</p>}
        {party.phone && <p>Phone: {party.phone}</p>}
        {party.email && <p>Email: {party.email}</p>}
        {party.tin && <p>GSTIN: {party.tin}</p>}
      </CardContent>
    </Card>
  );
}

/**
 * Spec 2: Invoice Summary (absolute amounts), the tax split CGST + SGST or IGST, what was paid. What
 * an invoice's notes credited and receipts settled comes off its balance, and what debit notes
 * raised it adds to it (issues 18 and 19); a note has no payment of its own.
 */
export function InvoiceSummaryCard({ voucher }: { voucher: Voucher }) {
  const abs = (rupees: number) => formatRupees(Math.abs(rupees));
  const note = isNoteType(voucher.voucher_type);
  const active = voucher.status === 'active';
  const credited = active ? (voucher.returns?.credited ?? 0) : 0;
  const raised = active ? (voucher.returns?.raised ?? 0) : 0;
  const settled = active ? (voucher.settlements?.received ?? 0) : 0;
  // What is still due, as the server works it out (total and raises, less paid, credited and settled).
  const balance = voucher.balance_due ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{note ? 'Note Summary' : 'Invoice Summary'}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2">
          <Fact label="Sub Total" value={abs(voucher.total)} />
          <Fact label="Discount" value={abs(voucher.discount)} />
          <Fact label="Total Amount" value={abs(voucher.total_amount)} />
          {voucher.tax_enabled &&
            (voucher.intra_state ? (
              <>
                <Fact label="CGST" value={abs(voucher.cgst)} />
                <Fact label="SGST" value={abs(voucher.sgst)} />
              </>
            ) : (
              <Fact label="IGST" value={abs(voucher.igst)} />
            ))}
          <Fact label="Total Tax" value={abs(voucher.total_tax)} />
          {voucher.additional_charge !== 0 && (
            <Fact label="Additional Charges" value={abs(voucher.additional_charge)} />
          )}
          <Fact label="Round Off" value={formatRupees(voucher.roundoff)} />
          <div className="flex justify-between border-t pt-3 text-base font-semibold">
            <dt>{note ? 'Note Value' : 'Grand Total'}</dt>
            <dd>{abs(voucher.grand_total)}</dd>
          </div>
          {!note && (
            <>
              <Fact label="Paid Amount" value={abs(voucher.paid_amount)} />
              {credited !== 0 && (
                <Fact
                  label={voucher.voucher_type === 'Purchase' ? 'Debit Notes' : 'Credit Notes'}
                  value={abs(credited)}
                />
              )}
              {raised !== 0 && <Fact label="Debit Notes (raised)" value={abs(raised)} />}
              {settled !== 0 && (
                <Fact
                  label={voucher.voucher_type === 'Purchase' ? 'Payments Made' : 'Payments Received'}
                  value={abs(settled)}
                />
              )}
              <Fact label="Balance Due" value={formatRupees(balance)} />
            </>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
