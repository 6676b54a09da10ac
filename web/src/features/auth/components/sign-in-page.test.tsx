import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/router';
import { SignInPage } from './sign-in-page';

vi.mock('@/lib/auth', () => ({ rememberedLogin: () => ({ username: 'demo@hisaab.in', user_type: 'user' }) }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

describe('SignInPage', () => {
  it("greets users with 'Welcome Back' and their remembered e-mail", async () => {
    await renderWithRouter(<SignInPage userType="user" onSignedIn={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByText('You are signing in as an Administrator')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toHaveValue('demo@hisaab.in');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('tells administrators where they are, and does not offer a user the admin door prefilled', async () => {
    await renderWithRouter(<SignInPage userType="admin" onSignedIn={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your Admin Account' })).toBeInTheDocument();
    expect(screen.getByText('You are signing in as an Administrator')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toHaveValue('');
  });

  it('asks a new user to open the verification link', async () => {
    await renderWithRouter(<SignInPage userType="user" verificationSent onSignedIn={vi.fn()} />);
    expect(screen.getByText('Verify your e-mail to finish signing up')).toBeInTheDocument();
  });
});
