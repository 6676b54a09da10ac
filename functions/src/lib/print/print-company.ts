import { stateCodeOf } from '@app/shared/gst/state-codes';
import type { CompanyRecord } from '#lib/db/companies';
import { printableImage } from '#lib/s3/images';

/** What a printed document shows of the company that issues it. */
export interface PrintCompany {
  name: string;
  addressLines: string[];
  state: string;
  /** The GST state code ('27'), when the state is Indian. */
  stateCode: string | null;
  gstin: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  taxEnabled: boolean;
  bank: {
    name: string | null;
    accountNumber: string;
    ifsc: string | null;
    branch: string | null;
    holder: string | null;
  } | null;
  /** Data URLs (PNG or JPEG) or null. */
  logo: string | null;
  paymentQr: string | null;
}

const present = (...parts: (string | undefined)[]) => parts.filter((part): part is string => !!part?.trim());

/** The company as printed: its current details, logo and payment QR image. */
export async function printCompanyOf(company: CompanyRecord): Promise<PrintCompany> {
  const [logo, paymentQr] = await Promise.all([printableImage(company.image_key), printableImage(company.qr_code_key)]);
  const cityLine = present(company.state, company.pinCode).join(' - ');
  return {
    name: company.mailing_name ?? company.name,
    addressLines: present(
      company.address_1,
      company.address_2,
      cityLine,
      company.country === 'India' ? undefined : company.country,
    ),
    state: company.state,
    stateCode: stateCodeOf(company.state) ?? null,
    gstin: company.tin ?? null,
    phone: company.number ? `${company.code ?? '+91'} ${company.number}` : null,
    email: company.email ?? null,
    website: company.website ?? null,
    taxEnabled: company.company_settings.features.enable_tax,
    bank: company.account_number
      ? {
          name: company.bank_name ?? null,
          accountNumber: company.account_number,
          ifsc: company.bank_ifsc ?? null,
          branch: company.bank_branch ?? null,
          holder: company.account_holder ?? null,
        }
      : null,
    logo,
    paymentQr,
  };
}
