import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@app/shared/api/permissions';
import { CompanyAccessProvider, useCompanyAccess } from './company-access';

const accessOf = (role: Role | undefined) =>
  renderHook(() => useCompanyAccess(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <CompanyAccessProvider role={role} userId="ravi">
        {children}
      </CompanyAccessProvider>
    ),
  }).result.current;

describe('what the buttons offer, by role in the current company (issue 20)', () => {
  it('Staff: sales and receipts, their own vouchers, no ledgers', () => {
    const staff = accessOf('staff');
    expect(['Sales', 'Receipt', 'Purchase', 'Payment', 'Credit Note'].map(staff.mayPost)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([staff.mayChange('ravi'), staff.mayChange('meena')]).toEqual([true, false]);
    expect([staff.can('add_products'), staff.can('manage_books')]).toEqual([true, false]);
  });

  it('Viewer: nothing to post or change; Accountant: everything in the books', () => {
    const viewer = accessOf('viewer');
    expect([viewer.mayPost('Sales'), viewer.mayChange('ravi'), viewer.can('manage_books')]).toEqual([
      false,
      false,
      false,
    ]);
    const accountant = accessOf('accountant');
    expect([accountant.mayPost('Debit Note'), accountant.mayChange('meena'), accountant.can('manage_books')]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('holds nothing back without a company', () => {
    const none = accessOf(undefined);
    expect([none.mayPost('Purchase'), none.mayChange('anyone'), none.can('manage_books')]).toEqual([true, true, true]);
  });
});
