import { dayCount } from '@/components/batch-status-chip';

/** How long ago a batch expired, or how soon it will: 'expired 15 days ago', 'expires today', 'in 77 days'. */
export const expiryDaysText = (days: number) =>
  days > 0 ? `in ${dayCount(days)}` : days === 0 ? 'expires today' : `expired ${dayCount(-days)} ago`;
