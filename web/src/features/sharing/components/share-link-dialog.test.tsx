import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createInvoiceLink } from '@app/shared/api/routes/sharing/create-invoice-link';
import { listInvoiceLinks } from '@app/shared/api/routes/sharing/list-invoice-links';
import { revokeInvoiceLink } from '@app/shared/api/routes/sharing/revoke-invoice-link';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { LINK_MESSAGES, type CreatedInvoiceLink, type InvoiceLink } from '@app/shared/sharing/invoice-link-docs';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { ShareLinkDialog } from './share-link-dialog';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const TOKEN = 'q7Vd2mXk9PzR4tLw8sNb3cYh6jGf1aEu5oKi0nMxZ_A';

const sale = (phone: string | null = '+91 9820012345') =>
  ({
    _id: 'v1',
    voucher_type: 'Sales',
    voucher_number: 'SI/26-27/0001',
    status: 'active',
    grand_total: 12_345.5,
    party_details: { name: 'Sharma Traders', phone },
  }) as Voucher;

const earlier: InvoiceLink = {
  id: 'link-1',
  created_at: '2026-11-20T05:30:00.000Z',
  // Far ahead, so the link is still open whenever the test runs.
  expires_at: '2099-12-20T05:30:00.000Z',
  revoked_at: null,
  views: 3,
  last_viewed_at: '2026-11-21T08:35:00.000Z',
};
const made: CreatedInvoiceLink = {
  id: 'link-2',
  created_at: '2026-11-22T06:00:00.000Z',
  expires_at: '2099-12-22T06:00:00.000Z',
  revoked_at: null,
  views: 0,
  last_viewed_at: null,
  token: TOKEN,
};

let links: InvoiceLink[];

beforeEach(() => {
  links = [];
  callApi.mockReset();
  callApi.mockImplementation((route: unknown, options: { query?: { link_id?: string } }) => {
    if (route === listInvoiceLinks) return Promise.resolve(links);
    if (route === createInvoiceLink) {
      const { token: _token, ...link } = made;
      links = [link, ...links];
      return Promise.resolve(made);
    }
    if (route === revokeInvoiceLink) {
      const link = links.find(({ id }) => id === options.query?.link_id);
      if (!link) return Promise.reject(new ApiError('Link not found', 404));
      const revoked = { ...link, revoked_at: new Date().toISOString() };
      links = links.map((listed) => (listed.id === revoked.id ? revoked : listed));
      return Promise.resolve(revoked);
    }
    return Promise.reject(new Error(`unexpected call to ${String(route)}`));
  });
});

const renderDialog = (voucher = sale()) =>
  renderWithProviders(
    <ShareLinkDialog open onOpenChange={vi.fn()} companyId="c1" companyName="Verma Medical Stores" voucher={voucher} />,
  );

const URL_SHARED = `http://localhost:3000/i/${TOKEN}`;

describe('sharing an invoice by a link (issue 37)', () => {
  it('makes a link when none is open, and shows its address to copy', async () => {
    const user = userEvent.setup();
    renderDialog();
    const address = await screen.findByRole('textbox', { name: LINK_MESSAGES.created });
    expect(address).toHaveValue(URL_SHARED);
    expect(callApi).toHaveBeenCalledWith(createInvoiceLink, {
      params: { vouchar_id: 'v1' },
      body: { company_id: 'c1' },
    });
    expect(callApi.mock.calls.filter(([route]) => route === createInvoiceLink)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URL_SHARED);
    await waitFor(() => expect(toastTexts()).toContain('Link copied'));
  });

  it("sends it on WhatsApp to the buyer's number, with the invoice, the seller and the amount", async () => {
    renderDialog();
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      'https://wa.me/919820012345?text=Invoice%20SI%2F26-27%2F0001%20from%20Verma%20Medical%20Stores%20for%20%E2%82%B912%2C345.50%3A%20http%3A%2F%2Flocalhost%3A3000%2Fi%2Fq7Vd2mXk9PzR4tLw8sNb3cYh6jGf1aEu5oKi0nMxZ_A',
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener');
    expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      `Invoice SI/26-27/0001 from Verma Medical Stores for ₹12,345.50: ${URL_SHARED}`,
    );
  });

  it('leaves the chat to the sender when the phone is not a mobile number', async () => {
    renderDialog(sale('022 2345 678'));
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Invoice%20SI%2F26-27%2F0001%20/);
  });

  it('cannot show a link made earlier again: it lists it, and New link makes another', async () => {
    const user = userEvent.setup();
    links = [earlier];
    renderDialog();
    const list = await screen.findByRole('region', { name: 'Links to this invoice' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Created20 Nov 2026, 11:00 amExpires20 Dec 2099Views3Last viewed21 Nov 2026, 2:05 pmWithdraw',
    );
    expect(screen.getByText('A link is shown once, when it is made. Make a new link to share this invoice.'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalledWith(createInvoiceLink, expect.anything());

    await user.click(screen.getByRole('button', { name: 'New link' }));
    expect(await screen.findByRole('textbox', { name: LINK_MESSAGES.created })).toHaveValue(URL_SHARED);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('withdraws a link: it opens nothing from then on', async () => {
    const user = userEvent.setup();
    links = [earlier];
    renderDialog();
    const list = await screen.findByRole('region', { name: 'Links to this invoice' });
    await user.click(within(list).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(toastTexts()).toContain(LINK_MESSAGES.revoked));
    expect(callApi).toHaveBeenCalledWith(revokeInvoiceLink, {
      params: { vouchar_id: 'v1' },
      query: { company_id: 'c1', link_id: 'link-1' },
    });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Withdrawn');
    expect(within(row).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});
