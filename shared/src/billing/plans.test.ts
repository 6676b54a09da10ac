import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES, newTrial, PLAN_MESSAGES, standingOf, type Subscription } from './plans';

const SIGN_UP = new Date('2026-11-26T10:00:00Z');
const days = (n: number) => new Date(SIGN_UP.getTime() + n * 86_400_000);

describe('plans and the trial (issue 20)', () => {
  it('starts every user on 14 days of Professional', () => {
    const trial = newTrial(SIGN_UP);
    expect(trial).toEqual({
      plan: 'professional',
      status: 'trialing',
      trial_ends_at: '2026-12-10T10:00:00.000Z',
      current_period_end: null,
      updated_at: '2026-11-26T10:00:00.000Z',
    });
    expect(standingOf(trial, SIGN_UP)).toEqual({ plan: 'professional', writable: true, trialDaysLeft: 14 });
    expect(standingOf(trial, days(13.5)).trialDaysLeft).toBe(1);
  });

  it('stops new vouchers the moment the trial ends', () => {
    expect(standingOf(newTrial(SIGN_UP), days(14))).toEqual({
      plan: 'professional',
      writable: false,
      reason: 'trial ended',
      trialDaysLeft: 0,
    });
  });

  it('keeps a paid plan while active, and a cancelled one until its period ends', () => {
    const paid: Subscription = {
      plan: 'starter',
      status: 'active',
      trial_ends_at: days(14).toISOString(),
      current_period_end: days(44).toISOString(),
      updated_at: days(14).toISOString(),
    };
    expect(standingOf(paid, days(60)).writable).toBe(true);
    const cancelled = { ...paid, status: 'cancelled' as const };
    expect(standingOf(cancelled, days(43)).writable).toBe(true);
    expect(standingOf(cancelled, days(44))).toMatchObject({ writable: false, reason: 'plan lapsed' });
  });

  it('says what each limit means, with the way out', () => {
    expect(PLAN_MESSAGES['trial ended'](true)).toBe(
      'Your free trial has ended: choose a plan on /pricing to add new vouchers. The books stay readable and exportable.',
    );
    expect(PLAN_MESSAGES['plan lapsed'](false)).toBe(
      "The plan of this company's owner is not active: they can renew it on /pricing to add new vouchers. The books stay readable and exportable.",
    );
    expect(PLAN_MESSAGES.beyondPlan('starter')).toBe(
      'This company is beyond the 1 company of the Starter plan: upgrade on /pricing to add new vouchers. The books stay readable and exportable.',
    );
    expect(FEATURE_MESSAGES.companies('starter')).toBe(
      'The Starter plan allows 1 company: upgrade on /pricing to add another',
    );
    expect(FEATURE_MESSAGES.companies('professional')).toBe(
      'The Professional plan allows 2 companies: upgrade on /pricing to add another',
    );
  });
});
