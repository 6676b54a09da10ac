import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_AN_ADMIN } from '@app/shared/auth/messages';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { NewPasswordRequired } from '@/lib/new-password-required';
import { TotpCodeRequired } from '@/lib/second-factor';
import { SignInForm } from './sign-in-form';

// Cognito is not in the browser under test; the form's contract with it is these functions.
const signInWithPassword = vi.hoisted(() => vi.fn());
const setFirstPassword = vi.hoisted(() => vi.fn());
const confirmTotpCode = vi.hoisted(() => vi.fn());
const forgetSession = vi.hoisted(() => vi.fn());
const needsTotpSetup = vi.hoisted(() => vi.fn());
const startTotpSetup = vi.hoisted(() => vi.fn());
const finishTotpSetup = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth', () => ({
  signInWithPassword,
  setFirstPassword,
  confirmTotpCode,
  rememberLogin: vi.fn(),
  forgetSession,
  needsTotpSetup,
  startTotpSetup,
  finishTotpSetup,
}));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const fields = () => ({
  username: screen.getByLabelText('Username or Email'),
  password: screen.getByLabelText('Password'),
  submit: screen.getByRole('button', { name: 'Sign In' }),
});

describe('SignInForm', () => {
  beforeEach(() => {
    signInWithPassword.mockReset();
    confirmTotpCode.mockReset();
    forgetSession.mockReset();
    callApi.mockReset();
    needsTotpSetup.mockReset().mockResolvedValue(false);
  });

  it('keeps Sign In disabled until both fields are valid, with the spec messages', async () => {
    await renderWithRouter(<SignInForm onSignedIn={vi.fn()} />);
    const { username, password, submit } = fields();
    expect(submit).toBeDisabled();
    await userEvent.type(username, 'asha');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await userEvent.type(username, '@verma.in');
    await userEvent.type(password, 'x');
    await userEvent.clear(password);
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(password, 'Demo@1234');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('signs in with the trimmed e-mail and the remember-me choice, then moves on', async () => {
    signInWithPassword.mockResolvedValue(undefined);
    const onSignedIn = vi.fn();
    await renderWithRouter(<SignInForm onSignedIn={onSignedIn} />);
    const { username, password, submit } = fields();
    await userEvent.type(username, '  demo@hisaab.in ');
    await userEvent.type(password, 'Demo@1234');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me for 30 days' }));
    await userEvent.click(submit);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signInWithPassword.mock.calls[0]?.[0]).toEqual({
      username: 'demo@hisaab.in',
      password: 'Demo@1234',
      rememberMe: true,
      userType: 'user',
    });
    // The session is recorded with the API after Cognito's sign-in.
    expect(callApi.mock.calls[0]?.[1]).toEqual({ query: { user_type: 'user' } });
  });

  it('asks an invited member for their own password at the first sign-in, then signs them in', async () => {
    signInWithPassword.mockRejectedValue(new NewPasswordRequired());
    setFirstPassword.mockResolvedValue(undefined);
    const onSignedIn = vi.fn();
    await renderWithRouter(<SignInForm onSignedIn={onSignedIn} />);
    const { username, password, submit } = fields();
    await userEvent.type(username, 'ravi@example.in');
    await userEvent.type(password, 'Tmp#4821');
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Welcome! Choose your own password to finish signing in.',
    );
    const finish = screen.getByRole('button', { name: 'Set Password and Sign In' });
    expect(finish).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New Password'), '-Ravi@2026');
    await userEvent.click(finish);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(setFirstPassword).toHaveBeenCalledWith('short-Ravi@2026');
    expect(signInWithPassword).toHaveBeenCalledTimes(1);
  });

  it('shows why a sign-in failed and stays on the form', async () => {
    signInWithPassword.mockImplementation(() =>
      Promise.reject(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' })),
    );
    const onSignedIn = vi.fn();
    await renderWithRouter(<SignInForm onSignedIn={onSignedIn} />);
    const { username, password, submit } = fields();
    await userEvent.type(username, 'demo@hisaab.in');
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(submit);
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(submit).toHaveTextContent('Sign In');
  });

  it('prefills a remembered username', async () => {
    await renderWithRouter(<SignInForm onSignedIn={vi.fn()} defaultUsername="demo@hisaab.in" />);
    expect(fields().username).toHaveValue('demo@hisaab.in');
    expect(screen.getByRole('checkbox', { name: 'Remember me for 30 days' })).toBeChecked();
  });

  it('links to the password reset and to sign-up', async () => {
    await renderWithRouter(<SignInForm onSignedIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it("signs administrators in as admin and shows the API's refusal of anyone else", async () => {
    signInWithPassword.mockResolvedValue(undefined);
    callApi.mockRejectedValue(new ApiError(NOT_AN_ADMIN, 403));
    const onSignedIn = vi.fn();
    await renderWithRouter(<SignInForm onSignedIn={onSignedIn} userType="admin" />);
    const { username, password, submit } = fields();
    await userEvent.type(username, 'demo@hisaab.in');
    await userEvent.type(password, 'Demo@1234');
    await userEvent.click(submit);
    expect(await screen.findByText(NOT_AN_ADMIN)).toBeInTheDocument();
    expect(callApi.mock.calls[0]?.[1]).toEqual({ query: { user_type: 'admin' } });
    // The Cognito session the refused sign-in opened is dropped again.
    expect(forgetSession).toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks a user with an authenticator for its code, and signs in with it (issue 31)', async () => {
    signInWithPassword.mockRejectedValue(new TotpCodeRequired());
    confirmTotpCode.mockResolvedValue(undefined);
    const onSignedIn = vi.fn();
    await renderWithRouter(<SignInForm onSignedIn={onSignedIn} userType="admin" />);
    const { username, password, submit } = fields();
    await userEvent.type(username, 'devika@hisaab.in');
    await userEvent.type(password, 'Admin@2026');
    await userEvent.click(submit);
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verify and Sign In' });
    await userEvent.type(screen.getByLabelText('Authentication Code'), '12a34');
    expect(screen.getByLabelText('Authentication Code')).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Authentication Code'), '56');
    await userEvent.click(verify);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(confirmTotpCode).toHaveBeenCalledWith('123456');
    expect(callApi.mock.calls[0]?.[1]).toEqual({ query: { user_type: 'admin' } });
  });

  it('leads an administrator without a second factor through setting it up, then asks for a code (issue 31)', async () => {
    signInWithPassword.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new TotpCodeRequired());
    needsTotpSetup.mockResolvedValueOnce(true);
    startTotpSetup.mockResolvedValue({
      uri: 'otpauth://totp/Hisaab:devika@hisaab.in?secret=JBSWY3DPEHPK3PXP&issuer=Hisaab',
      secret: 'JBSWY3DPEHPK3PXP',
    });
    finishTotpSetup.mockResolvedValue(undefined);
    await renderWithRouter(<SignInForm onSignedIn={vi.fn()} userType="admin" />);
    const { username, password, submit } = fields();
    await userEvent.type(username, 'devika@hisaab.in');
    await userEvent.type(password, 'Admin@2026');
    await userEvent.click(submit);
    expect(await screen.findByText('Set up two-factor authentication')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(startTotpSetup).toHaveBeenCalledWith('devika@hisaab.in');
    // Nothing is recorded with the API until the sign-in has its second factor.
    expect(callApi).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Authentication Code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and Turn On' }));
    expect(
      await screen.findByText(
        'Two-factor authentication is on. Sign in with the next code your authenticator app shows.',
      ),
    ).toBeInTheDocument();
    expect(finishTotpSetup.mock.calls[0]?.[0]).toBe('654321');
    expect(signInWithPassword).toHaveBeenCalledTimes(2);
    expect(signInWithPassword.mock.calls[1]?.[0]).toMatchObject({
      username: 'devika@hisaab.in',
      password: 'Admin@2026',
    });
  });
});
