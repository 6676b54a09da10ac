import type { Paise, Thousandths } from '../money';
import { paiseToRupees, thousandthsToUnits } from '../money';
import { INDIA, OTHER_COUNTRIES_CODE, stateCodeOf } from '../gst/state-codes';
import { unitOf } from '../reference/units';
import {
  EINVOICE_VERSION,
  type DocumentType,
  type EInvoiceItem,
  type EInvoiceJson,
  type SupplyType,
} from './einvoice-schema';

/**
 * One builder for both ways an e-invoice leaves (issue 36): the portal's bulk upload file and the
 * IRP's API send the same JSON, made here from the invoice as the books keep it. Figures are the
 * invoice's own (the books computed them); the checks (einvoice-checks.ts) then prove they add up
 * as the IRP adds them.
 */

/** The company, as its details hold it. */
export interface EInvoiceSeller {
  name: string;
  mailing_name?: string | null;
  address_1?: string | null;
  address_2?: string | null;
  state: string;
  pinCode?: string | null;
  tin?: string | null;
  number?: string | null;
  email?: string | null;
}

/** The customer, as the invoice copied it. */
export interface EInvoiceParty {
  name: string;
  tin: string | null;
  address: string | null;
  state: string | null;
  country: string | null;
  pincode: string | null;
  phone: string | null;
  email: string | null;
}

export interface EInvoiceLine {
  index: number;
  name: string;
  unit: string;
  hsn_code: string | null;
  quantity: Thousandths;
  rate: Paise;
  amount: Paise;
  discount: Paise;
  taxable: Paise;
  /** Hundredths of a percent. */
  tax_rate: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
  batch?: { number: string; expiry: string } | null;
  supply?: string;
}

/** A sales invoice, or a note of the sales side, as the books keep it. */
export interface EInvoiceVoucher {
  voucher_type: string;
  note_kind?: string;
  voucher_number: string;
  date: string;
  party: EInvoiceParty;
  place_of_supply: string | null;
  intra_state: boolean;
  reverse_charge?: boolean;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  additional_charge: Paise;
  round_off: Paise;
  grand_total: Paise;
  lines: readonly EInvoiceLine[];
  against?: { voucher_number: string; date: string } | null;
}

/** Transport for an e-way bill generated with the IRN (EwbDtls). */
export interface EInvoiceTransport {
  transporterId?: string;
  transporterName?: string;
  mode?: '1' | '2' | '3' | '4';
  distanceKm: number;
  documentNumber?: string;
  documentDate?: string;
  vehicleNumber?: string;
  vehicleType?: 'R' | 'O';
}

/** 2026-05-15 -> 15/05/2026, as the IRP writes dates. */
export const irpDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The IRP's document type of a voucher; undefined for a voucher that is not e-invoiced. */
export function documentTypeOf(voucher: Pick<EInvoiceVoucher, 'voucher_type' | 'note_kind'>): DocumentType | undefined {
  if (voucher.voucher_type === 'Sales') return 'INV';
  if (voucher.voucher_type === 'Credit Note') return 'CRN';
  if (voucher.voucher_type === 'Debit Note' && voucher.note_kind === 'increase') return 'DBN';
  return undefined;
}

const isExport = (party: EInvoiceParty) => Boolean(party.country) && party.country !== INDIA;

/**
 * B2B to a registered buyer; an export (a buyer abroad) with or without IGST paid; a supply to an
 * SEZ under bond when every line is zero-rated to a registered buyer (an SEZ unit with IGST paid is
 * not told apart from B2B: parties carry no SEZ mark). A buyer without a GSTIN is B2C: no IRN.
 */
export function supplyTypeOf(voucher: EInvoiceVoucher): SupplyType | 'B2C' {
  const taxed = voucher.igst + voucher.cgst + voucher.sgst > 0;
  if (isExport(voucher.party)) return taxed ? 'EXPWP' : 'EXPWOP';
  if (!voucher.party.tin) return 'B2C';
  if (voucher.lines.length > 0 && voucher.lines.every((line) => line.supply === 'zero')) return 'SEZWOP';
  return 'B2B';
}

/** An address split in two lines of at most 100 characters, as the IRP takes it (Addr1, Addr2). */
export function addressLines(address: string): [string, string | undefined] {
  const parts = address
    .split(/[\n,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  let first = '';
  let rest = '';
  for (const part of parts) {
    if (!rest && `${first}${first ? ', ' : ''}${part}`.length <= 100) first = `${first}${first ? ', ' : ''}${part}`;
    else rest = `${rest}${rest ? ', ' : ''}${part}`;
  }
  return [first || address.trim().slice(0, 100), rest ? rest.slice(0, 100) : undefined];
}

/**
 * The place (town or city) an address names: its last part that is a word, not a pin code or the
 * state; the state itself when the address names none. Hisaab keeps no city field: the IRP needs
 * one (Loc), and the last part of an Indian address is its town far more often than not.
 */
export function placeOf(address: string, state: string): string {
  const parts = address
    .split(/[\n,]+/)
    .map((part) => part.replace(/[-–]?\s*\d{6}\s*$/, '').trim())
    .filter((part) => /[A-Za-z]{3}/.test(part) && part.toLowerCase() !== state.toLowerCase());
  return (parts.at(-1) ?? state).slice(0, 50);
}

const rupees = (paise: Paise) => paiseToRupees(paise);
const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
const digits = (text: string | null | undefined) => text?.replace(/\D/g, '') ?? '';

function sellerDetails(seller: EInvoiceSeller): EInvoiceJson['SellerDtls'] {
  const address = [seller.address_1, seller.address_2].filter(Boolean).join(', ');
  const phone = digits(seller.number);
  return {
    Gstin: seller.tin?.trim().toUpperCase() ?? '',
    LglNm: seller.name.trim(),
    TrdNm: orNull(seller.mailing_name),
    Addr1: (seller.address_1 ?? '').trim(),
    Addr2: orNull(seller.address_2),
    Loc: placeOf(address, seller.state),
    Pin: Number(digits(seller.pinCode)),
    Stcd: stateCodeOf(seller.state) ?? '',
    Ph: phone.length >= 6 ? phone.slice(-12) : null,
    Em: orNull(seller.email),
  };
}

function buyerDetails(voucher: EInvoiceVoucher): EInvoiceJson['BuyerDtls'] {
  const { party } = voucher;
  const abroad = isExport(party);
  const [addr1, addr2] = addressLines(party.address ?? '');
  const phone = digits(party.phone);
  const pin = digits(party.pincode);
  return {
    Gstin: abroad ? 'URP' : (party.tin?.trim().toUpperCase() ?? ''),
    LglNm: party.name.trim(),
    TrdNm: null,
    Addr1: addr1,
    Addr2: addr2 && addr2.length >= 3 ? addr2 : null,
    Loc: placeOf(party.address ?? '', party.state ?? ''),
    Pin: abroad ? 999999 : pin ? Number(pin) : null,
    Stcd: abroad ? OTHER_COUNTRIES_CODE : (stateCodeOf(party.state ?? '') ?? ''),
    Pos: abroad ? OTHER_COUNTRIES_CODE : (stateCodeOf(voucher.place_of_supply ?? party.state ?? '') ?? ''),
    Ph: phone.length >= 6 ? phone.slice(-12) : null,
    Em: orNull(party.email),
  };
}

function itemOf(line: EInvoiceLine): EInvoiceItem {
  const hsn = digits(line.hsn_code);
  const batch = line.batch && line.batch.number.length >= 3 ? line.batch : undefined;
  return {
    SlNo: String(line.index + 1),
    PrdDesc: line.name.trim().slice(0, 300),
    IsServc: hsn.startsWith('99') ? 'Y' : 'N',
    HsnCd: hsn,
    Qty: thousandthsToUnits(line.quantity),
    Unit: unitOf(line.unit)?.uqc ?? 'OTH',
    UnitPrice: rupees(line.rate),
    TotAmt: rupees(line.amount),
    Discount: rupees(line.discount),
    AssAmt: rupees(line.taxable),
    GstRt: line.tax_rate / 100,
    IgstAmt: rupees(line.igst),
    CgstAmt: rupees(line.cgst),
    SgstAmt: rupees(line.sgst),
    TotItemVal: rupees(line.total),
    ...(batch
      ? { BchDtls: { Nm: batch.number.slice(0, 20), ExpDt: batch.expiry ? irpDate(batch.expiry) : null } }
      : {}),
  };
}

function ewayDetails(transport: EInvoiceTransport): NonNullable<EInvoiceJson['EwbDtls']> {
  return {
    TransId: orNull(transport.transporterId),
    TransName: orNull(transport.transporterName),
    TransMode: transport.mode ?? null,
    Distance: transport.distanceKm,
    TransDocNo: orNull(transport.documentNumber),
    TransDocDt: transport.documentDate ? irpDate(transport.documentDate) : null,
    VehNo: orNull(transport.vehicleNumber),
    VehType: transport.vehicleType ?? null,
  };
}

/**
 * The e-invoice JSON of a sales invoice or note. Call it for a voucher `documentTypeOf` names and a
 * buyer `supplyTypeOf` does not call B2C; einvoiceProblems says what stops one from leaving.
 */
export function buildEInvoice(
  seller: EInvoiceSeller,
  voucher: EInvoiceVoucher,
  transport?: EInvoiceTransport,
): EInvoiceJson {
  const supplyType = supplyTypeOf(voucher);
  const sellerState = stateCodeOf(seller.state);
  const buyer = buyerDetails(voucher);
  // A supply to an SEZ or abroad is inter-state even to a buyer in the company's own state.
  const igstOnIntra = supplyType !== 'B2B' && voucher.igst > 0 && buyer.Pos === sellerState;
  return {
    Version: EINVOICE_VERSION,
    TranDtls: {
      TaxSch: 'GST',
      SupTyp: supplyType === 'B2C' ? 'B2B' : supplyType,
      RegRev: voucher.reverse_charge ? 'Y' : 'N',
      EcmGstin: null,
      IgstOnIntra: igstOnIntra ? 'Y' : 'N',
    },
    DocDtls: { Typ: documentTypeOf(voucher) ?? 'INV', No: voucher.voucher_number, Dt: irpDate(voucher.date) },
    SellerDtls: sellerDetails(seller),
    BuyerDtls: buyer,
    ItemList: voucher.lines.map(itemOf),
    ValDtls: {
      AssVal: rupees(voucher.taxable),
      CgstVal: rupees(voucher.cgst),
      SgstVal: rupees(voucher.sgst),
      IgstVal: rupees(voucher.igst),
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: rupees(voucher.additional_charge),
      RndOffAmt: rupees(voucher.round_off),
      TotInvVal: rupees(voucher.grand_total),
    },
    ...(voucher.against
      ? {
          RefDtls: {
            PrecDocDtls: [{ InvNo: voucher.against.voucher_number, InvDt: irpDate(voucher.against.date) }],
          },
        }
      : {}),
    ...(transport ? { EwbDtls: ewayDetails(transport) } : {}),
  };
}
