import { describe, expect, it } from 'vitest';
import type { Bill } from '@app/shared/bills/bill-record';
import type { Company } from '@app/shared/companies';
import { BILLS, supplierInvoicePdf } from '../../../test/bills';
import {
  api,
  companyInput,
  dataOf,
  PNG_BYTES,
  postFileTo,
  postToPresignedUrl,
  type PresignedPost,
} from '../../../test/fixtures';
import { keysUnder } from '../../../test/s3';
import { signUpUser } from '../../../test/users';

/** A Windows program the size of `bytes`, to post in its place. */
const programLike = (bytes: Buffer) => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(bytes.length - 2, 0x90)]);

async function bytesAt(url: string | null | undefined) {
  const response = await fetch(url ?? '');
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('presigned uploads: taken in once their bytes pass, never swapped after', () => {
  it('reads and shows the bill it checked, though another file is posted with the same policy afterwards', async () => {
    const owner = await signUpUser();
    const company = dataOf<Company>(await api.post('/api/v1/user/create/company', owner.idToken, companyInput()));
    const { bytes: pdf } = await supplierInvoicePdf();
    const presign = await api.post(`${BILLS}/upload`, owner.idToken, {
      company_id: company._id,
      files: [{ file_name: 'bill.pdf', content_type: 'application/pdf', size: pdf.length }],
    });
    expect(presign.status).toBe(201);
    const [policy] = dataOf<{ uploads: PresignedPost[] }>(presign).uploads;
    if (!policy) throw new Error('no upload in the answer');
    const key = await postFileTo(policy, pdf, 'application/pdf');
    expect(await keysUnder(`incoming/${key}`)).toEqual([`incoming/${key}`]);

    const taken = await api.post('/api/v1/extraction/file/upload', owner.idToken, { company_id: company._id, key });
    expect(taken.status).toBe(201);
    const billId = dataOf<Bill>(taken)._id;
    expect(await keysUnder(`incoming/${key}`)).toEqual([]);

    // The same policy is still good for minutes: a program of the same size goes up with it.
    await postFileTo(policy, programLike(pdf), 'application/pdf');
    const bill = dataOf<Bill>(await api.get(`${BILLS}/${billId}?company_id=${company._id}`, owner.idToken));
    expect(bill.file_url).toContain(encodeURIComponent(key).replace(/%2F/g, '/'));
    expect(await bytesAt(bill.file_url)).toEqual(pdf);
  });

  it('shows the logo it checked, though another file is posted with the same policy afterwards', async () => {
    const owner = await signUpUser();
    const presign = await api.post('/api/v1/uploads/image', owner.idToken, {
      purpose: 'company-logo',
      content_type: 'image/png',
      size: PNG_BYTES.length,
    });
    const logo = await postToPresignedUrl(presign, PNG_BYTES, 'image/png');
    expect((await api.post('/api/v1/user/create/company', owner.idToken, companyInput({ image: logo }))).status).toBe(
      201,
    );
    await postToPresignedUrl(presign, programLike(PNG_BYTES), 'image/png');

    const [shown] = dataOf<Company[]>(await api.get('/api/v1/user/company', owner.idToken));
    expect(shown?.image_key).toBe(logo);
    expect(await bytesAt(shown?.image)).toEqual(PNG_BYTES);
    // The program sits where the policy lets it, unused until incoming/ expires.
    expect(await keysUnder(`incoming/${logo}`)).toEqual([`incoming/${logo}`]);
  });

  it('removes an upload that fails its check, and keeps nothing under the key it asked for', async () => {
    const owner = await signUpUser();
    const presign = await api.post('/api/v1/uploads/image', owner.idToken, {
      purpose: 'company-logo',
      content_type: 'image/png',
      size: PNG_BYTES.length,
    });
    const fake = await postToPresignedUrl(presign, programLike(PNG_BYTES), 'image/png');
    const refused = await api.post('/api/v1/user/create/company', owner.idToken, companyInput({ image: fake }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only PNG, JPEG, JPG, or WebP images are allowed.');
    expect([...(await keysUnder(`incoming/${fake}`)), ...(await keysUnder(fake))]).toEqual([]);
    const again = await api.post('/api/v1/user/create/company', owner.idToken, companyInput({ image: fake }));
    expect(again.body.message).toBe('Unknown image: upload it first');
  });
});
