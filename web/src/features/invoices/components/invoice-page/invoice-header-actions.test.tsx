import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteVoucher } from '@app/shared/api/routes/invoices/delete-voucher';
import { callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { returnedTwo } from '../../note-fixtures';
import { InvoiceHeaderActions, type MenuDialogControl } from './invoice-header-actions';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue({ ...returnedTwo(), status: 'cancelled' });
});

const renderActions = (onDeleted = vi.fn()) =>
  renderWithRouter(
    <InvoiceHeaderActions voucher={returnedTwo()} companyId="c1" taxEnabled locked={false} onDeleted={onDeleted} />,
  );

describe("the invoice page's header actions (issue 37)", () => {
  it('keeps Record Payment, Edit, Download and Print in view, and the rest in "More actions"', async () => {
    const user = userEvent.setup();
    await renderActions();
    expect(screen.getByRole('link', { name: 'Record Payment' })).toHaveAttribute(
      'href',
      '/transactions/create/receipt?invoice=inv-1',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/invoices/update/sales/inv-1');
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    for (const moved of ['Return', 'Change price', 'Share', 'Delete']) {
      expect(screen.queryByRole('button', { name: moved })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: moved })).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent.trim()),
    ).toEqual(['Return', 'Lower price', 'Raise price', 'Share', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Return' })).toHaveAttribute(
      'href',
      '/invoices/create/credit-note?against=inv-1',
    );
    const price = within(menu).getByRole('group', { name: 'Change price' });
    expect(within(price).getByRole('menuitem', { name: 'Lower price' })).toHaveAttribute(
      'href',
      '/invoices/create/credit-note?against=inv-1&kind=value',
    );
    expect(within(price).getByRole('menuitem', { name: 'Raise price' })).toHaveAttribute(
      'href',
      '/invoices/create/debit-note?against=inv-1',
    );
  });

  it('asks before Delete from the menu: Cancel keeps the invoice, Delete deletes it', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    await renderActions(onDeleted);
    const chooseDelete = async () => {
      await user.click(screen.getByRole('button', { name: 'More actions' }));
      await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
      // The menu has closed; the confirmation stays open.
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      return screen.getByRole('alertdialog', { name: 'Delete invoice SI/26-27/0001?' });
    };

    await user.click(within(await chooseDelete()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();

    await user.click(within(await chooseDelete()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(callApi).toHaveBeenCalledWith(deleteVoucher, {
      params: { vouchar_id: 'inv-1' },
      query: { company_id: 'c1' },
    });
  });

  it('offers Share link on an active sale, opening the dialog it is given once the menu has closed', async () => {
    const user = userEvent.setup();
    const shown: MenuDialogControl[] = [];
    const shareLink = (control: MenuDialogControl) => {
      shown.push(control);
      return control.open ? <div role="dialog" aria-label="Share invoice" /> : null;
    };
    await renderWithRouter(
      <InvoiceHeaderActions
        voucher={returnedTwo()}
        companyId="c1"
        taxEnabled
        locked={false}
        onDeleted={vi.fn()}
        shareLink={shareLink}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Share link' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share invoice' })).toBeInTheDocument();
    act(() => shown.at(-1)?.onOpenChange(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no Share link on a purchase or a cancelled sale', async () => {
    const user = userEvent.setup();
    for (const voucher of [
      returnedTwo({ voucher_type: 'Purchase' }),
      returnedTwo({ status: 'cancelled', is_cancelled: true }),
    ]) {
      const { unmount } = await renderWithRouter(
        <InvoiceHeaderActions
          voucher={voucher}
          companyId="c1"
          taxEnabled
          locked={false}
          onDeleted={vi.fn()}
          shareLink={() => null}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'More actions' }));
      expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Share link' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
