import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { VerifyEmail } from './verify-email';

const verifyEmail = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth', () => ({ verifyEmail }));

const INVALID_LINK = 'Invalid verification link. Please check your email for a valid verification link.';

/**
 * As main.tsx renders the app, StrictMode at the root: only there does React run each effect twice
 * on mount (a StrictMode nested under another component does not).
 */
async function renderStrict(email?: string, token?: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <VerifyEmail email={email} token={token} /> }),
    history: createMemoryHistory({ initialEntries: ['/verify'] }),
  });
  await act(() => router.load());
  return render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <RouterProvider router={router as never} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('VerifyEmail', () => {
  beforeEach(() => {
    verifyEmail.mockReset();
  });

  it('confirms the link once, even under StrictMode, and offers the way in', async () => {
    let finish: () => void = () => undefined;
    verifyEmail.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    await renderStrict('ravi@kumar.in', '482913');
    expect(screen.getByRole('heading', { name: 'Verifying your email' })).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(verifyEmail).toHaveBeenCalledTimes(1);
    expect(verifyEmail).toHaveBeenCalledWith('ravi@kumar.in', '482913');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('fails, says so, and succeeds on Try Again', async () => {
    verifyEmail.mockRejectedValueOnce(
      Object.assign(new Error('Incorrect confirmation code'), { name: 'CodeMismatchException' }),
    );
    verifyEmail.mockResolvedValueOnce(undefined);
    await renderStrict('ravi@kumar.in', '482913');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(await screen.findByText('Email verification failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect confirmation code');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(verifyEmail).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the token', 'ravi@kumar.in', undefined],
    ['the e-mail', undefined, '482913'],
  ])('fails at once when the link lacks %s, without asking Cognito', async (_missing, email, token) => {
    await renderStrict(email, token);
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
    expect(verifyEmail).not.toHaveBeenCalled();
  });
});
