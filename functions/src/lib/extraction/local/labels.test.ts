import { describe, expect, it } from 'vitest';
import { LABELS, labelLength } from './labels';

/** The type the surest label at the start of `text` gives, as the summary keeps it. */
const typeOf = (text: string) =>
  LABELS.filter((spec) => labelLength(spec, text) !== undefined).sort((a, b) => b.rank - a.rank)[0]?.type;

describe('summary labels in the languages bills come in (issue 34)', () => {
  it.each([
    ['Facture N° FA-2021-042', 'INVOICE_RECEIPT_ID'],
    ['N° de facture : 2021-042', 'INVOICE_RECEIPT_ID'],
    ['Nº factura: A-77', 'INVOICE_RECEIPT_ID'],
    ['Fattura n. 12/2020', 'INVOICE_RECEIPT_ID'],
    ['Número da fatura 5512', 'INVOICE_RECEIPT_ID'],
    ['Rechnung Nr. 4711', 'INVOICE_RECEIPT_ID'],
    ['Beleg-Nr. 0815', 'INVOICE_RECEIPT_ID'],
    ['Inv. No. SI/26-27/0042', 'INVOICE_RECEIPT_ID'],
    ['Receipt # No.: 9876', 'INVOICE_RECEIPT_ID'],
    ['Rechnung # RE-20170509/505', 'INVOICE_RECEIPT_ID'],
    ['Avoir AV-2017-0005', 'INVOICE_RECEIPT_ID'],
    ['NUMERO: ABC12345', 'INVOICE_RECEIPT_ID'],
    ['Folio Number 12345', 'INVOICE_RECEIPT_ID'],
    ["Date d'émission : 15/03/2021", 'INVOICE_RECEIPT_DATE'],
    ['Fecha de emisión 05/01/2021', 'INVOICE_RECEIPT_DATE'],
    ['Data fattura 03/09/2020', 'INVOICE_RECEIPT_DATE'],
    ['Datum: 15.12.2021', 'INVOICE_RECEIPT_DATE'],
    ['Inv. Dt. 12-11-2026', 'INVOICE_RECEIPT_DATE'],
    ['München, den 01.11.2024', 'INVOICE_RECEIPT_DATE'],
    ['Paris, le 16/11/2017', 'INVOICE_RECEIPT_DATE'],
    ['Frankfurt am Main, den 3. März 2024', 'INVOICE_RECEIPT_DATE'],
    ['Échéance : 15/04/2021', 'DUE_DATE'],
    ['Fecha de vencimiento 05/02/2021', 'DUE_DATE'],
    ['Total TTC 1 234,56 €', 'TOTAL'],
    ['Net à payer 40,00 €', 'TOTAL'],
    ['TOTAL A PAGAR 110,00€', 'TOTAL'],
    ['Totale documento 125,00', 'TOTAL'],
    ['Gesamtsumme 250,00 EUR', 'TOTAL'],
    ['Te betalen € 121,00', 'TOTAL'],
    ['Saldo adeudado 1721.00', 'TOTAL'],
    ['TOTAL PARCIAL 1419.00', 'SUBTOTAL'],
    ['TOTAL IMPUESTOS 302.00', 'TAX'],
    ['Total HT 1 028,80 €', 'SUBTOTAL'],
    ['Sous-total 100,00', 'SUBTOTAL'],
    ['Base imponible 100,00', 'SUBTOTAL'],
    ['Nettobetrag 210,08', 'SUBTOTAL'],
    ['TVA 20% 205,76', 'TAX'],
    ['IVA 21% 21,00', 'TAX'],
    ['MwSt. 19% 39,92', 'TAX'],
    ['TOTAL IVA 8,00€', 'TAX'],
    ['Steuer 0,00 EURO', 'TAX'],
    ['Mehrwertsteuer 7.7% 155.55', 'TAX'],
    ['Umsatzsteuer 19% 12,00', 'TAX'],
    ['Taxes 14,99 €', 'TAX'],
    ['Betrag inkl. MwSt. 1.190,00', 'TOTAL'],
    ['Netto inkl. MWST 1’756.05', 'TOTAL'],
    ['NIT.: 123456-7', 'VENDOR_VAT_NUMBER'],
    ['N° TVA intracommunautaire FR 40 303 265 045', 'VENDOR_VAT_NUMBER'],
    ['Partita IVA 01234567890', 'VENDOR_VAT_NUMBER'],
    ['USt-IdNr. DE123456789', 'VENDOR_VAT_NUMBER'],
    ['Steuernummer 123/456/78901', 'VENDOR_VAT_NUMBER'],
    ['UID Nr.: DE812706034', 'VENDOR_VAT_NUMBER'],
    ['TVA : FR11999999998 - SIRET : 99999999800010', 'VENDOR_VAT_NUMBER'],
    ['MWST-Nr. CHE-112.203.184 MWST', 'VENDOR_VAT_NUMBER'],
  ])('reads %j as %s', (text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it('leaves words that only start like a label alone', () => {
    expect(typeOf('Totally fresh produce')).toBeUndefined();
    expect(typeOf('Datacenter services')).toBeUndefined();
  });
});
