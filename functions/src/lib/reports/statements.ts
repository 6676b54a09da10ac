import { financialYearDates, financialYearOf } from '@app/shared/financial-year';
import { returnPeriodOfDays } from '@app/shared/gst/return-period';
import { gstr3bTable } from '@app/shared/reports/gstr3b-table';
import type { AgeingDoc, BalanceSheetDoc, ProfitAndLossDoc, TrialBalanceDoc } from '@app/shared/reports/statement-docs';
import type { PrintStatementQuery } from '@app/shared/reports/statement-docs';
import type { AgeingSide } from '@app/shared/reports/statement-views';
import {
  ageingTable,
  balanceSheetTable,
  cashBankTable,
  profitAndLossTable,
  trialBalanceTable,
  type StatementTable,
} from '@app/shared/reports/statement-rows';
import { inRupees } from '#lib/presenters/statements';
import { ageing } from './ageing';
import { gstr3b } from './gstr3b';
import { dayBookFile, ledgerStatementFile } from './registers';
import { readBooksPeriod } from './books-period';
import { balanceSheet, profitAndLoss } from './final-accounts';
import { trialBalance } from './trial-balance';

/** A statement's period, both days in one financial year. */
export interface StatementPeriodQuery {
  start_date: string;
  end_date: string;
}

export async function trialBalanceDoc(companyId: string, query: StatementPeriodQuery): Promise<TrialBalanceDoc> {
  const period = await readBooksPeriod(companyId, query.start_date, query.end_date);
  return { start_date: query.start_date, end_date: query.end_date, ...inRupees(trialBalance(period)) };
}

export async function profitAndLossDoc(companyId: string, query: StatementPeriodQuery): Promise<ProfitAndLossDoc> {
  const period = await readBooksPeriod(companyId, query.start_date, query.end_date);
  return { start_date: query.start_date, end_date: query.end_date, ...inRupees(profitAndLoss(period)) };
}

/** As at the period's last day, its profit counted from the financial year's start. */
export async function balanceSheetDoc(companyId: string, query: StatementPeriodQuery): Promise<BalanceSheetDoc> {
  const yearStart = financialYearDates(financialYearOf(query.end_date)).start;
  const period = await readBooksPeriod(companyId, yearStart, query.end_date);
  return { start_date: yearStart, end_date: query.end_date, ...inRupees(balanceSheet(period)) };
}

export async function ageingDoc(companyId: string, side: AgeingSide): Promise<AgeingDoc> {
  const { as_on: asOn, parties, totals } = await ageing(companyId, side);
  return {
    side,
    as_on: asOn,
    parties: parties.map(({ id, name, invoices, ...figures }) => ({ id, name, invoices, ...inRupees(figures) })),
    totals: inRupees(totals),
  };
}

/** A statement as the table its exports are made of (shared/reports/statement-rows.ts). */
export async function statementTable(companyId: string, query: PrintStatementQuery): Promise<StatementTable> {
  switch (query.view) {
    case 'trial-balance':
      return trialBalanceTable(await trialBalanceDoc(companyId, query));
    case 'cash-bank':
      return cashBankTable(await trialBalanceDoc(companyId, query));
    case 'profit-and-loss':
      return profitAndLossTable(await profitAndLossDoc(companyId, query));
    case 'balance-sheet':
      return balanceSheetTable(await balanceSheetDoc(companyId, query));
    case 'ageing':
      return ageingTable(await ageingDoc(companyId, query.side));
    case 'ledger':
      return ledgerStatementFile(companyId, query.ledger_id ?? '', query);
    case 'day-book':
      return dayBookFile(companyId, query);
    case 'gstr3b': {
      const period = returnPeriodOfDays(query.start_date, query.end_date);
      return gstr3bTable(await gstr3b(companyId, period), period.label);
    }
  }
}
