/**
 * The labels a bill prints before its summary values, in English and the languages bills reach
 * Indian businesses in (German, Dutch, French, Spanish, Italian, Portuguese: issue 34), and the
 * AnalyzeExpense type each one gives. Each pattern is anchored at
 * the start of a segment and must end at a word's end; what follows it in the segment is the value.
 */

export type ValueKind = 'money' | 'id' | 'date' | 'taxNumber';

export interface LabelSpec {
  type: string;
  kind: ValueKind;
  pattern: RegExp;
  /** 0-100: how surely the label names the type (Type.Confidence); the best label wins. */
  rank: number;
}

const END = String.raw`(?![\p{L}\d])`;
const label = (type: string, kind: ValueKind, rank: number, source: string): LabelSpec => ({
  type,
  kind,
  rank,
  pattern: new RegExp(String.raw`^(?:${source})${END}\s*[:.]?`, 'iu'),
});

export const LABELS: readonly LabelSpec[] = [
  label(
    'INVOICE_RECEIPT_ID',
    'id',
    95,
    String.raw`(?:tax\s*)?invoice\s*(?:no\.?|number|num\.?|#|id)|inv\.?\s*(?:no\.?|#)|(?:bill|receipt|voucher|document|memo|folio)\s*(?:#\s*)?(?:no\.?|number|#)|rechnungs?\s*-?\s*(?:nr\.?|nummer|#)|(?:beleg|bon)\s*-?\s*(?:nr\.?|nummer)|factuur\s*(?:nr\.?|nummer)|factur[ae]\s*(?:n[°º.o]?|num[ée]ro|#)|n[°º.o]\s*(?:de\s*)?factur[ae]|num[ée]ro\s*de\s*factur[ae]|fattura\s*(?:n[°º.]?|numero)|numero\s*(?:di\s*)?fattura|fatura\s*(?:n[°º.]?|n[úu]mero)|n[úu]mero\s*da\s*fatura`,
  ),
  label('INVOICE_RECEIPT_ID', 'id', 70, String.raw`invoice(?!\s*(?:date|summary|to|total|value|amount))|bill|#`),
  label('INVOICE_RECEIPT_ID', 'id', 75, String.raw`(?:tr|trans(?:action)?|txn)\s*(?:#|no\.?)`),
  label('INVOICE_RECEIPT_ID', 'id', 60, String.raw`booking\s*id|n[úu]mero|nummer`),
  // A document's title before its number ('Rechnung RE-20170509/505', 'Avoir AV-2017-0005').
  label(
    'INVOICE_RECEIPT_ID',
    'id',
    65,
    String.raw`rechnung|gutschrift|facture|avoir|factura|fattura|fatura|credit\s*note`,
  ),
  label(
    'INVOICE_RECEIPT_DATE',
    'date',
    95,
    String.raw`(?:tax\s*)?(?:invoice|bill|receipt)\s*(?:date|dt\.?)|inv\.?\s*(?:date|dt\.?)|date\s*of\s*(?:invoice|issue)|issue\s*date|rechnungsdatum|belegdatum|factuurdatum|date\s*(?:de\s*(?:la\s*)?facture|d['’]\s*[ée]mission)|fecha\s*(?:de\s*)?(?:factura|emisi[óo]n|expedici[óo]n)|data\s*(?:della\s*)?fattura|data\s*(?:de\s*)?emiss[ãa]o|data\s*da\s*fatura`,
  ),
  // A letter's place and date ('München, den 01.11.2024', 'Paris, le 16/11/2017'): the bill's date.
  label(
    'INVOICE_RECEIPT_DATE',
    'date',
    85,
    String.raw`\p{Lu}[\p{L}.-]*(?:\s+(?:am|an|der|\p{Lu}[\p{L}.-]*)){0,2}\s*,\s*(?:den|le|el|il)`,
  ),
  label('INVOICE_RECEIPT_DATE', 'date', 80, String.raw`dated?|datum|fecha|data`),
  label(
    'DUE_DATE',
    'date',
    90,
    String.raw`(?:payment\s*)?due\s*date|zahlungsziel|f[äa]llig(?:keit)?|vervaldatum|(?:date\s*d['’]\s*)?[ée]ch[ée]ance|(?:fecha\s*de\s*)?vencimiento|scadenza|(?:data\s*de\s*)?vencimento`,
  ),
  label(
    'TOTAL',
    'money',
    95,
    String.raw`grand\s*total|total\s*amount(?:\s*(?:due|payable))?|invoice\s*(?:total|amount|value)|total\s*invoice\s*(?:value|amount)|net\s*(?:amount\s*)?payable|(?:total\s*)?amount\s*payable|total\s*payable|gesamtbetrag|gesamtsumme|endbetrag|rechnungsbetrag|zu\s*zahlen|te\s*betalen|totaalbedrag|total\s*ttc|montant\s*ttc|net\s*[àa]\s*payer|total\s*[àa]\s*payer|total\s*a\s*pagar|importe\s*total|totale\s*(?:documento|fattura|da\s*pagare)|total\s*l[íi]quido|(?:\p{L}+\s*)?(?:inkl|incl)\.?(?:usive|uding|usief)?\s*(?:mwst|vat|tax|gst|ust|tva|btw|iva)`,
  ),
  label('TOTAL', 'money', 85, String.raw`total\s*due|amount\s*due|balance\s*due|saldo\s*adeudado|importe\s*adeudado`),
  // An Indian bill's last figure ('NET AMOUNT', 'Net Amt.'); a figure before tax is a subtotal,
  // and the mapper tells them apart by size (grand-total.ts).
  label('TOTAL', 'money', 80, String.raw`net\s*(?:amount|amt\.?|total)|bill\s*amount`),
  label(
    'TOTAL',
    'money',
    75,
    String.raw`total(?!\s*(?:tax|gst|vat|tva|iva|mwst|impuestos?|taxes|qty|quantity|discount|items?|taxable|before|excl|paid|savings?|ht|imponibile|netto|parcial))|totale(?!\s*(?:imponibile|iva))|totaal|summe`,
  ),
  label(
    'SUBTOTAL',
    'money',
    90,
    String.raw`sub\s*-?\s*total[e]?|total\s*parcial|subtotaal|zwischensumme|nettobetrag|summe\s*netto|netto(?:betrag)?(?!\s*(?:inkl|incl))|total\s*before\s*tax|total\s*excl\.?(?:uding)?(?:\s*(?:tax|gst|vat))?|sous\s*-?\s*total|total\s*ht|montant\s*ht|base\s*imponible|(?:totale\s*)?imponibile`,
  ),
  label('OTHER', 'money', 80, String.raw`taxable\s*(?:value|amount)|exclusief\s*btw|gross\s*(?:amount|value)`),
  label(
    'TAX',
    'money',
    90,
    String.raw`(?:add\s*:?\s*)?(?:output\s*)?(?:cgst|sgst|utgst|igst|cess)|(?:total\s*)?(?:tax|gst|vat)\s*amount|total\s*(?:tax|gst|vat|iva|tva|mwst|ust|btw|impuestos?|taxes)`,
  ),
  label(
    'TAX',
    'money',
    80,
    String.raw`(?:sales\s*)?tax(?!\s*(?:invoice|id|no|number|summary|registration|payer))|gst(?!\s*(?:in|no|number|reg))|vat(?!\s*(?:[/-]?\s*tin|id|no|number|reg|invoice))|btw|mwst\.?|ust\.?|(?:montant\s*)?tva(?!\s*(?:intra|n[°º]|num))|(?:cuota\s*)?iva(?!\s*(?:n[°º]|num))|imposta|taxes|impuestos?|mehrwertsteuer|umsatzsteuer|(?:total\s*)?(?:mwst|ust)|steuer(?!\s*-?\s*(?:nr|nummer|id))`,
  ),
  label('DISCOUNT', 'money', 85, String.raw`(?:less\s*:?\s*)?(?:discount|disc\.?|rabatt|korting)`),
  label('OTHER', 'money', 85, String.raw`(?:less\s*:?\s*)?(?:round(?:ed|ing)?\s*-?\s*off|rounding|r\s*/\s*off)`),
  label(
    'OTHER',
    'money',
    70,
    String.raw`(?:additional|other|freight|shipping|packing|delivery|handling|service)\s*(?:charges?|costs?)`,
  ),
  label(
    'VENDOR_VAT_NUMBER',
    'taxNumber',
    85,
    String.raw`(?:vat|tax|btw|ust\.?|mwst)\s*[-/.]?\s*(?:id|no\.?|number|reg(?:istration)?\.?(?:\s*no\.?)?|nr\.?|tin|idnr\.?)|ust\s*-?\s*id(?:nr)?\.?|steuer\s*-?\s*(?:nr\.?|nummer)|uid\s*-?\s*(?:nr\.?|nummer)?|st\.\s*-?\s*nr\.?|n[°º.]?\s*(?:de\s*)?tva(?:\s*intracommunautaire)?|tva\s*intracommunautaire|partita\s*iva|p\.\s*iva|n\.?\s*i\.?\s*f\.?|c\.?\s*i\.?\s*f\.?|n[°º.]?\s*(?:de\s*)?contribuinte|nipc|nit|abn|vat|btw|tva(?=\s*:?\s*\p{Lu}{2}\s?[\dA-Z]{2})|tin`,
  ),
];

/** The label at the start of `text` of the given spec: its length in characters, or undefined. */
export function labelLength(spec: LabelSpec, text: string): number | undefined {
  const match = spec.pattern.exec(text);
  return match ? match[0].length : undefined;
}

/** Whether `text` starts with any summary label (a value never does). */
export const startsWithLabel = (text: string) => LABELS.some((spec) => spec.pattern.test(text));

/**
 * Labels over the buyer's block, in the languages of LABELS: names, addresses and GSTINs under them
 * are not the supplier's.
 * 'To' and 'From' count alone or with a colon only ('To be paid within...' labels nothing); an
 * Indian bill addresses its buyer as 'M/s.' (Messrs) or 'Party:'.
 */
export const BUYER_LABEL =
  /^(?:bill(?:ed)?\s*to|ship(?:ped)?\s*to|buyer|customer|consignee|recipient|receiver|sold\s*to|deliver(?:y|ed)?\s*to|invoice\s*to|billing\s*address|shipping\s*address|bill\s*to\s*address|details\s*of\s*(?:receiver|consignee|buyer)|guest\s*name|to(?=\s*:|\s*$)|m\/s|messrs|party(?:\s*name)?(?:\s*(?:&|and)\s*address)?(?=\s*:|\s*$)|adresse\s*de\s*(?:livraison|facturation)|(?:liefer|rechnungs)\s*-?\s*(?:adresse|anschrift)|rechnungsempf[äa]nger|lever(?:ings)?adres|factuuradres|direcci[óo]n\s*de\s*(?:entrega|facturaci[óo]n)|indirizzo\s*di\s*(?:consegna|fatturazione)|endere[çc]o\s*de\s*(?:entrega|fatura[çc][ãa]o)|factur[ée]\s*[àa]|livr[ée]\s*[àa]|destinataire|destinatario)(?![\p{L}\d])\s*[:.]?/iu;

/** Labels over the supplier's block. */
export const SELLER_LABEL =
  /^(?:sold\s*by|seller|supplier|vendor|from(?=\s*:|\s*$)|bill(?:ed)?\s*(?:from|by)|issued\s*by|service\s*provider)(?![\p{L}\d])\s*[:.]?/iu;
