import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLedger } from '@app/shared/api/routes/ledger/create-ledger';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { CustomerDrawer } from './customer-drawer';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue({ _id: 'l-new', ledger_name: 'Sharma Traders', name: 'Sharma Traders', parent: 'Debtors' });
});

const labelled = (text: string) => new RegExp(`^${text}\\*?$`);
describe('the Create Customer drawer (spec 2, 5)', () => {
  it("says what is wrong in the drawer's words", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CustomerDrawer open onOpenChange={vi.fn()} companyId="c1" group="Creditors" taxEnabled onCreated={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Create Customer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Customer name is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(screen.getByText('TIN is required.')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Please fix the form errors before submitting'));
    await user.type(screen.getByLabelText(labelled('Customer Name')), 'S');
    expect(await screen.findByText('Customer name must be at least 2 characters')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('creates a customer, says so and hands it to the invoice', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    renderWithProviders(
      <CustomerDrawer
        open
        onOpenChange={vi.fn()}
        companyId="c1"
        group="Debtors"
        taxEnabled={false}
        onCreated={onCreated}
      />,
    );
    expect(screen.queryByLabelText(labelled('GSTIN'))).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(labelled('Customer Name')), 'Sharma Traders');
    await user.type(screen.getByLabelText(labelled('Phone Number')), '9820012345');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ _id: 'l-new' })));
    expect(callApi).toHaveBeenCalledWith(createLedger, {
      body: expect.objectContaining({
        name: 'Sharma Traders',
        company_id: 'c1',
        parent: 'Debtors',
        mailing_country: 'India',
        code: '+91',
        number: '9820012345',
      }) as unknown,
    });
    expect(toastTexts()).toContain('Customer successfully created! 🎉');
  });
});
