import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { TALLY_IMPORT_MESSAGES, type TallyImport } from '@app/shared/imports/tally-import';
import { companyOf } from '../../../test/catalogue';
import { api, companyInput, dataOf } from '../../../test/fixtures';
import { ERP9_EXPORT, TALLY_IMPORTS, tallyImportWhenDone, uploadTallyFile } from '../../../test/tally-imports';
import { signUpUser, type TestUser } from '../../../test/users';
import { readBooksPeriod } from '#lib/reports/books-period';
import { trialBalance } from '#lib/reports/trial-balance';
import { TALLY_MESSAGES } from '#lib/tally/tally-reader';
import { IMPORT_NOT_FOUND } from './get-tally-import';

/**
 * Issue 35, through the API and the ImportTally worker (the local stack's Lambda endpoint runs it):
 * a Tally file uploaded, previewed and imported, as the import page does it.
 */
let owner: TestUser;
let company: Company;

const upload = (user: TestUser, companyId: string, bytes: Buffer, fileName?: string) =>
  uploadTallyFile(user, companyId, bytes, fileName);
const step = (id: string, name: 'preview' | 'import', companyId = company._id) =>
  api.post(`${TALLY_IMPORTS}/${id}/run`, owner.idToken, { company_id: companyId, step: name });
const whenDone = (id: string) => tallyImportWhenDone(owner, company._id, id);

/** The ERP 9 export's openings are at 1 April 2024, its vouchers that April: the books begin then. */
const YEAR = { from: '2024-04-01', to: '2025-03-31' };

beforeAll(async () => {
  owner = await signUpUser();
  const input = companyInput({ tin: '27AAPFU0939F1ZV', financial_year_start: YEAR.from, books_begin_from: YEAR.from });
  company = dataOf<Company>(await api.post('/api/v1/user/create/company', owner.idToken, input));
});

describe('a Tally export imported through the API (issue 35)', () => {
  it('is previewed off the request path, then imported: the masters, then the vouchers in date order', async () => {
    const started = await upload(owner, company._id, ERP9_EXPORT);
    expect(started).toMatchObject({ status: 'uploaded', file_name: 'day-book.xml', size: ERP9_EXPORT.length });

    const previewing = await step(started._id, 'preview');
    expect([previewing.status, dataOf<TallyImport>(previewing).status]).toEqual([202, 'previewing']);
    const previewed = await whenDone(started._id);
    expect(previewed.status).toBe('previewed');
    expect(previewed.preview).toMatchObject({
      company: 'Shree Ganesh Medical Agencies',
      read: { group: 1, ledger: 8, unit: 1, 'stock-item': 1, voucher: 2 },
      refused: { group: 0, ledger: 1, unit: 0, 'stock-item': 0, voucher: 1 },
      // Cash is the books' own; every unit is one of Hisaab's (or Others).
      matched: { group: 0, ledger: 1, unit: 1, 'stock-item': 0, voucher: 0 },
      skipped: { group: 0, ledger: 0, unit: 0, 'stock-item': 0, voucher: 0 },
      problem_count: 2,
      vouchers_from: '2024-04-05',
      vouchers_to: '2024-04-12',
    });

    expect((await step(started._id, 'import')).status).toBe(202);
    const imported = await whenDone(started._id);
    expect(imported.status).toBe('imported');
    expect(imported.outcome?.created).toEqual({ group: 1, ledger: 7, unit: 0, 'stock-item': 1, voucher: 2 });
    expect(imported.progress).toEqual({ done: 2, total: 2 });
    const { totals } = trialBalance(await readBooksPeriod(company._id, YEAR.from, YEAR.to));
    expect([totals.opening_debit, totals.opening_credit]).toEqual([9_550_000, 9_550_000]);
    // The sale of 1,680.00 and its receipt: Sai Medical debited and credited, the bank debited.
    expect([totals.debit, totals.credit]).toEqual([336_000, 336_000]);
    expect([totals.closing_debit, totals.closing_credit]).toEqual([9_718_000, 9_718_000]);

    const again = await step(started._id, 'import');
    expect([again.status, again.body.message]).toEqual([409, TALLY_IMPORT_MESSAGES.imported]);

    // The same file once more: its preview finds all of it in the books, and its import creates nothing.
    const second = await upload(owner, company._id, ERP9_EXPORT);
    await step(second._id, 'preview');
    expect((await whenDone(second._id)).preview?.matched).toEqual({
      group: 1,
      ledger: 8,
      unit: 1,
      'stock-item': 1,
      voucher: 2,
    });
    await step(second._id, 'import');
    const reimported = await whenDone(second._id);
    expect(reimported.outcome?.created).toEqual({ group: 0, ledger: 0, unit: 0, 'stock-item': 0, voucher: 0 });
    expect(trialBalance(await readBooksPeriod(company._id, YEAR.from, YEAR.to)).totals.closing_debit).toBe(9_718_000);
  });

  it('refuses a file that is not XML before reading it, and fails one with a DTD with its reason', async () => {
    const pdf = await upload(owner, company._id, Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'), 'bill.pdf');
    const refused = await step(pdf._id, 'preview');
    expect([refused.status, refused.body.message]).toEqual([400, TALLY_IMPORT_MESSAGES.notXml]);

    const laughs = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE ENVELOPE [<!ENTITY lol "lol">]><ENVELOPE><BODY/></ENVELOPE>',
    );
    const withDtd = await upload(owner, company._id, laughs, 'laughs.xml');
    expect((await step(withDtd._id, 'preview')).status).toBe(202);
    expect(await whenDone(withDtd._id)).toMatchObject({ status: 'failed', error: TALLY_MESSAGES.dtd, preview: null });
    const notPreviewed = await step(withDtd._id, 'import');
    expect([notPreviewed.status, notPreviewed.body.message]).toEqual([400, TALLY_IMPORT_MESSAGES.notPreviewed]);
  });

  it("is another company's only: a foreign import id is not found", async () => {
    const started = await upload(owner, company._id, ERP9_EXPORT);
    const stranger = await signUpUser();
    const theirs = await companyOf(stranger, 'tax off', 'Stranger Traders');
    const looked = await api.get(`${TALLY_IMPORTS}/${started._id}?company_id=${theirs._id}`, stranger.idToken);
    expect([looked.status, looked.body.message]).toEqual([404, IMPORT_NOT_FOUND]);
    const run = await api.post(`${TALLY_IMPORTS}/${started._id}/run`, stranger.idToken, {
      company_id: theirs._id,
      step: 'preview',
    });
    expect(run.status).toBe(404);
  });
});
