import { groupOf, ledgerFieldsFrom } from '@app/functions/lib/books/ledger-fields';
import { createLedger, listLedgerRecords } from '@app/functions/lib/db/ledgers';
import { ledgerInputSchema } from '@app/shared/books/ledgers';
import { BANK_LEDGER, CUSTOMERS, SUPPLIERS } from './demo-parties';

/**
 * The demo company's customers, suppliers and bank account, as the customer form creates them
 * (demo-parties.ts). Gives every ledger's id by name, the default ones ('Cash', 'Sales'...) too.
 */
export async function seedDemoLedgers(companyId: string, userId: string): Promise<Map<string, string>> {
  const ledgers = [...CUSTOMERS, ...SUPPLIERS].map((party) => party.ledger).concat(BANK_LEDGER);
  await Promise.all(
    ledgers.map(async (ledger) => {
      const input = ledgerInputSchema.parse({ ...ledger, company_id: companyId });
      const fields = ledgerFieldsFrom(input, await groupOf(companyId, input), true);
      await createLedger(companyId, { ...fields, image_key: null }, userId);
    }),
  );
  return new Map((await listLedgerRecords(companyId)).map((ledger) => [ledger.ledger_name, ledger._id]));
}
