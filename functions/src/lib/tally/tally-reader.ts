import { SaxesParser } from 'saxes';
import { tallyText } from './tally-text';

/**
 * A Tally XML export read as it streams (issue 35): each master or voucher Tally wraps in a
 * TALLYMESSAGE is given whole, one at a time, so that a file of 50,000 vouchers never sits in
 * memory. The parser is strict XML: a file that declares a DTD (where entities such as the
 * 'billion laughs' live) is refused before anything is read, and an entity it does not know is an
 * error, never expanded.
 */

/** An element of the export: its name, attributes, text and child elements. */
export interface TallyNode {
  name: string;
  attributes: Readonly<Record<string, string>>;
  text: string;
  children: TallyNode[];
}

/** A master or voucher, with its place in the file (1 for the first): problems name it by that. */
export interface TallyObject {
  node: TallyNode;
  row: number;
}

/** Why a file cannot be read at all; its message is for the person who chose the file. */
export class TallyFileError extends Error {}

export const TALLY_MESSAGES = {
  notTally: 'This file is not a Tally XML export. In Tally, export Masters or Day Book as XML (Data Interchange).',
  dtd: 'This file declares a DTD or entities, which Tally never writes; it was not read.',
  malformed: (line: number) =>
    `This file is cut short or is not well-formed XML (near line ${line}); export it from Tally again.`,
  empty: 'This file is empty.',
} as const;

/** Where the company a file was exported from is named (STATICVARIABLES' SVCURRENTCOMPANY). */
const REQUEST_DESCRIPTION = 'REQUESTDESC';
const MESSAGE = 'TALLYMESSAGE';

const nodeOf = (name: string, attributes: Record<string, string>): TallyNode => ({
  name,
  attributes,
  text: '',
  children: [],
});

/**
 * The export's request description (the company it names), then its masters and vouchers in file
 * order. Throws TallyFileError for a file that is not a Tally export, declares a DTD, or is not
 * well-formed XML to its end (a file cut short).
 */
export async function* tallyObjects(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<TallyObject> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const ready: TallyObject[] = [];
  /** The elements open from the root down; those being kept are also in `kept`. */
  const open: string[] = [];
  const kept: TallyNode[] = [];
  let rows = 0;
  let failure: TallyFileError | undefined;
  const fail = (error: TallyFileError) => {
    failure ??= error;
  };
  parser.on('doctype', () => fail(new TallyFileError(TALLY_MESSAGES.dtd)));
  parser.on('error', () => fail(new TallyFileError(TALLY_MESSAGES.malformed(parser.line))));
  parser.on('opentag', (tag) => {
    if (open.length === 0 && tag.name !== 'ENVELOPE') fail(new TallyFileError(TALLY_MESSAGES.notTally));
    const parent = open.at(-1);
    open.push(tag.name);
    const keeping = kept.length > 0 || parent === MESSAGE || tag.name === REQUEST_DESCRIPTION;
    if (!keeping) return;
    const node = nodeOf(tag.name, tag.attributes);
    kept.at(-1)?.children.push(node);
    kept.push(node);
  });
  parser.on('text', (text) => {
    const node = kept.at(-1);
    if (node) node.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
    // Every element under a kept one is kept: the one closing is the innermost kept.
    const closed = kept.pop();
    if (!closed) return;
    closed.text = closed.text.trim();
    if (kept.length === 0) ready.push({ node: closed, row: closed.name === REQUEST_DESCRIPTION ? 0 : ++rows });
  });
  let read = false;
  for await (const text of tallyText(chunks)) {
    read = true;
    parser.write(text);
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  if (!read) throw new TallyFileError(TALLY_MESSAGES.empty);
  parser.close();
  if (failure) throw failure;
  if (open.length > 0) throw new TallyFileError(TALLY_MESSAGES.malformed(parser.line));
  yield* ready.splice(0);
}
