import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@app/shared/api/users';
import { WelcomeCard } from './welcome-card';

const user: UserProfile = {
  _id: '66815e22-06dc-4d60-9520-34dcd8e9d395',
  name: { first: 'Asha', last: 'Verma' },
  email: 'demo@hisaab.in',
  phone: { code: '+91', number: '9876543210' },
  image: null,
  image_key: null,
  user_type: 'user',
  created_at: '2026-11-22T07:10:15.576Z',
  companies: [
    {
      _id: '59c1bc01-8359-4744-aa8e-a6005da080dc',
      company_id: '59c1bc01-8359-4744-aa8e-a6005da080dc',
      company_name: 'Verma Medical Stores',
      image: null,
      financial_year_start: '2026-04-01',
    },
  ],
  user_settings: {
    current_company_id: '59c1bc01-8359-4744-aa8e-a6005da080dc',
    permissions: { create_vouchers: true },
    last_login: null,
    last_login_device: null,
    last_login_ip: null,
  },
};

describe('WelcomeCard', () => {
  it('greets the user by name and lists their companies with the financial year', () => {
    render(<WelcomeCard user={user} />);
    expect(screen.getByText('Welcome, Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('demo@hisaab.in')).toBeInTheDocument();
    expect(screen.getByText('Verma Medical Stores')).toBeInTheDocument();
    expect(screen.getByText('FY: 2026 - 2027')).toBeInTheDocument();
  });

  it('says so when there is no company yet, and leaves out an empty last name', () => {
    render(<WelcomeCard user={{ ...user, name: { first: 'Asha', last: '' }, companies: [] }} />);
    expect(screen.getByText('Welcome, Asha')).toBeInTheDocument();
    expect(screen.getByText('No companies yet.')).toBeInTheDocument();
  });
});
