import type { EInvoiceJson } from '@app/shared/einvoice/einvoice-schema';
import { indianDate, toDisplayDate } from '@app/shared/financial-year';

/**
 * An e-invoice that passes NIC's schema, for the local IRP's tests and the client's: a Pune
 * wholesaler's inter-state sale of two medicines to Bengaluru at 12% IGST, dated today in India.
 * The second line is the larger, so the QR's main HSN code is its.
 */
export function sampleEInvoice(
  sellerGstin: string,
  docNo: string,
  docDate = toDisplayDate(indianDate()),
): EInvoiceJson {
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
    DocDtls: { Typ: 'INV', No: docNo, Dt: docDate },
    SellerDtls: {
      Gstin: sellerGstin,
      LglNm: 'Umiya Medical Agencies',
      Addr1: '14 Station Road',
      Loc: 'Pune',
      Pin: 411001,
      Stcd: '27',
    },
    BuyerDtls: {
      Gstin: '29AABCT1332L1ZN',
      LglNm: 'Tumkur Pharma Distributors',
      Addr1: '5 MG Road',
      Loc: 'Bengaluru',
      Pin: 560001,
      Stcd: '29',
      Pos: '29',
    },
    ItemList: [
      {
        SlNo: '1',
        PrdDesc: 'Cotton bandage 10 cm',
        IsServc: 'N',
        HsnCd: '30059040',
        Qty: 50,
        Unit: 'NOS',
        UnitPrice: 40,
        TotAmt: 2000,
        AssAmt: 2000,
        GstRt: 12,
        IgstAmt: 240,
        TotItemVal: 2240,
      },
      {
        SlNo: '2',
        PrdDesc: 'Paracetamol 500 mg (10 x 10)',
        IsServc: 'N',
        HsnCd: '30049099',
        Qty: 100,
        Unit: 'BOX',
        UnitPrice: 120,
        TotAmt: 12000,
        AssAmt: 12000,
        GstRt: 12,
        IgstAmt: 1440,
        TotItemVal: 13440,
      },
    ],
    ValDtls: { AssVal: 14000, IgstVal: 1680, TotInvVal: 15680 },
  };
}
