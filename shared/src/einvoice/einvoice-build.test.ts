import { describe, expect, it } from 'vitest';
import {
  addressLines,
  buildEInvoice,
  placeOf,
  type EInvoiceLine,
  type EInvoiceSeller,
  type EInvoiceVoucher,
} from './einvoice-build';
import { EINVOICE_MESSAGES, einvoiceProblems, type EInvoiceCheckOptions } from './einvoice-checks';
import { schemaProblems } from './einvoice-schema';

const seller: EInvoiceSeller = {
  name: 'Shree Ganesh Pharma Distributors Pvt Ltd',
  mailing_name: 'Shree Ganesh Pharma',
  address_1: 'Shop 12, Lakshmi Market, Station Road',
  address_2: 'Thane West',
  state: 'Maharashtra',
  pinCode: '400601',
  tin: '27AAPFU0939F1ZV',
  number: '9820012345',
  email: 'accounts@shreeganesh.example',
};

const karnatakaBuyer = {
  name: 'Sri Venkateshwara Medicals',
  tin: '29AABCT1332L1ZA',
  address: '45, 2nd Cross, Gandhi Bazaar\nBasavanagudi, Bengaluru - 560004',
  state: 'Karnataka',
  country: 'India',
  pincode: '560004',
  phone: '+91 98450 12345',
  email: null,
};

/** 100 strips at 25.00 less 100.00 discount, 12% IGST, with its batch. */
const goods: EInvoiceLine = {
  index: 0,
  name: 'Paracetamol 500 mg (10 x 10)',
  unit: 'PCS',
  hsn_code: '30049099',
  quantity: 100_000,
  rate: 2500,
  amount: 250000,
  discount: 10000,
  taxable: 240000,
  tax_rate: 1200,
  cgst: 0,
  sgst: 0,
  igst: 28800,
  total: 268800,
  batch: { number: 'PCM2611', expiry: '2028-03-31' },
};

/** A delivery charge: a service (SAC), 18% IGST. */
const service: EInvoiceLine = {
  index: 1,
  name: 'Delivery charges',
  unit: 'NOS',
  hsn_code: '996812',
  quantity: 1000,
  rate: 50000,
  amount: 50000,
  discount: 0,
  taxable: 50000,
  tax_rate: 1800,
  cgst: 0,
  sgst: 0,
  igst: 9000,
  total: 59000,
};

/** Fresh drumsticks, nil-rated. */
const nilRated: EInvoiceLine = {
  index: 2,
  name: 'Fresh drumsticks',
  unit: 'KGS',
  hsn_code: '07099990',
  quantity: 10_000,
  rate: 4025,
  amount: 40250,
  discount: 0,
  taxable: 40250,
  tax_rate: 0,
  cgst: 0,
  sgst: 0,
  igst: 0,
  total: 40250,
  supply: 'nil',
};

/** An inter-state sale: goods with a batch, a service (SAC), a nil-rated line; 0.50 round-off. */
const interState: EInvoiceVoucher = {
  voucher_type: 'Sales',
  voucher_number: 'SI/26-27/0044',
  date: '2026-11-25',
  party: karnatakaBuyer,
  place_of_supply: 'Karnataka',
  intra_state: false,
  taxable: 330250,
  cgst: 0,
  sgst: 0,
  igst: 37800,
  additional_charge: 0,
  round_off: 50,
  grand_total: 368100,
  lines: [goods, service, nilRated],
};

const options: EInvoiceCheckOptions = { today: '2026-11-27', appliesFrom: '2026-04-01' };

describe('the e-invoice of a sales invoice', () => {
  it('builds the IRP JSON of an inter-state sale: goods, a service, a nil-rated line, batch and round-off', () => {
    const json = buildEInvoice(seller, interState);
    expect(schemaProblems(json)).toEqual([]);
    expect(einvoiceProblems(interState, json, options)).toEqual([]);
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', EcmGstin: null, IgstOnIntra: 'N' });
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: 'SI/26-27/0044', Dt: '25/11/2026' });
    expect(json.SellerDtls).toMatchObject({
      Gstin: '27AAPFU0939F1ZV',
      LglNm: 'Shree Ganesh Pharma Distributors Pvt Ltd',
      TrdNm: 'Shree Ganesh Pharma',
      Addr1: 'Shop 12, Lakshmi Market, Station Road',
      Loc: 'Thane West',
      Pin: 400601,
      Stcd: '27',
      Ph: '9820012345',
    });
    expect(json.BuyerDtls).toMatchObject({
      Gstin: '29AABCT1332L1ZA',
      Addr1: '45, 2nd Cross, Gandhi Bazaar, Basavanagudi, Bengaluru - 560004',
      Loc: 'Bengaluru',
      Pin: 560004,
      Stcd: '29',
      Pos: '29',
      Ph: '919845012345',
    });
    expect(json.ItemList[0]).toMatchObject({
      SlNo: '1',
      IsServc: 'N',
      HsnCd: '30049099',
      Qty: 100,
      Unit: 'PCS',
      UnitPrice: 25,
      TotAmt: 2500,
      Discount: 100,
      AssAmt: 2400,
      GstRt: 12,
      IgstAmt: 288,
      CgstAmt: 0,
      TotItemVal: 2688,
      BchDtls: { Nm: 'PCM2611', ExpDt: '31/03/2028' },
    });
    expect(json.ItemList[1]).toMatchObject({ IsServc: 'Y', HsnCd: '996812', Unit: 'NOS', GstRt: 18, IgstAmt: 90 });
    expect(json.ItemList[2]).toMatchObject({ IsServc: 'N', Qty: 10, Unit: 'KGS', UnitPrice: 40.25, GstRt: 0 });
    expect(json.ValDtls).toEqual({
      AssVal: 3302.5,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 378,
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: 0.5,
      TotInvVal: 3681,
    });
  });

  it('builds a credit note with its preceding invoice', () => {
    const note: EInvoiceVoucher = {
      ...interState,
      voucher_type: 'Credit Note',
      voucher_number: 'CN/26-27/0003',
      date: '2026-11-26',
      against: { voucher_number: 'SI/26-27/0044', date: '2026-11-25' },
    };
    const json = buildEInvoice(seller, note);
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: 'CN/26-27/0003', Dt: '26/11/2026' });
    expect(json.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'SI/26-27/0044', InvDt: '25/11/2026' }] });
    expect(schemaProblems(json)).toEqual([]);
  });

  it('takes an e-way bill with the IRN from its transport', () => {
    const json = buildEInvoice(seller, interState, {
      distanceKm: 985,
      mode: '1',
      vehicleNumber: 'MH04AB1234',
      vehicleType: 'R',
      transporterId: '27AAACB2894G1ZN',
      transporterName: 'VRL Logistics',
    });
    expect(json.EwbDtls).toEqual({
      TransId: '27AAACB2894G1ZN',
      TransName: 'VRL Logistics',
      TransMode: '1',
      Distance: 985,
      TransDocNo: null,
      TransDocDt: null,
      VehNo: 'MH04AB1234',
      VehType: 'R',
    });
    expect(schemaProblems(json)).toEqual([]);
  });

  it('calls a sale to a buyer abroad an export, and a zero-rated sale to a GSTIN a supply to an SEZ', () => {
    const abroad = { ...karnatakaBuyer, tin: null, country: 'United Arab Emirates', state: null, pincode: null };
    const exported = buildEInvoice(seller, { ...interState, party: abroad, place_of_supply: null });
    expect(exported.TranDtls.SupTyp).toBe('EXPWP');
    expect(exported.BuyerDtls).toMatchObject({ Gstin: 'URP', Pos: '96', Stcd: '96', Pin: 999999 });
    expect(schemaProblems(exported)).toEqual([]);

    const zero = interState.lines.map((line) => ({
      ...line,
      supply: 'zero',
      igst: 0,
      tax_rate: 0,
      total: line.taxable,
    }));
    const sez = buildEInvoice(seller, { ...interState, lines: zero, igst: 0, grand_total: 330300 });
    expect(sez.TranDtls.SupTyp).toBe('SEZWOP');
  });

  it('splits CGST and SGST on a sale within the state, and refuses IGST there', () => {
    const local = {
      ...karnatakaBuyer,
      tin: '27AADCB2230M1ZT',
      address: 'Plot 7, MIDC, Andheri East, Mumbai',
      state: 'Maharashtra',
      pincode: '400093',
    };
    const localLine = { ...service, index: 0, igst: 0, cgst: 4500, sgst: 4500 };
    const voucher: EInvoiceVoucher = {
      ...interState,
      party: local,
      place_of_supply: 'Maharashtra',
      intra_state: true,
      lines: [localLine],
      taxable: 50000,
      igst: 0,
      cgst: 4500,
      sgst: 4500,
      round_off: 0,
      grand_total: 59000,
    };
    const json = buildEInvoice(seller, voucher);
    expect(json.ItemList[0]).toMatchObject({ CgstAmt: 45, SgstAmt: 45, IgstAmt: 0 });
    expect(json.BuyerDtls).toMatchObject({ Loc: 'Mumbai', Pos: '27' });
    expect(einvoiceProblems(voucher, json, options)).toEqual([]);

    const wrong = {
      ...voucher,
      lines: [{ ...localLine, igst: 9000, cgst: 0, sgst: 0 }],
      igst: 9000,
      cgst: 0,
      sgst: 0,
    };
    expect(einvoiceProblems(wrong, buildEInvoice(seller, wrong), options)).toContainEqual({
      where: 'line 1',
      message: EINVOICE_MESSAGES.intraTax,
    });
  });
});

describe('what stops an e-invoice from leaving', () => {
  const problems = (voucher: EInvoiceVoucher, who = seller, at = options) =>
    einvoiceProblems(voucher, buildEInvoice(who, voucher), at).map((problem) => problem.message);

  it('refuses a B2C invoice and a purchase', () => {
    expect(problems({ ...interState, party: { ...karnatakaBuyer, tin: null } })).toEqual([
      EINVOICE_MESSAGES.b2c('Sri Venkateshwara Medicals'),
    ]);
    expect(problems({ ...interState, voucher_type: 'Purchase' })).toEqual([EINVOICE_MESSAGES.notEInvoiced]);
  });

  it('names the invoice number, HSN, rate and pin code the IRP would refuse', () => {
    const lines = [
      { ...goods, hsn_code: '3004' },
      { ...service, tax_rate: 1300 },
      { ...nilRated, hsn_code: null },
    ];
    expect(
      problems({
        ...interState,
        voucher_number: '0044',
        party: { ...karnatakaBuyer, pincode: '400601' },
        lines,
      }),
    ).toEqual([
      EINVOICE_MESSAGES.number('0044'),
      EINVOICE_MESSAGES.pinState("The customer's", '400601', 'Karnataka'),
      EINVOICE_MESSAGES.hsnShort('Line 1 (Paracetamol 500 mg (10 x 10))', '3004'),
      EINVOICE_MESSAGES.rate('Line 2 (Delivery charges)', 13),
      EINVOICE_MESSAGES.lineTax('Line 2 (Delivery charges)'),
      EINVOICE_MESSAGES.hsnMissing('Line 3 (Fresh drumsticks)'),
    ]);
  });

  it("names the company's missing GSTIN and pin code", () => {
    expect(problems(interState, { ...seller, tin: null, pinCode: '4006' })).toEqual([
      EINVOICE_MESSAGES.sellerGstin,
      EINVOICE_MESSAGES.pin("The company's", '4006'),
    ]);
  });

  it('finds totals that do not add up', () => {
    expect(problems({ ...interState, grand_total: 378100 })).toEqual([EINVOICE_MESSAGES.totals('total', 3681, 3781)]);
  });

  it('refuses invoices before e-invoicing applies, in the future, or older than the reporting window', () => {
    expect(problems(interState, seller, { ...options, appliesFrom: '2026-12-01' })).toEqual([
      EINVOICE_MESSAGES.beforeStart('2026-12-01'),
    ]);
    expect(problems(interState, seller, { ...options, today: '2026-11-24' })).toEqual([EINVOICE_MESSAGES.future]);
    expect(problems(interState, seller, { ...options, today: '2026-12-25', reportWithinDays: 30 })).toEqual([]);
    expect(problems(interState, seller, { ...options, today: '2026-12-26', reportWithinDays: 30 })).toEqual([
      EINVOICE_MESSAGES.tooOld(30),
    ]);
  });
});

describe('addresses as the IRP takes them', () => {
  it('splits a long address in two lines of at most 100 characters', () => {
    const [first, second] = addressLines(
      'Unit 403, Fourth Floor, Prestige Meridian Tower Two, 29 Mahatma Gandhi Road, Near Trinity Metro Station, Bengaluru',
    );
    expect(first).toBe('Unit 403, Fourth Floor, Prestige Meridian Tower Two, 29 Mahatma Gandhi Road');
    expect(second).toBe('Near Trinity Metro Station, Bengaluru');
  });

  it('takes the town from the last part of an address, else the state', () => {
    expect(placeOf('12 MG Road, Pune 411001', 'Maharashtra')).toBe('Pune');
    expect(placeOf('12 MG Road, Maharashtra', 'Maharashtra')).toBe('12 MG Road');
    expect(placeOf('', 'Goa')).toBe('Goa');
  });
});
