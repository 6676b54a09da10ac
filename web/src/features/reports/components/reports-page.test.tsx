import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDailyAnalytics } from '@app/shared/api/routes/invoices/get-daily-analytics';
import { getMonthlyAnalytics } from '@app/shared/api/routes/invoices/get-monthly-analytics';
import { getYearlyAnalytics } from '@app/shared/api/routes/invoices/get-yearly-analytics';
import type { DailyAnalytics, MonthlyAnalytics, YearlyAnalytics } from '@app/shared/reports/analytics-docs';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import type { AnalyticsChartProps } from './analytics-chart';
import { ReportsPage } from './reports-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
// ApexCharts cannot draw in jsdom: the chart names its series and labels instead.
vi.mock('./analytics-chart', () => ({
  AnalyticsChart: ({ spec, height }: AnalyticsChartProps) => (
    <figure aria-label={`${spec.series.map((series) => series.label).join(', ')} chart`} data-height={height}>
      {spec.labels.join(' ')}
    </figure>
  ),
}));

// 10 at ₹10 opening, 5 bought at ₹20, 3 sold at ₹50: a year's average rate of ₹13.33.
const YEAR: YearlyAnalytics = {
  financial_year: 2026,
  opening: 100,
  purchase: 123456.4,
  sales: 150,
  current: 160,
  profit: 110,
  profit_percent: 73.33,
};

const dayLabels = (month: string, days: number) => Array.from({ length: days }, (_, i) => `${month} ${i + 1}`);
const daily = (month: number, year: number, sales: number, short: string, days: number): DailyAnalytics => ({
  month,
  year,
  sales,
  labels: dayLabels(short, days),
  data: [
    { id: 'sales', label: 'Sales', data: Array.from({ length: days }, () => 0) },
    { id: 'purchase', label: 'Purchases', data: Array.from({ length: days }, () => 0) },
  ],
});

const MONTHS = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
const MONTHLY: MonthlyAnalytics = {
  year: 2026,
  sales: 150,
  labels: MONTHS,
  data: [
    { id: 'sales', label: 'Sales', data: MONTHS.map(() => 0) },
    { id: 'purchase', label: 'Purchases', data: MONTHS.map(() => 0) },
    { id: 'profit', label: 'Profit', data: MONTHS.map(() => 0) },
  ],
};

/** Last year's figures, for the year picker: 24 sold at ₹100 in FY 2025-26. */
const LAST_YEAR: YearlyAnalytics = { ...YEAR, financial_year: 2025, sales: 2400, current: 100 };

/** Answers each report as the server would: sales on 22 November 2026 only, and in FY 2025-26 in November 2025. */
function answer(yearly: () => Promise<YearlyAnalytics> = () => Promise.resolve(YEAR)) {
  callApi.mockImplementation(
    (route: unknown, options: { query: { financial_year: number; financial_month?: number } }) => {
      const { financial_year: year, financial_month: month } = options.query;
      if (year === 2025) {
        if (route === getYearlyAnalytics) return Promise.resolve(LAST_YEAR);
        if (route === getMonthlyAnalytics) return Promise.resolve({ ...MONTHLY, year: 2025, sales: 2400 });
        if (route === getDailyAnalytics && month === 11) return Promise.resolve([daily(11, 2025, 2400, 'Nov', 30)]);
      }
      if (route === getYearlyAnalytics) return yearly();
      if (route === getMonthlyAnalytics) return Promise.resolve(MONTHLY);
      if (route === getDailyAnalytics) {
        if (month === 11) return Promise.resolve([daily(11, 2026, 150, 'Nov', 30)]);
        if (month === 4) return Promise.resolve([daily(4, 2026, 0, 'Apr', 30)]);
        if (month === 1) return Promise.resolve([daily(1, 2027, 0, 'Jan', 31)]);
      }
      return Promise.reject(new Error('unexpected route'));
    },
  );
}

/** The page as the route holds it: the year and month chosen live in its state (the URL). */
function Reports({
  companyId = 'c1',
  booksBeginFrom = '2025-04-01',
  initialYear,
}: {
  companyId?: string;
  booksBeginFrom?: string;
  initialYear?: number;
}) {
  const [year, setYear] = useState(initialYear);
  const [month, setMonth] = useState<number>();
  return (
    <>
      <ReportsPage
        companyId={companyId}
        booksBeginFrom={booksBeginFrom}
        year={year}
        month={month}
        onYearChange={setYear}
        onMonthChange={setMonth}
        onBack={vi.fn()}
      />
      <output aria-label="URL search">{JSON.stringify({ year, month })}</output>
    </>
  );
}

const card = (label: string) => screen.getByRole('group', { name: label });
const region = (name: string) => screen.getByRole('region', { name });
const queriesOf = (route: unknown) =>
  callApi.mock.calls.filter(([called]) => called === route).map(([, options]) => (options as { query: object }).query);

beforeEach(() => {
  // Only the clock is fixed: 22 November 2026 in India, in FY 2026-27.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00+05:30'));
  callApi.mockReset();
  answer();
});
afterEach(() => vi.useRealTimers());

describe('ReportsPage (spec 7)', () => {
  it("shows the running year's five cards in whole rupees, not-above-zero ones in the error colour", async () => {
    answer(() => Promise.resolve({ ...YEAR, opening: 0, profit: -12.6 }));
    await renderWithRouter(<Reports />);
    expect(screen.getByRole('heading', { name: 'Reports and Analytics', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('FY: 2026 - 2027')).toBeInTheDocument();
    await waitFor(() => expect(card('Net Purchases (Yearly)')).toHaveTextContent('₹1,23,456'));
    expect(queriesOf(getYearlyAnalytics)).toEqual([{ company_id: 'c1', financial_year: 2026 }]);
    expect(within(card('Opening Value (Yearly)')).getByText('₹0')).toHaveClass('text-destructive');
    expect(within(card('Net Profit (Yearly)')).getByText('-₹13')).toHaveClass('text-destructive');
    expect(within(card('Net Sales (Yearly)')).getByText('₹150')).not.toHaveClass('text-destructive');
    expect(within(card('Current Remaining')).getByText('₹160')).not.toHaveClass('text-destructive');
    expect(card('Net Profit (Yearly)')).toHaveTextContent('73.33% of sales');
  });

  it('shows a skeleton in each card while the figures load', async () => {
    answer(() => new Promise(() => undefined));
    await renderWithRouter(<Reports />);
    for (const label of ['Opening Value (Yearly)', 'Net Purchases (Yearly)', 'Current Remaining']) {
      expect(card(label).querySelector('[data-slot="skeleton"]')).not.toBeNull();
    }
  });

  it("draws this month's days, with the month's sales", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Reports />);
    const chart = await within(region('Daily Financial Overview')).findByRole('figure', {
      name: 'Sales, Purchases chart',
    });
    expect(chart).toHaveTextContent(/^Nov 1 Nov 2 .* Nov 30$/);
    expect(region('Daily Financial Overview')).toHaveTextContent('November 2026');
    expect(within(region('Daily Financial Overview')).getByRole('group', { name: 'Total Sales' })).toHaveTextContent(
      'Total Sales₹150',
    );
    expect(queriesOf(getDailyAnalytics)).toEqual([{ company_id: 'c1', financial_year: 2026, financial_month: 11 }]);

    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
      'January',
      'February',
      'March',
    ]);
    await user.click(screen.getByRole('option', { name: 'April' }));
    await waitFor(() =>
      expect(within(region('Daily Financial Overview')).getByRole('group', { name: 'Total Sales' })).toHaveTextContent(
        'Total Sales₹0',
      ),
    );
    expect(region('Daily Financial Overview')).toHaveTextContent('April 2026');
    expect(queriesOf(getDailyAnalytics).at(-1)).toEqual({ company_id: 'c1', financial_year: 2026, financial_month: 4 });
  });

  it('asks for January in the year the financial year starts, and names it with the next one', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Reports />);
    await user.click(await screen.findByRole('combobox', { name: 'Month' }));
    await user.click(screen.getByRole('option', { name: 'January' }));
    await waitFor(() => expect(region('Daily Financial Overview')).toHaveTextContent('January 2027'));
    expect(queriesOf(getDailyAnalytics).at(-1)).toEqual({ company_id: 'c1', financial_year: 2026, financial_month: 1 });
  });

  it('draws the financial year month by month, 280 pixels high', async () => {
    await renderWithRouter(<Reports />);
    const chart = await within(region('Monthly Financial Overview')).findByRole('figure', {
      name: 'Sales, Purchases, Profit chart',
    });
    expect(chart).toHaveTextContent('Apr May Jun Jul Aug Sep Oct Nov Dec Jan Feb Mar');
    expect(chart).toHaveAttribute('data-height', '280');
    expect(region('Monthly Financial Overview')).toHaveTextContent('FY 2026');
    expect(within(region('Monthly Financial Overview')).getByRole('group', { name: 'Total Sales' })).toHaveTextContent(
      'Total Sales₹150',
    );
    expect(queriesOf(getMonthlyAnalytics)).toEqual([{ company_id: 'c1', financial_year: 2026 }]);
  });

  it('shows why a chart could not load, and tries again', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: unknown) => {
      if (route === getYearlyAnalytics) return Promise.resolve(YEAR);
      if (route === getMonthlyAnalytics) return Promise.reject(new ApiError('Company not found.', 404));
      return Promise.resolve([daily(11, 2026, 150, 'Nov', 30)]);
    });
    await renderWithRouter(<Reports />);
    const monthly = region('Monthly Financial Overview');
    expect(await within(monthly).findByRole('alert')).toHaveTextContent('Company not found.');
    expect(within(monthly).getByRole('group', { name: 'Total Sales' })).toHaveTextContent('Total Sales—');
    answer();
    await user.click(within(monthly).getByRole('button', { name: 'Try Again' }));
    expect(await within(monthly).findByRole('figure')).toHaveTextContent('Apr May');
  });

  it('asks for a company first, and asks the server nothing', async () => {
    await renderWithRouter(
      <ReportsPage
        companyId={undefined}
        booksBeginFrom={undefined}
        year={undefined}
        month={undefined}
        onYearChange={vi.fn()}
        onMonthChange={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    expect(screen.getByText('Please create a company first.')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });
  it("offers every year of the company's books, newest first, and shows the chosen one everywhere", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Reports booksBeginFrom="2024-06-15" />);
    await waitFor(() => expect(card('Net Sales (Yearly)')).toHaveTextContent('₹150'));
    const picker = screen.getByRole('combobox', { name: 'Financial year' });
    expect(picker).toHaveTextContent('FY: 2026 - 2027');
    await user.click(picker);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'FY: 2026 - 2027',
      'FY: 2025 - 2026',
      'FY: 2024 - 2025',
    ]);
    await user.click(screen.getByRole('option', { name: 'FY: 2025 - 2026' }));

    await waitFor(() => expect(card('Net Sales (Yearly)')).toHaveTextContent('₹2,400'));
    expect(JSON.parse(screen.getByLabelText('URL search').textContent)).toEqual({ year: 2025 });
    expect(queriesOf(getYearlyAnalytics).at(-1)).toEqual({ company_id: 'c1', financial_year: 2025 });
    expect(queriesOf(getMonthlyAnalytics).at(-1)).toEqual({ company_id: 'c1', financial_year: 2025 });
    expect(queriesOf(getDailyAnalytics).at(-1)).toEqual({
      company_id: 'c1',
      financial_year: 2025,
      financial_month: 11,
    });
    // A past year's stock is what was left when it closed.
    expect(card('Current Remaining')).toHaveTextContent('Current Remaining₹100on 31/03/2026');
    await waitFor(() => expect(region('Daily Financial Overview')).toHaveTextContent('November 2025'));
    expect(region('Monthly Financial Overview')).toHaveTextContent('FY 2025');
    await waitFor(() =>
      expect(
        within(region('Monthly Financial Overview')).getByRole('group', { name: 'Total Sales' }),
      ).toHaveTextContent('Total Sales₹2,400'),
    );
  });

  it('shows the running year when the URL asks for a year the books do not have', async () => {
    await renderWithRouter(<Reports initialYear={2019} />);
    await waitFor(() => expect(card('Net Sales (Yearly)')).toHaveTextContent('₹150'));
    expect(screen.getByRole('combobox', { name: 'Financial year' })).toHaveTextContent('FY: 2026 - 2027');
    expect(queriesOf(getYearlyAnalytics)).toEqual([{ company_id: 'c1', financial_year: 2026 }]);
    expect(card('Current Remaining')).toHaveTextContent(/^Current Remaining₹160$/);
  });

  it('offers only the running year to books that begin after it', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Reports booksBeginFrom="2027-04-01" />);
    await user.click(screen.getByRole('combobox', { name: 'Financial year' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['FY: 2026 - 2027']);
  });
});
