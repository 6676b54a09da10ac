import { randomInt } from 'node:crypto';
import { gstinCheckCharacter } from '@app/shared/gst/gstin';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS.charAt(randomInt(26));

/**
 * A GSTIN of the right form and check character in the state, issued to nobody, different for
 * every company: the IRN is the hash of the seller's GSTIN and the invoice number, and companies
 * of different tests number their invoices alike.
 */
export function randomGstin(stateCode = '27'): string {
  const first14 = `${stateCode}${letter()}${letter()}${letter()}C${letter()}${String(randomInt(10_000)).padStart(4, '0')}${letter()}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}
