import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/router';
import { PricingPage } from './pricing-page';

const plan = (name: string) => within(screen.getByRole('group', { name }));

describe('PricingPage', () => {
  it('opens on yearly INR prices with each plan saving against 12 monthly payments', async () => {
    await renderWithRouter(<PricingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'INR (₹)' })).toBeChecked();
    expect(plan('Starter').getByText('₹1,100.00')).toBeInTheDocument();
    expect(plan('Starter').getByText('Save 8% compared with monthly billing')).toBeInTheDocument();
    expect(plan('Professional').getByText('₹2,200.00')).toBeInTheDocument();
    expect(plan('Enterprise').getByText('₹3,300.00')).toBeInTheDocument();
    expect(screen.getByText('Save up to 8% with yearly billing')).toBeInTheDocument();
    expect(screen.getByText('Displayed rate 1 INR = 0.012 USD, or 1 USD = 82.5 INR')).toBeInTheDocument();
  });

  it('switches to monthly and to US dollars', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<PricingPage />);
    await user.click(await screen.findByRole('radio', { name: 'Monthly' }));
    expect(plan('Starter').getByText('₹100.00')).toBeInTheDocument();
    expect(plan('Professional').getByText('₹200.00')).toBeInTheDocument();
    expect(plan('Enterprise').getByText('₹300.00')).toBeInTheDocument();
    expect(screen.queryByText(/compared with monthly billing/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'USD ($)' }));
    expect(plan('Starter').getByText('$2.00')).toBeInTheDocument();
    expect(plan('Professional').getByText('$4.00')).toBeInTheDocument();
    expect(plan('Enterprise').getByText('$6.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    // $24 vs $23 is 4 %, $48 vs $45 is 6 %, $72 vs $70 is 3 % (rounded).
    expect(plan('Starter').getByText('$23.00')).toBeInTheDocument();
    expect(plan('Starter').getByText('Save 4% compared with monthly billing')).toBeInTheDocument();
    expect(plan('Professional').getByText('$45.00')).toBeInTheDocument();
    expect(plan('Professional').getByText('Save 6% compared with monthly billing')).toBeInTheDocument();
    expect(plan('Enterprise').getByText('$70.00')).toBeInTheDocument();
    expect(plan('Enterprise').getByText('Save 3% compared with monthly billing')).toBeInTheDocument();
    expect(screen.getByText('Save up to 6% with yearly billing')).toBeInTheDocument();
  });

  it('sends Starter and Professional to sign up and Enterprise to sales, all with a 14-day trial', async () => {
    await renderWithRouter(<PricingPage />);
    expect(await plan('Starter').findByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(plan('Professional').getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(plan('Enterprise').getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    for (const name of ['Starter', 'Professional', 'Enterprise']) {
      expect(plan(name).getByText('14-day free trial')).toBeInTheDocument();
    }
    expect(plan('Starter').getByText('1 company')).toBeInTheDocument();
    expect(plan('Professional').getByText('Up to 2 companies')).toBeInTheDocument();
    expect(plan('Enterprise').getByText('Unlimited companies')).toBeInTheDocument();
  });

  it('lists on each card what the plan table says it includes', async () => {
    await renderWithRouter(<PricingPage />);
    expect(await plan('Starter').findByText('Sales and purchase invoices without GST')).toBeInTheDocument();
    expect(plan('Starter').queryByText(/Bills read by AI/)).not.toBeInTheDocument();
    expect(plan('Professional').getByText('Bills read by AI: 50 pages a month')).toBeInTheDocument();
    expect(plan('Professional').getByText('Team members with roles')).toBeInTheDocument();
    expect(plan('Enterprise').getByText('Bills read by AI: 150 pages a month')).toBeInTheDocument();
  });

  it('compares plans, with tax, bills read by AI and the team left out of Starter', async () => {
    await renderWithRouter(<PricingPage />);
    const table = await screen.findByRole('table');
    const gstRow = within(table).getByRole('row', { name: /GSTIN, HSN\/SAC/ });
    expect(
      within(gstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not included', 'Included', 'Included']);
    const companiesRow = within(table).getByRole('row', { name: /^Companies/ });
    expect(
      within(companiesRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Up to 2', 'Unlimited']);
    const cellsOf = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf(/^Bills read by AI/)).toEqual(['Not included', '50 pages a month', '150 pages a month']);
    expect(cellsOf(/^Team members with roles/)).toEqual(['Not included', 'Included', 'Included']);
  });
});
