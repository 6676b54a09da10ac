import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/router';
import { ForgotPasswordForm } from './forgot-password-form';

const sendPasswordResetLink = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth', () => ({ sendPasswordResetLink }));

describe('ForgotPasswordForm', () => {
  beforeEach(() => {
    sendPasswordResetLink.mockReset();
  });

  it('keeps Send Reset Link disabled while empty and checks the address', async () => {
    await renderWithRouter(<ForgotPasswordForm />);
    const submit = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@verma');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it("sends the link and shows 'Check Your Email' with the way back", async () => {
    sendPasswordResetLink.mockResolvedValue(undefined);
    await renderWithRouter(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), ' asha@verma.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('Password reset link sent to your email!')).toBeInTheDocument();
    expect(sendPasswordResetLink).toHaveBeenCalledWith('asha@verma.in');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('answers an unknown address like a known one, and reports real failures', async () => {
    sendPasswordResetLink.mockRejectedValueOnce(
      Object.assign(new Error('User does not exist.'), { name: 'LimitExceededException' }),
    );
    sendPasswordResetLink.mockRejectedValueOnce(
      Object.assign(new Error('User not found'), { name: 'UserNotFoundException' }),
    );
    await renderWithRouter(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@verma.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset link. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  });

  it('links to sign-up', async () => {
    await renderWithRouter(<ForgotPasswordForm />);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });
});
