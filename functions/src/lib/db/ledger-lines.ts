/**
 * A ledger's side of the vouchers, written in each voucher's transaction:
 * - `LLINE#<ledger>#<date>#<voucher>`: the ledger's line of one voucher (its statement's rows);
 * - `LDAY#<ledger>#<date>`: the day's sum of its lines (`amount`, `debit`, `credit`), so a
 *   statement's opening balance is read from days, never from every voucher before it.
 * The ledger item itself carries the running `balance`, `total_debit`, `total_credit` and
 * `voucher_count`.
 */
export const ledgerLineKey = (companyId: string, ledgerId: string, date: string, voucherId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `LLINE#${ledgerId}#${date}#${voucherId}`,
});

export const ledgerDayKey = (companyId: string, ledgerId: string, date: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `LDAY#${ledgerId}#${date}`,
});
