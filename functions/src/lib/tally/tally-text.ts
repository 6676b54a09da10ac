/**
 * A Tally XML export's bytes as text, a chunk at a time (issue 35). Tally Prime writes UTF-16
 * (little-endian, with a byte-order mark); Tally ERP 9 and hand-saved files are UTF-8, with a mark
 * or without. The encoding is told by the mark, else by the zero bytes UTF-16 puts beside ASCII.
 *
 * Tally also writes characters XML 1.0 forbids: '&#4;' before 'Any' in its state-wise GST details,
 * now and then a raw control character. They are dropped (they carry nothing), so that a strict XML
 * parser, which is what keeps entities and DTDs out, can read the rest.
 */

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** The encoding of a file that starts with `head` (its first bytes), and how many bytes its mark takes. */
export function encodingOf(head: Uint8Array): { encoding: Encoding; mark: number } {
  const [a, b, c] = head;
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', mark: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', mark: 2 };
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', mark: 3 };
  // '<' written in UTF-16 without a mark: '<' then 0, or 0 then '<'.
  if (a === 0x3c && b === 0) return { encoding: 'utf-16le', mark: 0 };
  if (a === 0 && b === 0x3c) return { encoding: 'utf-16be', mark: 0 };
  return { encoding: 'utf-8', mark: 0 };
}

/** Character references to characters XML 1.0 forbids (below a space, but tab, line feed, return). */
const FORBIDDEN_REFERENCE = /&#(?:0*(?:[0-8]|1[1-2]|1[4-9]|2\d|3[01])|x0*(?:[0-8]|[bBcC]|[eEfF]|1[0-9a-fA-F]));/g;
// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
/** The longest character reference kept back at a chunk's end, in case it goes on in the next. */
const LONGEST_REFERENCE = 10;

/** Text without the characters XML 1.0 forbids, as Tally may write them. */
export const withoutForbiddenCharacters = (text: string) =>
  text.replace(FORBIDDEN_REFERENCE, '').replace(FORBIDDEN_CHARACTER, '');

/**
 * The text of a file's chunks of bytes, decoded and cleaned, chunk by chunk: a character or a
 * reference split between two chunks is put together before it is looked at.
 */
export async function* tallyText(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let pending = '';
  for await (const chunk of chunks) {
    let bytes = chunk;
    if (!decoder) {
      const { encoding, mark } = encodingOf(chunk);
      decoder = new TextDecoder(encoding, { fatal: false });
      bytes = chunk.subarray(mark);
    }
    const text = pending + decoder.decode(bytes, { stream: true });
    const open = text.lastIndexOf('&');
    const keep =
      open !== -1 && text.length - open <= LONGEST_REFERENCE && !text.includes(';', open) ? open : text.length;
    pending = text.slice(keep);
    const ready = withoutForbiddenCharacters(text.slice(0, keep));
    if (ready) yield ready;
  }
  const rest = withoutForbiddenCharacters(pending + (decoder?.decode() ?? ''));
  if (rest) yield rest;
}
