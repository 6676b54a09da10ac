import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBillUpload } from '@app/shared/api/routes/bills/create-bill-upload';
import { getBillAllowance } from '@app/shared/api/routes/bills/get-bill-allowance';
import { getBillMailSettings } from '@app/shared/api/routes/bills/get-bill-mail-settings';
import { listBills } from '@app/shared/api/routes/bills/list-bills';
import type { RouteDefinition } from '@app/shared/api/route';
import type { BillAllowance } from '@app/shared/bills/bill-reading';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { BillsPage } from './bills-page';
import { readableBlobs } from '@/test/saved-files';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const TRIAL: BillAllowance = {
  plan_label: 'Free trial',
  included: true,
  pages_allowed: 25,
  pages_used: 12,
  pages_left: 13,
  renews_on: '2026-12-01',
  message: null,
};
const STARTER: BillAllowance = {
  plan_label: 'Starter',
  included: false,
  pages_allowed: null,
  pages_used: 0,
  pages_left: null,
  renews_on: '2026-12-01',
  message: 'The Starter plan does not read bills by AI. The bill is kept: enter it by hand, or upgrade on /pricing.',
};

let allowance: BillAllowance;
let presign: (body: unknown) => Promise<unknown>;

beforeEach(() => {
  allowance = TRIAL;
  presign = () => Promise.reject(new Error('no upload expected'));
  callApi.mockReset();
  callApi.mockImplementation((route: RouteDefinition, options: { body?: unknown }) => {
    if (route === listBills) return Promise.resolve([]);
    if (route === getBillAllowance) return Promise.resolve(allowance);
    if (route === getBillMailSettings)
      return Promise.resolve({
        inbound_address: 'bills+abc@bills.hisaab.local',
        owner_email: null,
        allowed_senders: [],
      });
    if (route === createBillUpload) return presign(options.body);
    return Promise.reject(new Error(`unexpected call to ${route.path}`));
  });
});

const pdf = (name: string) => new File(['%PDF-1.7\n'.padEnd(2048, ' ')], name, { type: 'application/pdf' });

describe('the Bills page and its ceilings (issue 31)', () => {
  it("shows the month's pages read against the plan's allowance", async () => {
    await renderWithRouter(<BillsPage companyId="c-1" onBack={vi.fn()} />);
    const meter = await screen.findByRole('meter', { name: 'Pages read this month' });
    expect(meter).toHaveAttribute('aria-valuenow', '12');
    expect(meter).toHaveAttribute('aria-valuemax', '25');
    const section = screen.getByRole('region', { name: 'Bill reading this month' });
    expect(section).toHaveTextContent('12 of 25 pages read this month (Free trial)');
    expect(section).toHaveTextContent('Renews on 1 Dec 2026');
    expect(screen.getByRole('button', { name: 'Upload bills' })).toBeEnabled();
  });

  it('takes no bills on a plan that reads none, and says why with the way to /pricing', async () => {
    allowance = STARTER;
    await renderWithRouter(<BillsPage companyId="c-1" onBack={vi.fn()} />);
    expect(await screen.findByText(STARTER.message ?? '')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload bills' })).toBeDisabled();
    const section = screen.getByRole('region', { name: 'Bill reading this month' });
    expect(within(section).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('asks for the whole drop at once, and shows why the server refused it', async () => {
    readableBlobs();
    const user = userEvent.setup();
    const asked: unknown[] = [];
    presign = (body) => {
      asked.push(body);
      return Promise.reject(new ApiError('At most 20 bills at a time.', 400));
    };
    await renderWithRouter(<BillsPage companyId="c-1" onBack={vi.fn()} />);
    await screen.findByRole('meter', { name: 'Pages read this month' });
    await user.upload(screen.getByTestId('bill-file-input'), [pdf('a.pdf'), pdf('b.pdf')]);
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'At most 20 bills at a time.',
      'At most 20 bills at a time.',
    ]);
    expect(asked).toEqual([
      {
        company_id: 'c-1',
        files: [
          { file_name: 'a.pdf', content_type: 'application/pdf', size: 2048 },
          { file_name: 'b.pdf', content_type: 'application/pdf', size: 2048 },
        ],
      },
    ]);
  });
});
