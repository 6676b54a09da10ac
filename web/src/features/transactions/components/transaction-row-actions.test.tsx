import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { CompanyAccessProvider } from '@/lib/company-access';
import { renderWithRouter } from '@/test/router';
import { TransactionRowActions } from './transaction-row-actions';

const receipt = (voucherNumber: string, createdBy: string): VoucherRow => ({
  _id: voucherNumber,
  vouchar_id: voucherNumber,
  created_by: createdBy,
  date: '2026-11-20',
  voucher_type: 'Receipt',
  voucher_number: voucherNumber,
  party_name: 'Sharma Medical Stores',
  party_name_id: 'sharma',
  customer: 'Sharma Medical Stores',
  party_tin: null,
  amount: 500,
  grand_total: 500,
  paid_amount: 500,
  payment_status: 'Paid',
  status: 'active',
  is_cancelled: false,
  created_at: '2026-11-20T05:30:00.000Z',
  updated_at: '2026-11-20T05:30:00.000Z',
});

const renderAs = (role: 'staff' | 'accountant', row: VoucherRow) =>
  renderWithRouter(
    <CompanyAccessProvider role={role} userId="ravi">
      <TransactionRowActions row={row} onDelete={() => undefined} onPrint={() => undefined} />
    </CompanyAccessProvider>,
  );

describe("a row's Edit and Delete, by role (issue 20)", () => {
  it('lets Staff change their own receipt', async () => {
    await renderAs('staff', receipt('RV/26-27/0001', 'ravi'));
    expect(screen.getByRole('link', { name: 'Edit Receipt RV/26-27/0001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Receipt RV/26-27/0001' })).not.toHaveAttribute('aria-disabled');
  });

  it("holds back Staff from someone else's, with the reason, and not an Accountant", async () => {
    await renderAs('staff', receipt('RV/26-27/0002', 'meena'));
    const edit = screen.getByRole('button', { name: 'Edit Receipt RV/26-27/0002' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription('Your role cannot change this voucher');
    expect(screen.getByRole('button', { name: 'Delete Receipt RV/26-27/0002' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('lets an Accountant change anyone’s', async () => {
    await renderAs('accountant', receipt('RV/26-27/0003', 'meena'));
    expect(screen.getByRole('link', { name: 'Edit Receipt RV/26-27/0003' })).toBeInTheDocument();
  });
});
