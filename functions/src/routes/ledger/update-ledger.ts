import { updateLedger } from '@app/shared/api/routes/ledger/update-ledger';
import {
  checkDefaultLedgerKept,
  groupOf,
  ledgerFieldsFrom,
  ledgerSavedMessage,
  requireLedger,
} from '#lib/books/ledger-fields';
import { imageFromRequest } from '#lib/catalogue/image-input';
import { taxEnabled } from '#lib/catalogue/lookups';
import { CATALOGUE_WRITE } from '#lib/catalogue/write-options';
import { updateLedger as saveLedger } from '#lib/db/ledgers';
import { defineRoute } from '#lib/http/define-route';
import { presentLedger } from '#lib/presenters/ledger';

/** Replaces a ledger's details with what the form shows; its balances stay as the vouchers left them. */
export const handler = defineRoute(
  updateLedger,
  CATALOGUE_WRITE,
  async ({ params, body, files, caller, membership }) => {
    const companyId = membership.company_id;
    const existing = await requireLedger(companyId, params.id);
    const current = { _id: existing.parent_id, name: existing.parent };
    const [group, tax] = await Promise.all([groupOf(companyId, body, current), taxEnabled(companyId)]);
    const fields = ledgerFieldsFrom(body, group, tax);
    checkDefaultLedgerKept(existing, fields);
    const image = await imageFromRequest({
      userId: caller.sub,
      purpose: 'ledger',
      files,
      key: body.image,
      current: existing.image_key,
    });
    const ledger = await saveLedger(existing, { ...fields, image_key: image }, caller.sub);
    return {
      message: ledgerSavedMessage(group.partyGroup ?? ledger.parent, 'updated'),
      data: await presentLedger({ ...ledger, partyGroup: group.partyGroup, expenseLine: group.expenseLine }),
    };
  },
);
