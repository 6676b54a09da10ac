import type { ExpenseField } from '@aws-sdk/client-textract';
import { type Detected, expenseField } from './expense-field';
import { type Line, type PageLayout, type Segment, joinWords } from './layout';
import { GST_STATES } from '@app/shared/gst/state-codes';
import { countryNames } from '@app/shared/reference/countries';
import { type BillBuyer, holdsBuyersGstin, namesBuyer } from '../buyer';
import { BUYER_LABEL, SELLER_LABEL, startsWithLabel } from './labels';
import { type Word, bottomOf, horizontalOverlap, median, rightOf } from './page-words';
import { kindOfPhrase } from './table-header';
import { isMoney, looksLikeName } from './value-patterns';

/** A block's lines are at most this many line heights apart, and this many lines long. */
const BLOCK_GAP = 2.5;
const BLOCK_LINES = 8;
/** How far (page widths) a block's lines may start from its label's left edge. */
const BLOCK_ALIGN = 0.04;
/** How far (page widths) a value may be printed to the right of its label. */
const BESIDE = 0.15;
/** Vendor names are looked for in this top part of the first page when nothing labels them. */
const HEADER_PART = 0.3;

/** Confidence in each way of finding the supplier's name (Type.Confidence). */
const LABELLED_NAME = 90;
const GSTIN_BLOCK_NAME = 85;
const COMPANY_NAME = 80;
const PROMINENT_NAME = 60;
const GSTIN_CONFIDENCE = 95;

/** Legal forms that end a business's name, in the languages of labels.ts; none that is also a common word or unit ('ab', 'kg'). */
const COMPANY_SUFFIX =
  /(?:^|[\s,])(?:pvt\.?|private|ltd\.?|limited|llp|inc\.?|corp\.?|corporation|gmbh|ag|b\.\s?v\.?|llc|plc|co\.|company|enterprises?|traders|trading|industries|stores|agencies|associates|distributors|pharma|mart|& sons|sarl|sas|s\.a\.s?\.?|s\.?r\.?l\.?|s\.p\.a\.?|s\.l\.|bv|n\.v\.?|ohg|e\.\s?k\.|oy|a\/s|aps|pty)(?=$|[\s,.])/iu;
/** Document titles printed at the top, never a supplier's name. */
const TITLE =
  /^(?:(?:tax|retail|proforma|commercial|gst)\s+)?(?:invoices?|bill(?:\s+of\s+supply)?|receipt|(?:cash|debit|credit)\s+memo|statement|estimate|quotation|challan|factuur|rechnung)\b|^(?:payment\s+receipt|original|duplicate|triplicate)\b/i;
/** Separators inside a sender line ('QualityHosting AG - Uferweg 40-42 - D-63571 Gelnhausen'). */
const PART_SEPARATOR = /\s+[-–|·]\s+/u;

/** Countries and India's states: an address's last line ('France'), never a business's name. */
const PLACES = new Set([...countryNames(), ...GST_STATES.map((state) => state.name)].map((name) => name.toLowerCase()));
const isPlace = (text: string) => PLACES.has(text.trim().replace(/[.,]$/, '').toLowerCase());

/** A company's name ('Pune Pharma Distributors Pvt Ltd'), alone in its segment. */
const isCompanyName = (text: string) => {
  const name = cleanName(text);
  return COMPANY_SUFFIX.test(name) && looksLikeName(name);
};

/**
 * The segments of a party's block, from its label or its name down (and the rest of the first
 * segment): the lines aligned under it, close together, until a label, a document title ('TAX
 * INVOICE') or a second company's name, which starts another party's block.
 */
function blockUnder(label: Segment, line: Line, lines: readonly Line[]): Set<Segment> {
  const block = new Set<Segment>([label]);
  let named = isCompanyName(label.text.replace(BUYER_LABEL, ''));
  let previous = line;
  for (const next of lines.slice(line.index + 1, line.index + 1 + BLOCK_LINES)) {
    if (next.top - bottomOf(previous) > BLOCK_GAP * previous.height) break;
    const aligned = next.segments.find((segment) => Math.abs(segment.left - label.left) < BLOCK_ALIGN);
    // A line of another column between the block's lines ('Payment Terms' beside 'Bill To').
    if (!aligned) continue;
    if (startsWithLabel(aligned.text) || TITLE.test(aligned.text)) break;
    if (isCompanyName(aligned.text)) {
      if (named) break;
      named = true;
    }
    block.add(aligned);
    previous = next;
  }
  return block;
}

/**
 * Segments in the buyer's blocks, on every page: under a buyer's label ('Bill To', 'Ship To',
 * 'Buyer'...), and wherever the buying company's own name is printed (and the address under it)
 * or its own GSTIN, however the bill labels them (issue 34).
 */
export function buyerSegments(layouts: readonly PageLayout[], buyer?: BillBuyer): Set<Segment> {
  const segments = new Set<Segment>();
  for (const { lines } of layouts) {
    for (const line of lines) {
      for (const segment of line.segments) {
        if (BUYER_LABEL.test(segment.text) || namesBuyer(segment.text, buyer)) {
          for (const member of blockUnder(segment, line, lines)) segments.add(member);
        } else if (holdsBuyersGstin(segment.text, buyer)) segments.add(segment);
      }
    }
  }
  return segments;
}

const cleanName = (text: string) =>
  text
    .replace(/^(?:for|m\/s\.?)\s+/i, '')
    .replace(/[\s,;:]+$/, '')
    .trim();

/** The name after a seller's label: on its line, or the first name-like line under it. */
function labelledName(layouts: readonly PageLayout[]): Detected | undefined {
  for (const { lines } of layouts) {
    for (const line of lines) {
      for (const [index, segment] of line.segments.entries()) {
        const match = SELLER_LABEL.exec(segment.text);
        if (!match) continue;
        const rest = segment.text.slice(match[0].length).trim();
        const restWords = segment.words.slice(segment.words.length - rest.split(/\s+/).length);
        const next = line.segments[index + 1];
        const beside = next && next.left - rightOf(segment) < BESIDE ? [next] : [];
        const candidates: Detected[] = [
          ...(rest === '' ? [] : [{ text: rest, words: restWords }]),
          ...beside,
          ...[...blockUnder(segment, line, lines)].filter((member) => member !== segment),
        ];
        const name = candidates.find(
          (candidate) => looksLikeName(cleanName(candidate.text)) && !isPlace(cleanName(candidate.text)),
        );
        if (name) return { text: cleanName(name.text), words: name.words };
      }
    }
  }
  return undefined;
}

/** The first part of a segment that names a company ('Coolblue B.V.', 'Oravel Stays Pvt. Ltd.'). */
function companyName(layouts: readonly PageLayout[], excluded: ReadonlySet<Segment>): Detected | undefined {
  for (const { lines } of layouts) {
    for (const line of lines) {
      for (const segment of line.segments) {
        if (excluded.has(segment) || segment.text.includes(':')) continue;
        const [part = ''] = segment.text.split(PART_SEPARATOR);
        const name = cleanName(part);
        if (!COMPANY_SUFFIX.test(name) || !looksLikeName(name)) continue;
        const words = segment.words.slice(0, part.split(/\s+/).length);
        return { text: name, words };
      }
    }
  }
  return undefined;
}

/** Words OCR read this unsurely are logos and smudges, not a name to show. */
const LEGIBLE = 50;
/** Type this much larger than the body text stands out (a letterhead's name). */
const LARGE = 1.3;

/**
 * The most prominent name at the top of the first page: one heading an address (the letterhead's
 * first line, followed by lines with figures or an e-mail), else one in large type, else the
 * highest. Lines with an amount on them are items (a receipt's), not names.
 */
function prominentName(layout: PageLayout | undefined, excluded: ReadonlySet<Segment>): Detected | undefined {
  if (!layout) return undefined;
  const { lines } = layout;
  const bodyHeight = median(lines.map((line) => line.height));
  const alignedIn = (line: Line | undefined, segment: Segment) =>
    line?.segments.find((member) => Math.abs(member.left - segment.left) < BLOCK_ALIGN);
  const headsAddress = (line: Line, segment: Segment) => {
    const above = lines[line.index - 1];
    const next = lines[line.index + 1];
    const underneath = alignedIn(next, segment);
    const continues = above && alignedIn(above, segment) && line.top - bottomOf(above) < line.height;
    const address = underneath && /[\d@,]/.test(underneath.text) && !/[#:]/.test(underneath.text);
    return !continues && next && address && next.top - bottomOf(line) < line.height;
  };
  const candidates = lines
    .filter((line) => line.top < HEADER_PART && !line.segments.some((segment) => isMoney(segment.text)))
    .flatMap((line) =>
      line.segments.map((segment) => ({
        line,
        segment,
        text: segment.text.replace(/\s+(?:tax\s+)?invoice$/i, '').replace(/[\s,;:]+$/, ''),
      })),
    )
    .filter(
      ({ segment, text }) =>
        !excluded.has(segment) &&
        segment.words.every((word) => word.confidence >= LEGIBLE) &&
        !TITLE.test(text) &&
        !startsWithLabel(text) &&
        !SELLER_LABEL.test(text) &&
        !BUYER_LABEL.test(text) &&
        !/^(?:\d|for\s)/i.test(text) &&
        // A column's header ('MFG', 'PACK') heads its cells, not an address.
        kindOfPhrase(text) === undefined &&
        looksLikeName(text) &&
        !isPlace(text),
    );
  const score = ({ line, segment }: (typeof candidates)[number]) =>
    (headsAddress(line, segment) ? 2 : 0) + (line.height > LARGE * bodyHeight ? 1 : 0);
  const best = candidates.reduce<(typeof candidates)[number] | undefined>(
    (chosen, candidate) => (chosen === undefined || score(candidate) > score(chosen) ? candidate : chosen),
    undefined,
  );
  if (!best) return undefined;
  const words = best.segment.words.slice(0, best.text.split(/\s+/).length);
  return { text: best.text, words };
}

/** A name found whole in a segment in large type, with the rest of it wrapped below (wrappedName). */
function withWrappedName(layout: PageLayout, name: Detected): Detected {
  const { lines } = layout;
  const line = lines.find((each) => name.words.every((word) => each.words.includes(word)));
  const segment = line?.segments.find(
    (each) => each.words.length === name.words.length && each.words.every((word) => name.words.includes(word)),
  );
  if (!line || !segment || segment.height <= LARGE * median(lines.map((each) => each.height))) return name;
  const wrapped = wrappedName(lines, line, segment);
  return wrapped ? { text: `${name.text} ${wrapped.text}`, words: [...name.words, ...wrapped.words] } : name;
}

/**
 * A letterhead's name in large type wrapped onto the line below ('SHREE GANESH PHARMA' over
 * 'DISTRIBUTORS'): a segment in the next two lines, flush with it, as large, of words only.
 */
function wrappedName(lines: readonly Line[], line: Line, segment: Segment): Segment | undefined {
  for (const next of lines.slice(line.index + 1, line.index + 3)) {
    const under = next.segments.find((member) => Math.abs(member.left - segment.left) < BLOCK_ALIGN);
    if (!under) continue;
    const asLarge = under.height >= 0.85 * segment.height && under.height <= 1.15 * segment.height;
    const close = under.top - bottomOf(segment) < segment.height;
    return asLarge && close && /^[\p{L}&.' -]+$/u.test(under.text) && looksLikeName(under.text) ? under : undefined;
  }
  return undefined;
}

/** A door number heading an address line ('# 7/1, Avenue Road Cross'), not a bill number's '#'. */
const DOOR_NUMBER = /^#\s*\d+[\w/-]*\s*,/;
const startsLabel = (text: string) => startsWithLabel(text) && !DOOR_NUMBER.test(text);

/**
 * The segment over `segment` in the nearest line above that has one, close enough to be of its
 * block: the lines of a block beside it (the buyer's, the bill number's) are passed over, as
 * their baselines fall between.
 */
function segmentAbove(
  lines: readonly Line[],
  line: Line,
  segment: Segment,
): { line: Line; segment: Segment } | undefined {
  for (const above of lines.slice(0, line.index).reverse()) {
    if (line.top - bottomOf(above) >= BLOCK_GAP * line.height) return undefined;
    const over = above.segments.find((each) => horizontalOverlap(each, segment) > 0);
    if (over) return { line: above, segment: over };
  }
  return undefined;
}

/** How far down the first page (page heights) the name heading a supplier's GSTIN may be. */
const GSTIN_BLOCK_TOP = 0.4;

/**
 * The name heading the block that holds the supplier's GSTIN, on an Indian bill: the first GSTIN
 * outside the buyer's blocks, and the lines stacked over it (name, address, phone), each under
 * the one above, close together; the topmost, when it reads as a name (issue 34: the block that
 * holds a GSTIN other than the buyer's is the supplier's).
 */
function gstinBlockName(layout: PageLayout | undefined, buyers: ReadonlySet<Segment>): Detected | undefined {
  if (!layout) return undefined;
  const { lines } = layout;
  const found = gstinsOf([layout]).find(({ segment }) => !buyers.has(segment));
  if (!found) return undefined;
  const line = lines.find((each) => each.segments.includes(found.segment));
  let top: { line: Line; segment: Segment } | undefined;
  let below = line && { line, segment: found.segment };
  while (below) {
    const above = segmentAbove(lines, below.line, below.segment);
    const over = above?.segment;
    below = over && !buyers.has(over) && !startsLabel(over.text) && !TITLE.test(over.text) ? above : undefined;
    if (below) top = below;
  }
  if (!top || top.line.top > GSTIN_BLOCK_TOP) return undefined;
  const name = cleanName(top.segment.text);
  if (TITLE.test(name) || !looksLikeName(name) || isPlace(name) || /[:@]/.test(name)) return undefined;
  return { text: name, words: top.segment.words };
}

/**
 * VENDOR_NAME: a labelled seller, else the name heading the supplier's GSTIN, else a company's
 * name on the first page, else the top's most prominent name; never in the buyer's blocks, nor
 * the buying company's own name.
 */
export function vendorName(
  layouts: readonly PageLayout[],
  buyers: ReadonlySet<Segment>,
  buyer?: BillBuyer,
): ExpenseField | undefined {
  const finders: [number, () => Detected | undefined][] = [
    [LABELLED_NAME, () => labelledName(layouts)],
    [GSTIN_BLOCK_NAME, () => gstinBlockName(layouts[0], buyers)],
    [COMPANY_NAME, () => companyName(layouts.slice(0, 1), buyers)],
    [PROMINENT_NAME, () => prominentName(layouts[0], buyers)],
  ];
  for (const [confidence, find] of finders) {
    const found = find();
    const name = found && namesBuyer(found.text, buyer) ? undefined : found;
    const [first] = name?.words ?? [];
    const layout = first && layouts.find((candidate) => candidate.lines.some((line) => line.words.includes(first)));
    if (name && layout) return expenseField('VENDOR_NAME', confidence, layout.page, withWrappedName(layout, name));
  }
  return undefined;
}

/** 15 letters and digits shaped like a GSTIN, allowing OCR's slips (the mapper checks and repairs). */
const GSTIN_SHAPE = /^[0-9OIS]{2}[A-Z0-9]{10}[A-Z0-9][Z2][A-Z0-9]$/;
const GSTIN_LABEL = /gst\s*(?:in|no|number|reg)|gstin/i;

interface FoundGstin {
  value: Detected;
  label: Detected | undefined;
  segment: Segment;
  page: number;
}

/** A GSTIN in a segment: one word, or two or three OCR split apart. */
function gstinIn(segment: Segment): { value: Detected; before: Word[] } | undefined {
  const { words } = segment;
  for (let start = 0; start < words.length; start++) {
    for (const count of [1, 2, 3]) {
      const part = words.slice(start, start + count);
      const text = part
        .map((word) => word.text)
        .join('')
        .replace(/^[^A-Z0-9]+|[^A-Z0-9]+$/gi, '')
        .toUpperCase();
      if (
        part.length === count &&
        text.length === 15 &&
        GSTIN_SHAPE.test(text) &&
        (text.match(/\d/g) ?? []).length >= 6
      ) {
        return { value: { text, words: part }, before: words.slice(0, start) };
      }
    }
  }
  return undefined;
}

function gstinsOf(layouts: readonly PageLayout[]): FoundGstin[] {
  return layouts.flatMap(({ page, lines }) =>
    lines.flatMap((line) =>
      line.segments.flatMap((segment, index) => {
        const found = gstinIn(segment);
        if (!found) return [];
        const above = lines[line.index - 1]?.segments.find(
          (candidate) => Math.abs(candidate.left - segment.left) < BLOCK_ALIGN && GSTIN_LABEL.test(candidate.text),
        );
        const left = line.segments[index - 1];
        const labelWords =
          found.before.length > 0 ? found.before : left && GSTIN_LABEL.test(left.text) ? left.words : above?.words;
        const label = labelWords && { text: joinWords(labelWords), words: labelWords };
        return [{ value: found.value, label, segment, page }];
      }),
    ),
  );
}

/**
 * VENDOR_GST_NUMBER: the first GSTIN outside the buyer's blocks (buyerSegments: the buying
 * company's own GSTIN among them); a GSTIN in the buyer's block is RECEIVER_GST_NUMBER, any other
 * OTHER (labelled, so the mapper can still weigh it).
 */
export function gstinFields(layouts: readonly PageLayout[], inBuyersBlock: ReadonlySet<Segment>): ExpenseField[] {
  let vendorFound = false;
  const seen = new Set<string>();
  return gstinsOf(layouts).flatMap(({ value, label, segment, page }) => {
    if (seen.has(value.text)) return [];
    seen.add(value.text);
    const buyers = inBuyersBlock.has(segment) || (label !== undefined && BUYER_LABEL.test(label.text));
    const type = buyers ? 'RECEIVER_GST_NUMBER' : vendorFound ? 'OTHER' : 'VENDOR_GST_NUMBER';
    if (type === 'VENDOR_GST_NUMBER') vendorFound = true;
    return [expenseField(type, GSTIN_CONFIDENCE, page, value, label)];
  });
}
