import { INDIA_TIME_ZONE } from '@app/shared/financial-year';
import { indianDate } from '@/lib/format';

const WEEKDAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: INDIA_TIME_ZONE });

/** Spec 2, Invoice Details: the date with its weekday, 'Mon, 20 Apr 2026'. */
export const weekdayDate = (iso: string) => `${WEEKDAY.format(new Date(iso))}, ${indianDate(iso)}`;

const COUNT = new Intl.NumberFormat('en-IN');

/** A whole number with Indian grouping: 1,23,456. */
export const formatCount = (count: number) => COUNT.format(count);

/** '1 invoice', '12 invoices'. */
export const invoiceCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'invoice' : 'invoices'}`;

/** A party's GSTIN, or a dash for a customer without one (B2C). */
export const gstinOrDash = (tin: string | null) => tin ?? '—';
