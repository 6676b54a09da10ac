import { createLedger } from '@app/shared/api/routes/ledger/create-ledger';
import { groupOf, ledgerFieldsFrom, ledgerSavedMessage } from '#lib/books/ledger-fields';
import { imageFromRequest } from '#lib/catalogue/image-input';
import { taxEnabled } from '#lib/catalogue/lookups';
import { CATALOGUE_WRITE } from '#lib/catalogue/write-options';
import { createLedger as saveLedger } from '#lib/db/ledgers';
import { defineRoute } from '#lib/http/define-route';
import { presentLedger } from '#lib/presenters/ledger';

/** A new ledger: a customer, a supplier or another account of the company. */
export const handler = defineRoute(createLedger, CATALOGUE_WRITE, async ({ body, files, caller, membership }) => {
  const companyId = membership.company_id;
  const [group, tax] = await Promise.all([groupOf(companyId, body), taxEnabled(companyId)]);
  const fields = ledgerFieldsFrom(body, group, tax);
  const image = await imageFromRequest({ userId: caller.sub, purpose: 'ledger', files, key: body.image });
  const ledger = await saveLedger(companyId, { ...fields, image_key: image }, caller.sub);
  return {
    statusCode: 201,
    message: ledgerSavedMessage(group.partyGroup ?? ledger.parent, 'created'),
    data: await presentLedger({ ...ledger, partyGroup: group.partyGroup, expenseLine: group.expenseLine }),
  };
});
