import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';

// Cognito is not in the browser under test; the form's contract with it is this one function.
const signInWithPassword = vi.hoisted(() => vi.fn());
const callApi = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth', () => ({ signInWithPassword, rememberLogin: vi.fn(), forgetSession: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ callApi, ApiError: class extends Error {} }));

const fields = () => ({
  username: screen.getByLabelText('Username or Email'),
  password: screen.getByLabelText('Password'),
  submit: screen.getByRole('button', { name: 'Sign In' }),
});

describe('SignInForm', () => {
  beforeEach(() => {
    signInWithPassword.mockReset();
  });

  it('keeps Sign In disabled until both fields are valid, with the spec messages', async () => {
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
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
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
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

  it('shows why a sign-in failed and stays on the form', async () => {
    signInWithPassword.mockImplementation(() =>
      Promise.reject(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' })),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    const { username, password, submit } = fields();
    await userEvent.type(username, 'demo@hisaab.in');
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(submit);
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(submit).toHaveTextContent('Sign In');
  });

  it('prefills a remembered username', () => {
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} defaultUsername="demo@hisaab.in" />);
    expect(fields().username).toHaveValue('demo@hisaab.in');
    expect(screen.getByRole('checkbox', { name: 'Remember me for 30 days' })).toBeChecked();
  });
});
