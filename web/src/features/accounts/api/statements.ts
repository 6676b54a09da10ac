import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAgeing } from '@app/shared/api/routes/reports/get-ageing';
import { getBalanceSheet } from '@app/shared/api/routes/reports/get-balance-sheet';
import { getProfitAndLoss } from '@app/shared/api/routes/reports/get-profit-and-loss';
import { getTrialBalance } from '@app/shared/api/routes/reports/get-trial-balance';
import type { AgeingSide } from '@app/shared/reports/statement-views';
import { callApi } from '@/lib/api-client';

/** A statement's period, both days in one financial year. */
export interface StatementPeriod {
  start: string;
  end: string;
}

/**
 * Every statement query sits under its company, so a voucher posted, changed or withdrawn reloads
 * them with the company's other queries.
 */
const statementKey = (companyId: string, name: string, period: StatementPeriod) =>
  ['accounts', companyId, name, period] as const;

const statementQuery = <T>(
  companyId: string,
  name: string,
  period: StatementPeriod,
  fetch: (signal: AbortSignal) => Promise<T>,
) => ({
  queryKey: statementKey(companyId, name, period),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetch(signal),
  // The last period's figures stay on screen while the next period's load.
  placeholderData: keepPreviousData,
});

const query = (companyId: string, period: StatementPeriod) => ({
  company_id: companyId,
  start_date: period.start,
  end_date: period.end,
});

export const useTrialBalance = (companyId: string, period: StatementPeriod) =>
  useQuery(
    statementQuery(companyId, 'trial-balance', period, (signal) =>
      callApi(getTrialBalance, { query: query(companyId, period), signal }),
    ),
  );

export const useProfitAndLoss = (companyId: string, period: StatementPeriod) =>
  useQuery(
    statementQuery(companyId, 'profit-and-loss', period, (signal) =>
      callApi(getProfitAndLoss, { query: query(companyId, period), signal }),
    ),
  );

export const useBalanceSheet = (companyId: string, period: StatementPeriod) =>
  useQuery(
    statementQuery(companyId, 'balance-sheet', period, (signal) =>
      callApi(getBalanceSheet, { query: query(companyId, period), signal }),
    ),
  );

/** Receivables or payables by party and days past due, as at today (no period). */
export const useAgeing = (companyId: string, side: AgeingSide) =>
  useQuery({
    queryKey: ['accounts', companyId, 'ageing', side] as const,
    queryFn: ({ signal }) => callApi(getAgeing, { query: { company_id: companyId, side }, signal }),
    placeholderData: keepPreviousData,
  });
