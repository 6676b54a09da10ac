import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { listBills } from '../../../test/bills';
import { api, companyInput, dataOf } from '../../../test/fixtures';
import { bellOf, billAddressOf, deliver, pngParts, rawMail, STRANGER } from '../../../test/mail';
import { onEnterprise } from '../../../test/plans';
import { signUpUser, type TestUser } from '../../../test/users';

describe('how much mail brings in', () => {
  let owner: TestUser;
  const newCompany = async (name: string) =>
    dataOf<Company>(await api.post('/api/v1/user/create/company', owner.idToken, companyInput({ name })));

  beforeAll(async () => {
    owner = await signUpUser();
    await onEnterprise(owner);
  });

  it('keeps a mail for its first 5 companies and its first 20 bills', async () => {
    const companies = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => newCompany(`Capped ${letter}`)));
    const addresses: string[] = [];
    for (const one of companies) addresses.push(await billAddressOf(owner, one._id));
    const raw = rawMail(`Unknown <${STRANGER}>`, addresses.join(', '), 'Bills', pngParts(22, 'capped'));
    await deliver({ raw, recipients: addresses });
    const counts = await Promise.all(companies.map(async (one) => (await listBills(owner, one._id)).length));
    expect(counts).toEqual([20, 20, 20, 20, 20, 0]);
    const kept = (await listBills(owner, companies[0]?._id ?? '')).map((bill) => bill.file_name);
    expect(kept).toContain('capped-20.png');
    expect(kept).not.toContain('capped-21.png');
  });

  it('keeps at most 50 held bills per company a day, and tells the owner once when the day is full', async () => {
    const busy = await newCompany('Busy Chemists');
    const address = await billAddressOf(owner, busy._id);
    const mailTwenty = (round: number) =>
      deliver({ raw: rawMail(STRANGER, address, 'Bills', pngParts(20, `round${round}`)), recipients: [address] });
    for (const round of [1, 2, 3, 4]) await mailTwenty(round);
    const held = await listBills(owner, busy._id);
    expect(held).toHaveLength(50);
    expect(held.every((bill) => bill.status === 'held')).toBe(true);
    expect(held.filter((bill) => bill.file_name.startsWith('round3')).length).toBe(10);
    expect(held.filter((bill) => bill.file_name.startsWith('round4')).length).toBe(0);
    const full = (await bellOf(owner)).filter((notice) => notice.title === 'Mailed bills not kept');
    expect(full.map((notice) => notice.description)).toEqual([
      '50 mailed bills were held for review today, the most a day keeps; more held mail is not kept until tomorrow. Add your suppliers to the allowed senders so their bills are read.',
    ]);
  });
});
