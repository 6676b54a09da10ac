import { financialYearStart } from '@app/shared/financial-year';
import type { CompanyInput } from '@app/shared/companies';
import { callLocalApi, type ApiResponse } from './api';

/** A 1x1 PNG, and a Windows program renamed to look like one. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00'), Buffer.alloc(200, 0)]);

export const companyInput = (overrides: Partial<CompanyInput> = {}): CompanyInput => ({
  name: 'Verma Medical Stores',
  country: 'India',
  state: 'Maharashtra',
  financial_year_start: financialYearStart(),
  books_begin_from: financialYearStart(),
  ...overrides,
});

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

export const api = {
  post: (path: string, token: string, body: unknown) => callLocalApi(path, { method: 'POST', token, ...json(body) }),
  put: (path: string, token: string, body: unknown) => callLocalApi(path, { method: 'PUT', token, ...json(body) }),
  get: (path: string, token: string) => callLocalApi(path, { token }),
  delete: (path: string, token: string) => callLocalApi(path, { method: 'DELETE', token }),
};

export const dataOf = <T>(response: ApiResponse) => response.body.data as T;

/** Uploads as the browser does: ask for a presigned POST, then post the form with the file to S3. */
export async function uploadImage(token: string, bytes: Buffer, contentType = 'image/png', purpose = 'company-logo') {
  const presign = await api.post('/api/v1/uploads/image', token, {
    purpose,
    content_type: contentType,
    size: bytes.length,
  });
  return postToPresignedUrl(presign, bytes, contentType);
}

/** Posts a file as the browser does to the presigned POST an upload route answered; returns its key. */
export async function postToPresignedUrl(presign: ApiResponse, bytes: Buffer, contentType: string) {
  if (presign.status !== 201) throw new Error(`presign failed: ${presign.status} ${JSON.stringify(presign.body)}`);
  return postFileTo(dataOf<PresignedPost>(presign), bytes, contentType);
}

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** Posts a file to a presigned POST as the browser does; returns its key. */
export async function postFileTo({ url, fields, key }: PresignedPost, bytes: Buffer, contentType: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'upload');
  const response = await fetch(url, { method: 'POST', body: form });
  if (response.status >= 300) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return key;
}
