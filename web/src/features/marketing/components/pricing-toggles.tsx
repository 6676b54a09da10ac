import type { Currency, Period } from '@app/shared/billing/plan-table';
import { bestYearlySavingPercent, EXCHANGE_RATE_NOTE } from '@app/shared/billing/prices';
import { Badge } from '@/components/ui/badge';
import { SegmentedToggle } from './segmented-toggle';

const PERIOD_OPTIONS = [
  { value: 'yearly', label: 'Yearly' },
  { value: 'monthly', label: 'Monthly' },
] as const satisfies readonly { value: Period; label: string }[];

const CURRENCY_OPTIONS = [
  { value: 'INR', label: 'INR (₹)' },
  { value: 'USD', label: 'USD ($)' },
] as const satisfies readonly { value: Currency; label: string }[];

interface PricingTogglesProps {
  period: Period;
  currency: Currency;
  onPeriodChange: (period: Period) => void;
  onCurrencyChange: (currency: Currency) => void;
}

/** Spec 2.1: yearly or monthly (default yearly), INR or USD (default INR). */
export function PricingToggles({ period, currency, onPeriodChange, onCurrencyChange }: PricingTogglesProps) {
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="flex flex-wrap items-center justify-center gap-3">
        <SegmentedToggle label="Billing period" value={period} options={PERIOD_OPTIONS} onChange={onPeriodChange} />
        <SegmentedToggle label="Currency" value={currency} options={CURRENCY_OPTIONS} onChange={onCurrencyChange} />
      </div>
      <Badge variant="secondary" className="text-primary">
        Save up to {bestYearlySavingPercent(currency)}% with yearly billing
      </Badge>
      <p className="text-muted-foreground text-xs">{EXCHANGE_RATE_NOTE}</p>
    </div>
  );
}
