import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/router';
import { SignUpForm } from './sign-up-form';

const signUpWithEmail = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth', () => ({ signUpWithEmail }));

const field = (label: string) => screen.getByLabelText(label);

async function fillValidForm() {
  await userEvent.type(field('First Name'), 'Ravi');
  await userEvent.type(field('Last Name (optional)'), 'Kumar');
  await userEvent.type(field('Email'), 'ravi@kumar.in');
  await userEvent.type(field('Phone Number'), '9812345678');
  await userEvent.type(field('Password'), 'Ledger@2024');
}

describe('SignUpForm', () => {
  beforeEach(() => {
    signUpWithEmail.mockReset();
  });

  it('checks each field as it changes, in the spec words', async () => {
    await renderWithRouter(<SignUpForm onSignedUp={vi.fn()} />);
    await userEvent.type(field('First Name'), 'R');
    await userEvent.clear(field('First Name'));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await userEvent.type(field('Email'), 'ravi@kumar');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await userEvent.type(field('Phone Number'), '98123');
    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    await userEvent.type(field('Password'), 'Ab1!');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.type(field('Password'), 'wxyz');
    await waitFor(() => expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument());
  });

  it('refuses an empty submit with every required message and the toast', async () => {
    await renderWithRouter(<SignUpForm onSignedUp={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please fix the validation errors before submitting.')).toBeInTheDocument();
    for (const message of [
      'First name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('creates the account with the chosen dial code, showing progress, then moves on', async () => {
    let finish: () => void = () => undefined;
    signUpWithEmail.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const onSignedUp = vi.fn();
    await renderWithRouter(<SignUpForm onSignedUp={onSignedUp} />);
    expect(screen.getByRole('combobox', { name: 'Country Code' })).toHaveTextContent('India (+91)');
    await userEvent.click(screen.getByRole('combobox', { name: 'Country Code' }));
    await userEvent.type(screen.getByPlaceholderText('Search country or code...'), 'nepal');
    await userEvent.click(screen.getByRole('option', { name: 'Nepal (+977)' }));
    expect(screen.getByRole('combobox', { name: 'Country Code' })).toHaveTextContent('Nepal (+977)');
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(await screen.findByText('Creating your account...')).toBeInTheDocument();
    expect(signUpWithEmail).toHaveBeenCalledWith({
      first: 'Ravi',
      last: 'Kumar',
      email: 'ravi@kumar.in',
      code: '+977',
      phone: '9812345678',
      password: 'Ledger@2024',
    });
    finish();
    expect(await screen.findByText('Account created successfully! 🎉')).toBeInTheDocument();
    expect(onSignedUp).toHaveBeenCalledWith('ravi@kumar.in');
    await waitFor(() => expect(screen.queryByText('Creating your account...')).not.toBeInTheDocument());
  });

  it("says so when the e-mail already has an account, and falls back to the spec's words otherwise", async () => {
    signUpWithEmail.mockRejectedValueOnce(
      Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' }),
    );
    signUpWithEmail.mockRejectedValueOnce(new Error('socket hang up'));
    const onSignedUp = vi.fn();
    await renderWithRouter(<SignUpForm onSignedUp={onSignedUp} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Could not create account. Please try again.')).toBeInTheDocument();
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('links to sign-in', async () => {
    await renderWithRouter(<SignUpForm onSignedUp={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});
