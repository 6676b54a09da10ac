import type { ReadText } from '@app/shared/bills/bill-draft';
import { normalizeGstin } from '@app/shared/gst/gstin';
import { type BillBuyer, namesBuyer } from './buyer';
import type { ExpenseReading } from './expense-readings';
import { gstinShapeIn, validGstinIn } from './gstin-in-text';
import { cleanText, mostConfident, readText } from './read-values';

/** Whose number a label names when it is not the supplier's. */
const BUYER_LABEL = /buyer|bill(ed)?\s*to|ship(ped)?\s*to|consignee|customer|recipient|receiver|purchaser|party/i;
const SUPPLIER_TAX_ID_TYPES = ['VENDOR_GST_NUMBER', 'TAX_PAYER_ID', 'VENDOR_VAT_NUMBER'];
/** A GSTIN whose check character fails is shown for the reviewer to correct, marked doubtful. */
const MISREAD_GSTIN_CONFIDENCE = 40;
const REPAIRED_GSTIN_CONFIDENCE = 80;

const isBuyers = (reading: ExpenseReading) =>
  reading.type.startsWith('RECEIVER') ||
  reading.groups.some((group) => /RECEIVER|BILL_TO|SHIP_TO|SOLD_TO/.test(group)) ||
  BUYER_LABEL.test(reading.label);

/** How sure: the supplier's own tax-id fields first, then any other field, top of the bill first. */
function supplierFirst(readings: readonly ExpenseReading[]): ExpenseReading[] {
  const tier = (reading: ExpenseReading) => {
    const index = SUPPLIER_TAX_ID_TYPES.indexOf(reading.type);
    return index === -1 ? SUPPLIER_TAX_ID_TYPES.length : index;
  };
  const position = (reading: ExpenseReading) => reading.page + (reading.region?.top ?? 1);
  return [...readings].sort((a, b) => tier(a) - tier(b) || position(a) - position(b) || b.confidence - a.confidence);
}

/**
 * The supplier's GSTIN: the first with a true check character in the vendor's tax-id fields, then
 * in any other field (an OTHER labelled 'GSTIN', the vendor's address block) that is not the
 * buyer's, nor `buyerGstin`. A foreign tax id ('12-3456789') is not a GSTIN and gives null.
 */
export function supplierGstin(summary: readonly ExpenseReading[], buyerGstin?: string): ReadText | null {
  const buyers = buyerGstin === undefined ? undefined : normalizeGstin(buyerGstin);
  const candidates = supplierFirst(summary.filter((reading) => reading.text !== '' && !isBuyers(reading)));
  for (const reading of candidates) {
    const found = validGstinIn(reading.text);
    if (found === undefined || found.gstin === buyers) continue;
    const read = readText(reading, found.gstin);
    return found.repaired ? { ...read, confidence: Math.min(read.confidence, REPAIRED_GSTIN_CONFIDENCE) } : read;
  }
  for (const reading of candidates.filter((candidate) => SUPPLIER_TAX_ID_TYPES.includes(candidate.type))) {
    const shaped = gstinShapeIn(reading.text);
    if (shaped !== undefined) {
      return { ...readText(reading, shaped), confidence: Math.min(reading.confidence, MISREAD_GSTIN_CONFIDENCE) };
    }
  }
  return null;
}

/** 'https: //www.amazon.com' names its supplier 'amazon.com'. */
const hostOf = (url: string) =>
  url
    .replace(/^[a-z]+:\s*\/\/\s*/i, '')
    .replace(/^www\./i, '')
    .replace(/\/.*$/, '');

/**
 * The supplier's name: VENDOR_NAME, else a NAME in the vendor's group, else the vendor's web
 * address, a bare printed one ('Amazon.com', often the logo) before one taken out of a link. A
 * name that is the buying company's own is never the supplier's (the reader took the buyer's
 * block), and is passed over.
 */
export function supplierName(summary: readonly ExpenseReading[], buyer?: BillBuyer): ReadText | null {
  const named = (readings: readonly ExpenseReading[]) =>
    mostConfident(
      readings
        .filter((reading) => !namesBuyer(reading.text, buyer))
        .map((reading) => readText(reading, cleanText(reading.text)))
        .filter((read) => read.value !== ''),
    );
  const urls = summary.filter((reading) => reading.type === 'VENDOR_URL');
  const bareUrls = urls.filter((reading) => !/^[a-z]+:|^www\./i.test(reading.text));
  return (
    named(summary.filter((reading) => reading.type === 'VENDOR_NAME')) ??
    named(summary.filter((reading) => reading.type === 'NAME' && reading.groups.includes('VENDOR'))) ??
    named(bareUrls) ??
    named(urls.map((reading) => ({ ...reading, text: hostOf(reading.text) }))) ??
    null
  );
}
