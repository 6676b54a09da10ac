import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import type { UserProfile } from '@app/shared/api/users';
import { documentClient, tableName } from '#lib/db/client';
import { api, companyInput, dataOf, EXE_BYTES, PNG_BYTES, uploadImage } from '../../../test/fixtures';
import { signUpUser } from '../../../test/users';

async function itemsUnder(companyId: string, prefix: string) {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `COMPANY#${companyId}`, ':prefix': prefix },
    }),
  );
  return Items;
}

describe('POST /api/v1/user/create/company', () => {
  it('creates a tax-registered company from a GSTIN, with its default books, and makes it current', async () => {
    const user = await signUpUser();
    const response = await api.post(
      '/api/v1/user/create/company',
      user.idToken,
      companyInput({ tin: ' 27aapfu0939f1zv ', website: 'https://verma.in' }),
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Company Details successfully created! 🎉');
    const company = dataOf<Company>(response);
    expect(company).toMatchObject({
      name: 'Verma Medical Stores',
      tin: '27AAPFU0939F1ZV',
      website: 'https://verma.in',
      is_deleted: false,
      company_settings: {
        features: { enable_tax: true, enable_inventory: true },
        tax_details: { tin: '27AAPFU0939F1ZV' },
      },
    });
    expect(company).not.toHaveProperty('email');
    const groups = await itemsUnder(company._id, 'GROUP#');
    const ledgers = await itemsUnder(company._id, 'LEDGER#');
    expect(groups).toHaveLength(28);
    expect(groups.map((g) => g.name as string)).toEqual(
      expect.arrayContaining(['Debtors', 'Creditors', 'Duties & Taxes', 'Cash-in-Hand']),
    );
    expect(ledgers.map((l) => l.ledger_name as string).sort()).toEqual([
      'Cash',
      'Input CGST',
      'Input IGST',
      'Input SGST',
      'Output CGST',
      'Output IGST',
      'Output SGST',
      'Purchase',
      'Round Off',
      'Sales',
    ]);
    const [profile] = dataOf<UserProfile[]>(await api.get('/api/v1/auth/current/user', user.idToken));
    expect(profile?.user_settings.current_company_id).toBe(company._id);
  });

  it('keeps tax off without a GSTIN', async () => {
    const user = await signUpUser();
    const company = dataOf<Company>(await api.post('/api/v1/user/create/company', user.idToken, companyInput()));
    expect(company.company_settings.features.enable_tax).toBe(false);
    expect(company.company_settings.tax_details.tin).toBeNull();
  });

  it.each([
    [{ name: '  ' }, 'name', 'Company name is required'],
    [{ country: '' }, 'country', 'Country is required'],
    [{ state: '' }, 'state', 'State is required'],
    [{ email: 'accounts@verma' }, 'email', 'Please enter a valid email address'],
    [{ website: 'www.verma.in' }, 'website', 'Please enter a valid URL (starting with http:// or https://)'],
    [{ number: '98765' }, 'number', 'Phone number should be 10 digits long'],
    [{ tin: '27AAPFU0939F1Z' }, 'tin', 'Invalid TIN format'],
    [{ tin: '27AAPFU0939F1ZW' }, 'tin', 'Invalid TIN: the check character does not match'],
    [{ tin: '29AAGCB7383J1Z4' }, 'tin', 'TIN state code does not match the selected state'],
    [{ state: 'Bavaria' }, 'state', 'Please select a valid Indian state'],
    [
      { financial_year_start: '1999-04-01' },
      'financial_year_start',
      'Financial year start must be between 2000-01-01 and 2100-12-31',
    ],
    [{ bank_ifsc: 'SBIN123456' }, 'bank_ifsc', 'Invalid IFSC code format'],
  ])('refuses %o: %s says "%s"', async (change, field, message) => {
    const user = await signUpUser();
    const response = await api.post('/api/v1/user/create/company', user.idToken, companyInput(change));
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, message });
    expect(dataOf<Company[]>(await api.get('/api/v1/user/all/company', user.idToken))).toEqual([]);
  });

  it('takes a logo and a payment QR code uploaded to S3, and shows them from short-lived URLs', async () => {
    const user = await signUpUser();
    const logo = await uploadImage(user.idToken, PNG_BYTES);
    const qr = await uploadImage(user.idToken, PNG_BYTES, 'image/png', 'company-qr');
    const company = dataOf<Company>(
      await api.post('/api/v1/user/create/company', user.idToken, companyInput({ image: logo, qr_code_url: qr })),
    );
    expect(company.image_key).toBe(logo);
    expect(company.qr_code_key).toBe(qr);
    const shown = await fetch(company.image ?? '');
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('refuses a program renamed .png, by its bytes', async () => {
    const user = await signUpUser();
    const fake = await uploadImage(user.idToken, EXE_BYTES, 'image/png');
    const response = await api.post('/api/v1/user/create/company', user.idToken, companyInput({ image: fake }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({
      field: 'image',
      message: 'Only PNG, JPEG, JPG, or WebP images are allowed.',
    });
  });

  it("refuses someone else's upload", async () => {
    const [owner, thief] = [await signUpUser(), await signUpUser()];
    const logo = await uploadImage(owner.idToken, PNG_BYTES);
    const response = await api.post('/api/v1/user/create/company', thief.idToken, companyInput({ image: logo }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Unknown image: upload it first');
  });
});

describe('POST /api/v1/uploads/image', () => {
  it.each([
    [{ content_type: 'application/x-msdownload', size: 1000 }, 'Only PNG, JPEG, JPG, or WebP images are allowed.'],
    [{ content_type: 'image/gif', size: 1000 }, 'Only PNG, JPEG, JPG, or WebP images are allowed.'],
    [{ content_type: 'image/png', size: 5 * 1024 * 1024 }, 'Image size should be less than 5MB.'],
  ])('refuses %o', async (file, message) => {
    const user = await signUpUser();
    const response = await api.post('/api/v1/uploads/image', user.idToken, { purpose: 'company-logo', ...file });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("gives a POST policy for one upload of the declared size and type, taken in to a key in the caller's own folder", async () => {
    const user = await signUpUser();
    const response = await api.post('/api/v1/uploads/image', user.idToken, {
      purpose: 'profile',
      content_type: 'image/webp',
      size: 2048,
    });
    const upload = dataOf<{ key: string; fields: Record<string, string> }>(response);
    expect(upload.key).toMatch(new RegExp(`^images/${user.sub}/profile/[\\w-]+\\.webp$`));
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString()) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual({ key: `incoming/${upload.key}` });
    expect(policy.conditions).toContainEqual(['content-length-range', 2048, 2048]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/webp']);
    expect(upload.fields.key).toBe(`incoming/${upload.key}`);
  });
});
