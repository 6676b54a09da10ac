import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { fullName } from '@app/shared/api/users';
import { PLAN_LABELS, type Period, type Plan } from '@app/shared/billing/plan-table';
import { chargedPaise } from '@app/shared/billing/prices';
import {
  placeOfSupply,
  SAAS_SAC,
  taxInvoiceNumber,
  taxSplitOf,
  type PlaceOfSupply,
  type TaxSplit,
} from '@app/shared/billing/tax-invoice';
import { financialYearOf, indianDate } from '@app/shared/financial-year';
import { stateCodeOf } from '@app/shared/gst/state-codes';
import { readBillingDetails } from '#lib/db/billing-details';
import { documentClient, tableName } from '#lib/db/client';
import { asRecord } from '#lib/db/items';
import { queryPages, sortKeyPrefix } from '#lib/db/query-all';
import { NEW_ITEM, put, setStep, transact } from '#lib/db/transact';
import { getUser } from '#lib/db/users';
import type { RazorpayPayment, RazorpaySubscription } from './razorpay-client';
import { choiceOfPlanId } from './razorpay-plans';
import { seller, type Seller } from './seller';

/**
 * Issue 31: Hisaab's GST tax invoice for each payment of a plan, issued once per Razorpay payment
 * (whether its webhook or Checkout's answer comes first), numbered without gaps in a series per
 * financial year, and kept as issued: the supplier's and the subscriber's details are copied in,
 * as a tax invoice cannot change after it is issued.
 */
export interface TaxInvoiceRecord extends TaxSplit {
  /** The Razorpay payment's id: one invoice per payment. */
  invoice_id: string;
  invoice_number: string;
  financial_year: number;
  user_id: string;
  subscription_id: string;
  plan: Plan;
  period: Period;
  /** When the payment was made (ISO): the invoice's date. */
  issued_at: string;
  description: string;
  sac: string;
  place_of_supply: PlaceOfSupply;
  supplier: Seller & { state_code: string };
  recipient: { name: string; email: string; gstin: string | null; address: string | null; state: string | null };
  created_at: string;
}

const invoiceKey = (userId: string, paymentId: string) => ({ pk: `USER#${userId}`, sk: `TAXINVOICE#${paymentId}` });
/** The last number of a financial year's series. */
const seriesKey = (financialYear: number) => ({ pk: 'TAXINVOICE#SERIES', sk: `FY#${financialYear}` });

class AlreadyIssued extends Error {}
class NumberTaken extends Error {}

export async function getTaxInvoice(userId: string, paymentId: string): Promise<TaxInvoiceRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: invoiceKey(userId, paymentId), ConsistentRead: true }),
  );
  return asRecord(Item) as TaxInvoiceRecord | undefined;
}

/** The subscriber's invoices, newest first (a subscriber has one or twelve a year: one Query). */
export async function listTaxInvoices(userId: string): Promise<TaxInvoiceRecord[]> {
  const invoices: TaxInvoiceRecord[] = [];
  for await (const { items } of queryPages(sortKeyPrefix(`USER#${userId}`, 'TAXINVOICE#'))) {
    invoices.push(...items.map((item) => asRecord(item) as unknown as TaxInvoiceRecord));
  }
  return invoices.sort(
    (a, b) => b.issued_at.localeCompare(a.issued_at) || b.invoice_number.localeCompare(a.invoice_number),
  );
}

const day = (seconds: number) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(seconds * 1000));

/** The line's words: the plan and the period paid for, or the part of it an upgrade's difference covers. */
function descriptionOf(plan: Plan, period: Period, payment: RazorpayPayment, subscription: RazorpaySubscription) {
  const name = `Hisaab ${PLAN_LABELS[plan]} plan (${period})`;
  const end = subscription.current_end;
  if (!end) return name;
  if (payment.amount === chargedPaise(plan, period) && subscription.current_start) {
    return `${name}: ${day(subscription.current_start)} to ${day(end)}`;
  }
  return `${name}: the difference for ${day(payment.created_at)} to ${day(end)}`;
}

/**
 * Issues the tax invoice of a captured payment of the user's subscription, once: a second call for
 * the same payment returns the first invoice. Its number is the series' next, taken in the same
 * transaction that writes the invoice, so numbers are never skipped or used twice (a race for a
 * number is tried again). Undefined for a payment that is not captured, or of no plan of ours.
 */
export async function issueTaxInvoice(
  userId: string,
  payment: RazorpayPayment,
  subscription: RazorpaySubscription,
): Promise<TaxInvoiceRecord | undefined> {
  const choice = choiceOfPlanId(subscription.plan_id);
  if (payment.status !== 'captured' || payment.currency !== 'INR' || !choice) return undefined;
  const existing = await getTaxInvoice(userId, payment.id);
  if (existing) return existing;
  const [details, profile] = await Promise.all([readBillingDetails(userId), getUser(userId)]);
  if (!profile) return undefined;
  const supplier = seller();
  const gstin = details.gstin || null;
  const where = placeOfSupply({ gstin, state: details.state || null }, supplier.state);
  const supplierCode = stateCodeOf(supplier.state) ?? '';
  const issuedAt = new Date(payment.created_at * 1000);
  const financialYear = financialYearOf(indianDate(issuedAt));
  const invoice = {
    invoice_id: payment.id,
    financial_year: financialYear,
    user_id: userId,
    subscription_id: subscription.id,
    plan: choice.plan,
    period: choice.period,
    issued_at: issuedAt.toISOString(),
    description: descriptionOf(choice.plan, choice.period, payment, subscription),
    sac: SAAS_SAC,
    ...taxSplitOf(payment.amount, where.code === supplierCode),
    place_of_supply: where,
    supplier: { ...supplier, state_code: supplierCode },
    recipient: {
      name: details.legal_name || fullName(profile.name),
      email: profile.email,
      gstin,
      address: details.address || null,
      state: gstin ? where.state : details.state || null,
    },
    created_at: new Date().toISOString(),
  };
  for (let attempt = 1; ; attempt++) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: seriesKey(financialYear), ConsistentRead: true }),
    );
    const last = typeof Item?.last === 'number' ? Item.last : 0;
    const issued: TaxInvoiceRecord = { ...invoice, invoice_number: taxInvoiceNumber(financialYear, last + 1) };
    try {
      await transact([
        setStep(
          seriesKey(financialYear),
          { last: last + 1, entity: 'tax-invoice-series' },
          last === 0
            ? { expression: 'attribute_not_exists(#last)', names: { '#last': 'last' } }
            : { expression: '#last = :last', names: { '#last': 'last' }, values: { ':last': last } },
          () => new NumberTaken(),
        ),
        put(
          { ...invoiceKey(userId, payment.id), entity: 'tax-invoice', ...issued },
          NEW_ITEM,
          () => new AlreadyIssued(),
        ),
      ]);
      return issued;
    } catch (error) {
      if (error instanceof AlreadyIssued) return getTaxInvoice(userId, payment.id);
      if (!(error instanceof NumberTaken) || attempt === 10) throw error;
    }
  }
}
