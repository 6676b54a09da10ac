import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { companyInputSchema, type Company, type CompanyInput } from '@app/shared/companies';
import { INDIA } from '@app/shared/gst/state-codes';
import { financialYearStart } from '@app/shared/financial-year';
import { DEFAULT_DIAL_CODE } from '@app/shared/reference/dial-codes';
import type { ImageValue } from '@/components/image-dropzone';

const TEXT_FIELDS = [
  'name',
  'mailing_name',
  'website',
  'email',
  'address_1',
  'address_2',
  'country',
  'state',
  'pinCode',
  'code',
  'number',
  'tin',
  'financial_year_start',
  'books_begin_from',
  'account_holder',
  'account_number',
  'bank_name',
  'bank_branch',
  'bank_ifsc',
  'upi_id',
  'expiry_alert_days',
] as const;

export type CompanyTextField = (typeof TEXT_FIELDS)[number];
export type CompanyFormValues = Record<CompanyTextField, string> & { image: ImageValue; qr_code: ImageValue };

export const BANK_FIELDS = [
  'account_holder',
  'account_number',
  'bank_name',
  'bank_branch',
  'bank_ifsc',
  'upi_id',
] as const;

const noImage: ImageValue = { key: null, preview: null };

/** A new company: India, the running financial year (books from its start), +91. */
export function emptyCompanyForm(): CompanyFormValues {
  const blank = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<CompanyTextField, string>;
  const fyStart = financialYearStart();
  return {
    ...blank,
    country: INDIA,
    code: DEFAULT_DIAL_CODE,
    financial_year_start: fyStart,
    books_begin_from: fyStart,
    image: noImage,
    qr_code: noImage,
  };
}

export function companyFormFrom(company: Company): CompanyFormValues {
  const values = emptyCompanyForm();
  for (const field of TEXT_FIELDS) values[field] = String(company[field] ?? '');
  values.image = { key: company.image_key, preview: company.image };
  values.qr_code = { key: company.qr_code_key, preview: company.qr_code_url };
  return values;
}

/** Spec 5: name, state and country are always sent; other fields only when not empty, trimmed. */
export function companyInputFrom(values: CompanyFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value || field === 'name' || field === 'state' || field === 'country') input[field] = value;
  }
  // A phone code alone is not a phone number.
  if (!input.number) delete input.code;
  input.image = values.image.key;
  input.qr_code_url = values.qr_code.key;
  return input;
}

const validateInput = zodResolver(companyInputSchema);

/** The shared schema judges what would be sent; its qr_code_url errors belong to the QR field. */
export const companyFormResolver: Resolver<CompanyFormValues, unknown, CompanyInput> = async (
  values,
  context,
  options,
) => {
  const result = await validateInput(companyInputFrom(values) as never, context, options as never);
  const { qr_code_url, ...errors } = result.errors as Record<string, unknown>;
  return {
    values: result.values as CompanyInput,
    errors: (qr_code_url ? { ...errors, qr_code: qr_code_url } : errors) as never,
  };
};
