import { beforeAll, describe, expect, it } from 'vitest';
import type { BillMailSettings } from '@app/shared/bills/bill-record';
import type { Company } from '@app/shared/companies';
import { BILLS, billWhenRead, listBills, supplierInvoicePdf } from '../../../test/bills';
import { api, companyInput, dataOf } from '../../../test/fixtures';
import { billAddressOf, deliver, pdfPart, rawMail } from '../../../test/mail';
import { joinAs } from '../../../test/members';
import { signUpUser, type TestUser } from '../../../test/users';

describe("a company's bill address", () => {
  let owner: TestUser;
  let shop: Company;
  let pdf: Buffer;

  beforeAll(async () => {
    owner = await signUpUser();
    shop = dataOf<Company>(
      await api.post('/api/v1/user/create/company', owner.idToken, companyInput({ name: 'Renewed Medicos' })),
    );
    pdf = (await supplierInvoicePdf('SI/26-27/0201')).bytes;
  });

  it('is made new by the owner alone: mail to the old one is ignored from then on, the new one works', async () => {
    const oldAddress = await billAddressOf(owner, shop._id);
    const accountant = await signUpUser();
    await joinAs(shop, accountant, 'accountant');
    const refused = await api.post(`${BILLS}/mail/address`, accountant.idToken, { company_id: shop._id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Your role (Accountant) cannot change the company's bill e-mail address in this company",
    );
    expect(await billAddressOf(owner, shop._id)).toBe(oldAddress);

    const renewed = await api.post(`${BILLS}/mail/address`, owner.idToken, { company_id: shop._id });
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe('New bill address made');
    const newAddress = dataOf<BillMailSettings>(renewed).inbound_address;
    expect(newAddress).toMatch(/^bills\+[a-z2-7]{10}@bills\.hisaab\.local$/);
    expect(newAddress).not.toBe(oldAddress);
    expect(await billAddressOf(owner, shop._id)).toBe(newAddress);

    const send = (to: string, name: string) =>
      deliver({ raw: rawMail(`Owner <${owner.email}>`, to, 'Bill', [pdfPart(name, pdf)]), recipients: [to] });
    await send(oldAddress, 'to-old-address.pdf');
    await send(newAddress, 'to-new-address.pdf');
    const [bill, ...others] = await listBills(owner, shop._id);
    expect([bill?.file_name, ...others]).toEqual(['to-new-address.pdf']);
    expect((await billWhenRead(owner, shop._id, bill?._id ?? '')).status).toBe('ready');
  });

  it('is not given to a company the caller is not in', async () => {
    const stranger = await signUpUser();
    const answer = await api.post(`${BILLS}/mail/address`, stranger.idToken, { company_id: shop._id });
    expect(answer.status).toBe(404);
  });
});
