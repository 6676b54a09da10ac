import { signJwt } from '@app/functions/lib/einvoice/irp-crypto';
import type { SignedQrFields } from '@app/functions/lib/einvoice/irp-signed-data';
import type { EInvoiceJson } from '@app/shared/einvoice/einvoice-schema';

/**
 * What the local IRP signs with its signing key, as NIC does: the QR code's fields and the
 * registered invoice, each a JWT (RS256) whose payload is `{data: <JSON text>, iss: 'NIC'}`.
 */
export interface Registration {
  Irn: string;
  AckNo: string;
  AckDt: string;
}

/** The HSN code of the line with the highest assessable value (the first of equals). */
function mainHsnCode(invoice: EInvoiceJson): string {
  const [first, ...rest] = invoice.ItemList;
  return rest.reduce((main, item) => (item.AssAmt > main.AssAmt ? item : main), first ?? { HsnCd: '', AssAmt: 0 })
    .HsnCd;
}

export function signedQrCode(invoice: EInvoiceJson, registration: Registration, signingKey: string): string {
  const fields: SignedQrFields = {
    SellerGstin: invoice.SellerDtls.Gstin,
    BuyerGstin: invoice.BuyerDtls.Gstin,
    DocNo: invoice.DocDtls.No,
    DocTyp: invoice.DocDtls.Typ,
    DocDt: invoice.DocDtls.Dt,
    TotInvVal: invoice.ValDtls.TotInvVal,
    ItemCnt: invoice.ItemList.length,
    MainHsnCode: mainHsnCode(invoice),
    Irn: registration.Irn,
    IrnDt: registration.AckDt,
  };
  return signJwt({ data: JSON.stringify(fields), iss: 'NIC' }, signingKey);
}

export function signedInvoice(invoice: EInvoiceJson, registration: Registration, signingKey: string): string {
  return signJwt({ data: JSON.stringify({ ...invoice, ...registration }), iss: 'NIC' }, signingKey);
}
