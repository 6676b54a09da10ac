import type { QueryClient } from '@tanstack/react-query';
import type { EwayView } from '@app/shared/einvoice/eway-docs';

/**
 * Every e-invoice query sits under its company, so a change to the company's books reloads them
 * too. (The setting's key is its query's own, get-einvoice-settings.ts: the Settings tab and the
 * invoice page share no module, so the first view gains no chunk they would share.)
 */
export const einvoiceKeys = {
  views: (companyId: string) => ['einvoice', companyId, 'view'] as const,
  view: (companyId: string, voucherId: string) => ['einvoice', companyId, 'view', voucherId] as const,
  /** An invoice's e-way bill: its transport, the portal's JSON and the bill once made. */
  eway: (companyId: string, voucherId: string) => ['einvoice', companyId, 'eway', voucherId] as const,
  /** The company's e-way bills whose validity ends within the next hours (the dashboard's warning). */
  ewayEnding: (companyId: string) => ['einvoice', companyId, 'eway-ending'] as const,
};

/**
 * The invoice's IRN came or went: the invoice's own queries (its page, its history) reload,
 * whichever feature keeps them, since every query of an invoice names its company and its id.
 * A cancellation withdraws the invoice from the books too, so then everything of the company does.
 */
export async function reloadInvoice(
  queryClient: QueryClient,
  companyId: string,
  voucherId: string,
  { wholeBooks }: { wholeBooks: boolean },
) {
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey.includes(companyId) && (wholeBooks || queryKey.includes(voucherId)),
  });
}

/**
 * The invoice has an e-way bill now: its view is the server's answer, the invoice's own queries
 * reload (its history has the bill), and so does the list of bills running out.
 */
export async function reloadEwayBills(queryClient: QueryClient, companyId: string, voucherId: string, view: EwayView) {
  queryClient.setQueryData(einvoiceKeys.eway(companyId, voucherId), view);
  await Promise.all([
    reloadInvoice(queryClient, companyId, voucherId, { wholeBooks: false }),
    queryClient.invalidateQueries({ queryKey: einvoiceKeys.ewayEnding(companyId) }),
  ]);
}
