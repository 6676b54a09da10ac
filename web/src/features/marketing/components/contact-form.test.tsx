import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sendQueryEmail } from '@app/shared/api/routes/public/send-query-email';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

// The API is not under test here; the form's contract with it is this one call.
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

async function choose(user: UserEvent, field: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: field }), option);
}

async function fillValidEnquiry(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), '  Asha ');
  await user.type(screen.getByLabelText('Last name (optional)'), 'Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@vermamedical.in');
  await user.type(screen.getByLabelText('Phone (optional)'), '+919876543210');
  await user.type(screen.getByLabelText('Company (optional)'), 'Verma Medical Stores');
  await choose(user, 'Industry', 'Healthcare');
  await choose(user, 'Company size (optional)', '6-10 employees');
  await choose(user, 'Query type', 'Sales');
  await user.type(screen.getByLabelText('Message'), 'We need batch and expiry tracking for two stores.');
}

const submit = () => screen.getByRole('button', { name: 'Send Message' });

describe('ContactForm', () => {
  beforeEach(() => {
    callApi.mockReset();
  });

  it("shows the spec's messages for missing fields and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.click(submit());
    for (const message of [
      'First name is required',
      'Email is required',
      'Please select your industry',
      'Please select a query type',
      'Please enter your message',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('checks the e-mail, phone and message length, and clears an error once the field is edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'asha@verma');
    await user.type(screen.getByLabelText('Phone (optional)'), '98765');
    await user.type(screen.getByLabelText('Message'), ' too short ');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Message should be at least 10 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), '.in');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await choose(user, 'Industry', 'Retail');
    expect(screen.queryByText('Please select your industry')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('sends a valid enquiry, thanks the visitor and empties the form', async () => {
    callApi.mockResolvedValue({ id: 'enq-1' });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    expect(screen.getByRole('checkbox', { name: /product news/ })).toBeChecked();
    await fillValidEnquiry(user);
    await user.click(submit());

    expect(
      await screen.findByText('Thank you for contacting us! We will get back to you shortly.'),
    ).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledExactlyOnceWith(sendQueryEmail, {
      body: {
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@vermamedical.in',
        phone: '+919876543210',
        company: 'Verma Medical Stores',
        industry: 'Healthcare',
        employees: '6-10',
        queryType: 'Sales',
        message: 'We need batch and expiry tracking for two stores.',
        marketingConsent: true,
      },
    });
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveDisplayValue('Select your industry');
    expect(screen.getByRole('checkbox', { name: /product news/ })).toBeChecked();
  });

  it('says so when sending fails, and still empties the form', async () => {
    callApi.mockImplementation(() => {
      const e = new Error('Network down');
      return Promise.reject(e);
    });
    process.on('unhandledRejection', (r) => console.log('UNHANDLED', r));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillValidEnquiry(user);
    await user.click(screen.getByRole('checkbox', { name: /product news/ }));
    await user.click(submit());

    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(callApi.mock.calls[0]?.[1]).toMatchObject({ body: { marketingConsent: false } });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: /product news/ })).toBeChecked();
  });
});
