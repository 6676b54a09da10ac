import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '@/components/ui/sonner';

/** Renders a component with what the app gives every page: a query client and the toaster. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The texts of the toasts on screen, oldest first. */
export const toastTexts = () =>
  within(screen.getByRole('region', { name: /Notifications/ }))
    .queryAllByRole('listitem')
    .map((toast) => toast.textContent);
