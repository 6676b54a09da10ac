import { randomInt } from 'node:crypto';
import { PLAN_LABELS, PLANS, PERIODS, type Period } from '@app/shared/billing/plan-table';
import { chargedPaise } from '@app/shared/billing/prices';
import { LOCAL_RAZORPAY } from '../razorpay-local';

/**
 * The local Razorpay's records, in the shapes of Razorpay's API reference (plans, subscriptions,
 * payments): every field Razorpay documents is there, so the client reads what it would read in
 * AWS. Times are Unix seconds, amounts paise, as Razorpay's are.
 */
const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Razorpay id: its prefix and 14 letters and digits ('sub_Nx3fk9Lq2MbT0w'). */
export const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 14 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface PlanEntity {
  id: string;
  entity: 'plan';
  interval: 1;
  period: Period;
  item: {
    id: string;
    active: true;
    name: string;
    description: string;
    amount: number;
    unit_amount: number;
    currency: 'INR';
    type: 'plan';
    unit: null;
    tax_inclusive: false;
    hsn_code: null;
    sac_code: null;
    tax_rate: null;
    tax_id: null;
    tax_group_id: null;
    created_at: number;
    updated_at: number;
  };
  notes: Record<string, string>;
  created_at: number;
}

export type SubscriptionStatus =
  'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed' | 'expired';

export interface SubscriptionEntity {
  id: string;
  entity: 'subscription';
  plan_id: string;
  customer_id: string | null;
  status: SubscriptionStatus;
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Record<string, string> | [];
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: 'api';
  offer_id: string | null;
  remaining_count: number;
  /** How the mandate was set up at checkout (Razorpay shows it once authenticated). */
  payment_method: 'card' | 'upi' | null;
}

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'captured' | 'failed';
  order_id: string | null;
  invoice_id: string | null;
  international: false;
  method: 'card' | 'upi';
  amount_refunded: 0;
  refund_status: null;
  captured: boolean;
  description: string;
  card_id: string | null;
  bank: null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  customer_id: string | null;
  token_id: string | null;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

/** The local plans: one per plan and period of the plan table, at its price with GST. */
export function localPlans(): PlanEntity[] {
  const created = nowSeconds();
  return PLANS.flatMap((plan) =>
    PERIODS.map((period): PlanEntity => {
      const amount = chargedPaise(plan, period);
      return {
        id: LOCAL_RAZORPAY.plans[plan][period],
        entity: 'plan',
        interval: 1,
        period,
        item: {
          id: razorpayId('item'),
          active: true,
          name: `Hisaab ${PLAN_LABELS[plan]} (${period})`,
          description: `${PLAN_LABELS[plan]}, GST included`,
          amount,
          unit_amount: amount,
          currency: 'INR',
          type: 'plan',
          unit: null,
          tax_inclusive: false,
          hsn_code: null,
          sac_code: null,
          tax_rate: null,
          tax_id: null,
          tax_group_id: null,
          created_at: created,
          updated_at: created,
        },
        notes: {},
        created_at: created,
      };
    }),
  );
}

/** The end of a period that starts at `start` (a calendar month or year later, as Razorpay bills). */
export function periodEnd(start: number, period: Period): number {
  const end = new Date(start * 1000);
  if (period === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return Math.floor(end.getTime() / 1000);
}
