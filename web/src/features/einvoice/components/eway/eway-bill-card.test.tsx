import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateEwayBill } from '@app/shared/api/routes/einvoice/generate-eway-bill';
import { generateIrn } from '@app/shared/api/routes/einvoice/generate-irn';
import { getEInvoice } from '@app/shared/api/routes/einvoice/get-einvoice';
import { getEwayBill } from '@app/shared/api/routes/einvoice/get-eway-bill';
import { recordEwayBill } from '@app/shared/api/routes/einvoice/record-eway-bill';
import { saveTransport } from '@app/shared/api/routes/einvoice/save-transport';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { EInvoiceView } from '@app/shared/einvoice/einvoice-docs';
import type { EwayBill, EwayView, Transport } from '@app/shared/einvoice/eway-docs';
import { CompanyAccessProvider } from '@/lib/company-access';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { catchSavedFiles, textOf } from '@/test/saved-files';
import { EInvoiceCard } from '../einvoice-card';
import { EwayBillCard } from './eway-bill-card';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const EWAY_JSON = { version: '1.0.0621', billLists: [{ docNo: 'SI/26-27/0001', transDistance: '240' }] };
const BY_ROAD: Transport = {
  mode: '1',
  distance_km: 240,
  transporter_id: null,
  transporter_name: 'Sharma Roadways',
  vehicle_number: 'MH12AB1234',
  vehicle_type: 'R',
  document_number: 'LR-4521',
  document_date: '2026-11-18',
};
const BILL: EwayBill = {
  number: '331009876543',
  made_at: '2026-11-20T05:40:00.000Z',
  valid_till: '2026-11-21T18:29:00.000Z',
  source: 'irp',
};

const ewayView = (fields: Partial<EwayView> = {}): EwayView => ({
  required: true,
  value: 56_000,
  limit: 50_000,
  transport: null,
  eway_bill: null,
  json: null,
  problems: [],
  ...fields,
});
const withIrn: EInvoiceView = {
  applicable: true,
  json: null,
  problems: [],
  einvoice: {
    irn: '8e9d3b1f0c6a4b2e9f7d5c3a1b0e8d6f4c2a0b9e7d5c3a1f0e8d6c4b2a09f7e5',
    ack_no: '112610000123456',
    ack_date: '2026-11-20 11:05:00',
    signed_qr: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
    status: 'active',
    source: 'api',
    cancelled_at: null,
    cancel_reason: null,
    cancellable_until: null,
  },
};
const withoutIrn: EInvoiceView = { applicable: true, json: { Version: '1.1' }, problems: [], einvoice: null };

const sale = {
  _id: 'v1',
  voucher_type: 'Sales',
  voucher_number: 'SI/26-27/0001',
  status: 'active',
} as Voucher;
let eway: EwayView;
let einvoice: EInvoiceView;

beforeEach(() => {
  eway = ewayView();
  einvoice = withoutIrn;
  callApi.mockReset();
  callApi.mockImplementation((route: unknown) => {
    // The server keeps the transport as sent (the form's test sends BY_ROAD's fields).
    if (route === saveTransport) eway = { ...eway, transport: BY_ROAD, json: EWAY_JSON };
    if (route === generateEwayBill) eway = { ...eway, eway_bill: BILL };
    if (route === recordEwayBill) eway = { ...eway, eway_bill: { ...BILL, source: 'portal' } };
    if (route === getEInvoice) return Promise.resolve(einvoice);
    return Promise.resolve(eway);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const renderCard = (voucher: Voucher = sale) =>
  renderWithProviders(
    <CompanyAccessProvider role="owner" userId="u1">
      <EwayBillCard companyId="c1" voucher={voucher} />
    </CompanyAccessProvider>,
  );

describe("the invoice page's E-way Bill card (issue 36)", () => {
  it('says whether the goods need an e-way bill, from their value with tax against the limit', async () => {
    const needed = renderCard();
    expect(
      await screen.findByText(
        'Goods worth ₹56,000.00 (with tax) — above the ₹50,000.00 limit: an e-way bill is needed',
      ),
    ).toBeInTheDocument();
    needed.unmount();

    eway = ewayView({ required: false, value: 42_000, limit: 1_00_000 });
    renderCard();
    expect(
      await screen.findByText('Goods worth ₹42,000.00 (with tax) — below the ₹1,00,000.00 limit: none is needed'),
    ).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(getEwayBill, expect.objectContaining({ params: { vouchar_id: 'v1' } }));
    // Below the limit, nothing is asked for but the transport, should the user want a bill anyway.
    expect(screen.getByRole('button', { name: 'Add transport' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-way bill JSON' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record e-way bill' })).not.toBeInTheDocument();
  });

  it("saves the transport form's fields, then shows them", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add transport' }));
    const dialog = screen.getByRole('dialog', { name: 'Transport details' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode/ }), 'Road');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Distance/ }), '240');
    await user.type(within(dialog).getByRole('textbox', { name: 'Vehicle number' }), 'mh 12 ab 1234');
    await user.type(within(dialog).getByRole('textbox', { name: 'Transporter name' }), 'Sharma Roadways');
    await user.type(within(dialog).getByRole('textbox', { name: 'Transport document number' }), 'lr-4521');
    await user.type(within(dialog).getByRole('textbox', { name: 'Transport document date' }), '18/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save transport' }));

    await waitFor(() => expect(toastTexts()).toContain('Transport details saved'));
    expect(callApi).toHaveBeenCalledWith(saveTransport, {
      params: { vouchar_id: 'v1' },
      body: {
        company_id: 'c1',
        mode: '1',
        distance_km: 240,
        vehicle_number: 'MH12AB1234',
        vehicle_type: 'R',
        transporter_name: 'Sharma Roadways',
        document_number: 'LR-4521',
        document_date: '2026-11-18',
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const saved = screen.getByRole('region', { name: 'Transport' });
    expect(saved).toHaveTextContent('ModeRoad');
    expect(saved).toHaveTextContent('Distance240 km');
    expect(saved).toHaveTextContent('VehicleMH12AB1234 (Regular)');
    expect(saved).toHaveTextContent('TransporterSharma Roadways');
    expect(saved).toHaveTextContent('Transport documentLR-4521 of 18 Nov 2026');
  });

  it('shows what is wrong under each field: its own checks, then the server’s', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add transport' }));
    const dialog = screen.getByRole('dialog', { name: 'Transport details' });
    await user.click(within(dialog).getByRole('button', { name: 'Save transport' }));
    expect(await within(dialog).findByText('Pick the mode of transport')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Distance must be a whole number of kilometres from 0 to 4,000'),
    ).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode/ }), 'Rail');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Distance/ }), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Save transport' }));
    // None of vehicle, document or transporter: the e-way bill's Part B needs one.
    expect(
      await within(dialog).findByText(
        'Give the vehicle number, the transport document number or the transporter: the e-way bill needs one',
      ),
    ).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalledWith(saveTransport, expect.anything());

    const refusal = "Transporter ID is the transporter's GSTIN or 15-character TRANSIN";
    callApi.mockRejectedValueOnce(new ApiError(refusal, 400, [{ field: 'transporter_id', message: refusal }]));
    await user.type(within(dialog).getByRole('textbox', { name: 'Transporter ID' }), '27AAPFU0939F1ZV');
    await user.click(within(dialog).getByRole('button', { name: 'Save transport' }));
    await waitFor(() => expect(toastTexts()).toContain(refusal));
    expect(within(dialog).getByRole('textbox', { name: 'Transporter ID' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(refusal)).toBeInTheDocument();
  });

  it('offers Get e-way bill only for an invoice with an active IRN', async () => {
    eway = ewayView({ transport: BY_ROAD, json: EWAY_JSON });
    const noIrn = renderCard();
    expect(
      await screen.findByText('Get the IRN first, or make the e-way bill on the portal and record it here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get e-way bill' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record e-way bill' })).toBeInTheDocument();
    noIrn.unmount();

    const user = userEvent.setup();
    einvoice = withIrn;
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Get e-way bill' }));
    await waitFor(() => expect(toastTexts()).toContain('E-way bill 331009876543 generated'));
    expect(callApi).toHaveBeenCalledWith(generateEwayBill, {
      params: { vouchar_id: 'v1' },
      body: { company_id: 'c1' },
    });
    expect(screen.getByText('E-way bill no.').nextSibling).toHaveTextContent('331009876543');
    expect(screen.getByText('Made at').nextSibling).toHaveTextContent('20 Nov 2026, 11:10 am');
    expect(screen.getByText('Source').nextSibling).toHaveTextContent('made with the IRN');
    expect(screen.queryByRole('button', { name: 'Get e-way bill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit transport' })).not.toBeInTheDocument();
  });

  it('holds Get e-way bill back until the transport is saved', async () => {
    einvoice = withIrn;
    renderCard();
    expect(await screen.findByRole('button', { name: 'Get e-way bill' })).toBeDisabled();
    expect(screen.getByText('Save the transport details first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-way bill JSON' })).toBeDisabled();
  });

  it("saves the e-way bill portal's JSON, named after the invoice", async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    eway = ewayView({ transport: BY_ROAD, json: EWAY_JSON });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'E-way bill JSON' }));
    expect(saved.map((file) => file.name)).toEqual(['SI-26-27-0001-ewaybill.json']);
    expect(JSON.parse(await textOf(saved[0]?.blob))).toEqual(EWAY_JSON);
  });

  it('warns in amber within the last 12 hours of the validity, and says when it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 5 hours before 11:59 pm on 21 Nov.
    vi.setSystemTime(new Date('2026-11-21T18:59:00+05:30'));
    eway = ewayView({ transport: BY_ROAD, eway_bill: BILL });
    const ending = renderCard();
    expect(await screen.findByText('Valid until')).toBeInTheDocument();
    expect(screen.getByText('Valid until').nextSibling).toHaveTextContent('21 Nov 2026, 11:59 pm');
    expect(screen.getByRole('alert')).toHaveTextContent('Ends in 5 hours: extend it on the portal before it lapses');
    expect(screen.queryByText('Expired')).not.toBeInTheDocument();
    ending.unmount();

    vi.setSystemTime(new Date('2026-11-20T18:00:00+05:30'));
    const early = renderCard();
    expect(await screen.findByText('Valid until')).toBeInTheDocument();
    expect(screen.queryByText(/Ends in/)).not.toBeInTheDocument();
    early.unmount();

    vi.setSystemTime(new Date('2026-11-22T00:30:00+05:30'));
    renderCard();
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText(/Ends in/)).not.toBeInTheDocument();
  });

  it('records an e-way bill made on the portal, with its number and dates in India time', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Record e-way bill' }));
    const dialog = screen.getByRole('dialog', { name: 'Record an e-way bill' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-way bill number/ }), '33100987654');
    fireEvent.change(within(dialog).getByLabelText(/Made on/), { target: { value: '2026-11-20T11:10' } });
    fireEvent.change(within(dialog).getByLabelText(/Valid until/), { target: { value: '2026-11-19T23:59' } });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('E-way bill number has 12 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid until must be on or after the e-way bill date')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /E-way bill number/ }), '3');
    fireEvent.change(within(dialog).getByLabelText(/Valid until/), { target: { value: '2026-11-21T23:59' } });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));

    await waitFor(() => expect(toastTexts()).toContain('E-way bill recorded'));
    expect(callApi).toHaveBeenCalledWith(recordEwayBill, {
      params: { vouchar_id: 'v1' },
      body: {
        company_id: 'c1',
        number: '331009876543',
        made_at: '2026-11-20T11:10:00+05:30',
        valid_till: '2026-11-21T23:59:00+05:30',
      },
    });
    expect(screen.getByText('Source').nextSibling).toHaveTextContent('made on the portal');
  });

  it('shows the e-way bill the IRP made with the IRN, once the IRN comes', async () => {
    const user = userEvent.setup();
    eway = ewayView({ transport: BY_ROAD, json: EWAY_JSON });
    callApi.mockImplementation((route: unknown) => {
      if (route === generateIrn) {
        einvoice = withIrn;
        eway = { ...eway, eway_bill: BILL };
      }
      return Promise.resolve(route === getEInvoice || route === generateIrn ? einvoice : eway);
    });
    renderWithProviders(
      <CompanyAccessProvider role="owner" userId="u1">
        <EInvoiceCard companyId="c1" voucher={sale} />
        <EwayBillCard companyId="c1" voucher={sale} />
      </CompanyAccessProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Get IRN' }));
    expect(await screen.findByText('331009876543')).toBeInTheDocument();
    expect(screen.getByText('Source').nextSibling).toHaveTextContent('made with the IRN');
  });

  it('shows nothing for a purchase, and does not ask for its e-way bill', async () => {
    renderCard({ ...sale, voucher_type: 'Purchase' });
    await act(() => Promise.resolve());
    expect(screen.queryByText('E-way Bill')).not.toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });
});
