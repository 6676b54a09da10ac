import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_AN_ADMIN } from '@app/shared/auth/messages';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { NewPasswordRequired } from '@/lib/new-password-required';
import { SignInForm } from './sign-in-form';

// Cognito is not in the browser under test; the form's contract with it is this one function.
const signInWithPassword = vi.hoisted(() => vi.fn());
const setFirstPassword = vi.hoisted(() => vi.fn());
const forgetSession = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth', () => ({ signInWithPassword, setFirstPassword, rememberLogin: vi.fn(), forgetSession }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const fields = () => ({
  username: screen.getByLabelText('Username or Email'),
  password: screen.getByLabelText('Password'),
  submit: screen.getByRole('button', { name: 'Sign In' }),
});

describe('SignInForm', () => {
  beforeEach(() => {
    signInWithPassword.mockReset();
    forgetSession.mockReset();
    callApi.mockReset();
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
});
