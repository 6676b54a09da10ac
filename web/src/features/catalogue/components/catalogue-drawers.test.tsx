import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCategory } from '@app/shared/api/routes/category/create-category';
import { createInventoryGroup } from '@app/shared/api/routes/groups/create-inventory-group';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { CategoryDrawer } from './category-drawer';
import { GroupDrawer } from './group-drawer';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue([]);
});

describe('CategoryDrawer (spec 2.11, 5)', () => {
  it('counts the description out of 500 and keeps Create Category off until a name is typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryDrawer open onOpenChange={vi.fn()} companyId="c1" />);
    const create = screen.getByRole('button', { name: 'Create Category' });
    expect(create).toBeDisabled();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Strips and blister packs');
    expect(screen.getByText('24/500')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Category Name' }), 'T');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await screen.findByText('Category name must be at least 2 characters')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('creates the category and says so', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    callApi.mockResolvedValue({ _id: 'cat1', category_name: 'Tablets' });
    renderWithProviders(<CategoryDrawer open onOpenChange={vi.fn()} companyId="c1" onSaved={onSaved} />);
    await user.type(screen.getByRole('textbox', { name: 'Category Name' }), '  Tablets ');
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    await waitFor(() => expect(toastTexts()).toContain('Category successfully created! 🎉'));
    expect(callApi).toHaveBeenCalledWith(createCategory, {
      body: { company_id: 'c1', category_name: 'Tablets', description: undefined, image: null },
    });
    expect(onSaved).toHaveBeenCalledWith({ _id: 'cat1', category_name: 'Tablets' });
  });
});

describe('GroupDrawer (spec 2.12, 5, 8)', () => {
  it("puts a new group under the 'Primary Group' and asks for a name", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GroupDrawer open onOpenChange={vi.fn()} companyId="c1" />);
    expect(screen.getByRole('combobox', { name: 'Parent Group' })).toHaveTextContent('Primary Group');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Group name is required')).toBeInTheDocument();
  });

  it("shows the server's reason when the name is taken", async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: unknown) =>
      route === createInventoryGroup
        ? Promise.reject(new ApiError("A group named 'Medicines' already exists", 409))
        : Promise.resolve([]),
    );
    renderWithProviders(<GroupDrawer open onOpenChange={vi.fn()} companyId="c1" />);
    await user.type(screen.getByRole('textbox', { name: 'Group Name' }), 'Medicines');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(toastTexts()).toContain("A group named 'Medicines' already exists"));
    await waitFor(() => expect(toastTexts()).not.toContain('Creating your group...'));
    expect(callApi).toHaveBeenCalledWith(createInventoryGroup, {
      body: { company_id: 'c1', inventory_group_name: 'Medicines', description: undefined, parent: null, image: null },
    });
  });
});
