import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { ResetPasswordForm } from './reset-password-form';

const auth = vi.hoisted(() => ({
  setNewPassword: vi.fn(),
  signInWithPassword: vi.fn(),
  forgetSession: vi.fn(),
  rememberLogin: vi.fn(),
}));
vi.mock('@/lib/auth', () => auth);
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const TOO_WEAK = 'Password is too weak. Include uppercase, lowercase, numbers, and symbols';

async function renderForm() {
  const onSignedIn = vi.fn();
  const onSignInFailed = vi.fn();
  await renderWithRouter(
    <ResetPasswordForm email="asha@verma.in" token="482913" onSignedIn={onSignedIn} onSignInFailed={onSignInFailed} />,
  );
  return {
    onSignedIn,
    onSignInFailed,
    password: screen.getByLabelText('New Password'),
    confirm: screen.getByLabelText('Confirm New Password'),
    submit: screen.getByRole('button', { name: 'Reset Password' }),
  };
}

describe('ResetPasswordForm', () => {
  beforeEach(() => {
    for (const mock of Object.values(auth)) mock.mockReset();
    callApi.mockReset();
  });

  it('shows the account read-only and the note about signing in afterwards', async () => {
    await renderForm();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@verma.in');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(
      screen.getByText("For your security, you'll be automatically logged in after resetting your password."),
    ).toBeInTheDocument();
  });

  it('says a password is too short or too weak once the field is left, and blocks the submit', async () => {
    const { password, submit } = await renderForm();
    await userEvent.type(password, 'Ab1!');
    expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(password);
    await userEvent.type(password, 'ledgerbook');
    expect(await screen.findByText(TOO_WEAK)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    // Three rules of five (60) is enough.
    await userEvent.clear(password);
    await userEvent.type(password, 'Ledgerbook');
    await waitFor(() => expect(screen.queryByText(TOO_WEAK)).not.toBeInTheDocument());
    expect(submit).toBeEnabled();
  });

  it('ticks the requirements as they are met', async () => {
    const { password } = await renderForm();
    const checklist = () =>
      within(screen.getByRole('list', { name: 'Password requirements' }))
        .getAllByRole('listitem')
        .map((item) => [item.textContent.replace(/\((not )?met\)/, '').trim(), item.dataset.met]);
    expect(checklist()).toEqual([
      ['8+ characters', 'false'],
      ['Uppercase', 'false'],
      ['Lowercase', 'false'],
      ['Number', 'false'],
      ['Special character', 'false'],
    ]);
    await userEvent.type(password, 'ledger24');
    expect(checklist()).toEqual([
      ['8+ characters', 'true'],
      ['Uppercase', 'false'],
      ['Lowercase', 'true'],
      ['Number', 'true'],
      ['Special character', 'false'],
    ]);
  });

  it("says when the passwords differ and 'Passwords match!' when they agree", async () => {
    const { password, confirm, submit } = await renderForm();
    await userEvent.type(password, 'Ledger@2024');
    await userEvent.type(confirm, 'Ledger@2025');
    await userEvent.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Passwords match!')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Ledger@2024');
    expect(await screen.findByText('Passwords match!')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('asks to confirm the password on submit, with the toast', async () => {
    const { password, submit } = await renderForm();
    await userEvent.type(password, 'Ledger@2024');
    await userEvent.click(submit);
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('Please fix the validation errors before submitting.')).toBeInTheDocument();
    expect(auth.setNewPassword).not.toHaveBeenCalled();
  });

  it('sets the new password, signs in with it (not remembered) and moves on', async () => {
    auth.setNewPassword.mockResolvedValue(undefined);
    auth.signInWithPassword.mockResolvedValue(undefined);
    const { password, confirm, submit, onSignedIn } = await renderForm();
    await userEvent.type(password, 'Ledger@2024');
    await userEvent.type(confirm, 'Ledger@2024');
    await userEvent.click(submit);
    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    expect(auth.setNewPassword).toHaveBeenCalledWith({
      email: 'asha@verma.in',
      token: '482913',
      password: 'Ledger@2024',
    });
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      username: 'asha@verma.in',
      password: 'Ledger@2024',
      rememberMe: false,
      userType: 'user',
    });
    expect(callApi.mock.calls[0]?.[1]).toEqual({ query: { user_type: 'user' } });
    expect(onSignedIn).toHaveBeenCalled();
  });

  it("shows Cognito's reason for a refused code, and the generic message for anything else", async () => {
    auth.setNewPassword.mockRejectedValueOnce(
      Object.assign(new Error('Invalid verification code provided, please try again.'), {
        name: 'CodeMismatchException',
      }),
    );
    auth.setNewPassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { password, confirm, submit, onSignedIn } = await renderForm();
    await userEvent.type(password, 'Ledger@2024');
    await userEvent.type(confirm, 'Ledger@2024');
    await userEvent.click(submit);
    expect(await screen.findByText('Invalid verification code provided, please try again.')).toBeInTheDocument();
    await userEvent.click(submit);
    expect(await screen.findByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
