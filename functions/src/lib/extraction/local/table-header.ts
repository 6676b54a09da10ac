import { distance } from 'fastest-levenshtein';
import type { Detected } from './expense-field';
import { type Line, joinWords } from './layout';
import { type Box, type Word, bottomOf, horizontalOverlap, rightOf, unionBox } from './page-words';
import { isMoney } from './value-patterns';

/** What a line-item column holds, from its header's words. */
export type ColumnKind =
  | 'index'
  | 'hsn'
  | 'taxRate'
  | 'tax'
  | 'taxable'
  | 'discount'
  | 'amount'
  | 'rate'
  | 'quantity'
  | 'unit'
  | 'code'
  | 'batch'
  | 'expiry'
  | 'mrp'
  | 'free'
  | 'pack'
  | 'maker'
  | 'description';

/**
 * Whole header phrases (one to four words, matched without accents); the first kind that matches
 * wins. Besides English and India's usage, the words bills print in the languages the summary labels
 * know (labels.ts): German, Dutch, French, Spanish, Italian, Portuguese.
 */
const HEADER_PHRASES: readonly [ColumnKind, RegExp][] = [
  ['index', /^(?:s\.?\s?no\.?|sl\.?\s?no\.?|sr\.?\s?no\.?|sr\.?|pos\.?|no\.?|#|sn|nr\.?|n°)$/],
  ['hsn', /^(?:hsn|sac|hsn\s*\/\s*sac|hsn\s*code|sac\s*code)$/],
  [
    'taxRate',
    /^(?:(?:(?:c|s|i|ut)?gst|tax|vat|btw|mwst|ust|tva|iva)\.?\s*(?:\(%\)|%|rate|satz|taux)|(?:c|s|i|ut)gst\s+rate|rate\s*%|taxes|btw|gst)$/,
  ],
  ['tax', /^(?:(?:(?:c|s|i|ut)gst|cess)(?:\s*(?:amount|amt))?|(?:tax|vat|iva|imposto)(?:\s*(?:amount|amt))?)$/],
  ['taxable', /^(?:taxable(?:\s*(?:value|amount|amt))?|net\s*(?:value|amount|amt)|nettobetrag|base\s*ht)$/],
  [
    'discount',
    /^(?:disc?\.?\s*%?|discount|rabatt|korting|adjust(?:ment)?|rem\.?|remise|descuento|dto\.?|sconto|desconto)$/,
  ],
  // A pharmacy distributor's columns (issue 34).
  ['batch', /^(?:batch(?:\s*no\.?)?|batch\s*#|b\.\s?no\.?|lot(?:\s*no\.?)?)$/],
  ['expiry', /^(?:exp\.?|expiry|expy\.?|exp\.?\s*dt\.?|exp\.?\s*date|expiry\s*date)$/],
  ['mrp', /^m\.?\s?r\.?\s?p\.?$/],
  ['free', /^(?:free|free\s*qty\.?|fr\.?\s*qty\.?|f\.?\s*qty\.?|sch\.?|scheme|bonus)$/],
  ['pack', /^(?:pack|packing|pkg\.?|pack\s*size)$/],
  ['maker', /^(?:mfr\.?|mfg\.?|mfg\.?\s*by|mkt\.?|company|manufacturer|make)$/],
  [
    'amount',
    /^(?:amount|amt|total|sub\s*total|subtotal|line\s*total|line\s*amount|total\s*amount|zeilenbetrag|bedrag|betrag|gesamt|gesamtbetrag|gesamtpreis|summe|value|net|net\s*amt\.?|prijs\s*incl\.?(?:\s*btw)?|montant(?:\s*ht)?|total\s*ht|prix\s*ht|importe|importo|valor(?:\s*total)?|totale)$/,
  ],
  [
    'rate',
    /^(?:rate|price|unit\s*price|unit\s*cost|unit\s*rate|rate\s*\/\s*price|price\s*per\s*unit|prijs(?:\s*per\s*stuk)?|vk-?preis|preis|einzelpreis|e-?preis|stuckpreis|cost|p\.?\s?rate|ptr|pts|purchase\s*rate|prix(?:\s*unitaire)?(?:\s*ht)?|p\.\s?u\.?(?:\s*ht)?|precio(?:\s*unitario)?|prezzo(?:\s*unitario)?|preco(?:\s*unitario)?)$/,
  ],
  [
    'quantity',
    /^(?:qty\.?|quantity|hrs\s*\/\s*qty|aantal|menge|anzahl|stk\.?|nos\.?|hours|hrs|qty\.?\s*\+\s*(?:free|sch\.?)|quantite|qte\.?|cantidad|cant\.?|quantita|q\.?ta\.?|quantidade|qtd\.?|qt\.?|unid\.?|unidades|uds\.?)$/,
  ],
  ['unit', /^(?:unit|uom|units|per|einheit|unite|unidad|unita|unidade)$/],
  [
    'code',
    /^(?:code|sku|item\s*code|product\s*code|part\s*no\.?|article\s*no\.?|art\.?\s*nr\.?|artikel\s*-?\s*nr\.?|artikelnummer|codigo|codice)$/,
  ],
  [
    'description',
    /^(?:description|particulars|items?|products?|produkt|title|services?|goods|details|artikel|beschreibung|bezeichnung|leistung|omschrijving|designation|libelle|descripcion|concepto|articulo|producto|descrizione|articolo|prodotto|descricao|produto|(?:item|product)\s*(?:name|description)|description\s*of\s*(?:goods|services))$/,
  ],
];

/** A column's header without its tax qualifier: 'Unit Price Excl. VAT' names a price, 'Zeilenbetrag Ohne MwSt.' an amount. */
const QUALIFIER =
  /\s+(?:(?:excl|incl|inkl|zzgl|exkl)\.?|excluding|including|ex\.?|ohne|hors|sans|sin|senza|sem|zonder)\s*(?:vat|tax|gst|btw|mwst|ust|tva|iva)\.?$/;

/**
 * The longer header words, for reading them through OCR's slips of a letter or two ('Descri¢do'
 * for 'Descrição', 'Prego Unitario' for 'Preço Unitário'). Short words are left out: one letter
 * off, they are other words.
 */
const LONG_HEADER_WORDS: readonly [ColumnKind, readonly string[]][] = [
  [
    'description',
    [
      'description',
      'particulars',
      'products',
      'services',
      'beschreibung',
      'bezeichnung',
      'omschrijving',
      'designation',
      'descripcion',
      'descrizione',
      'descricao',
      'producto',
      'prodotto',
      'articulo',
      'articolo',
    ],
  ],
  ['quantity', ['quantity', 'quantite', 'cantidad', 'quantita', 'quantidade']],
  ['amount', ['amount', 'gesamtbetrag', 'montant', 'importe', 'importo']],
  ['rate', ['unit price', 'einzelpreis', 'prix unitaire', 'precio unitario', 'prezzo unitario', 'preco unitario']],
  ['code', ['codigo', 'codice', 'artikelnummer']],
];

/** A phrase one letter from a long header word (two from one of eight letters or more). */
function nearHeaderWord(phrase: string): ColumnKind | undefined {
  if (phrase.length < 6) return undefined;
  const allowed = phrase.length >= 8 ? 2 : 1;
  return LONG_HEADER_WORDS.find(([, words]) => words.some((word) => distance(phrase, word) <= allowed))?.[0];
}

/**
 * The column a header phrase names. OCR's slips are allowed for: a currency sign misread inside
 * parentheses ('Price(®)' for 'Price (₹)'), 'ltem' for 'Item', a letter or two of a long word.
 */
export function kindOfPhrase(text: string): ColumnKind | undefined {
  const phrase = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
  const variants = [
    phrase,
    phrase.replace(/\s*\(.{0,3}\)?$/u, ''),
    phrase.replace(/^[l|1!]tem/, 'item'),
    phrase.replace(QUALIFIER, ''),
  ];
  for (const variant of variants) {
    const found = HEADER_PHRASES.find(([, pattern]) => pattern.test(variant));
    if (found) return found[0];
  }
  return nearHeaderWord(phrase);
}

export interface Column {
  kind: ColumnKind | undefined;
  label: Detected;
  /** The header cell's edges (a sub-header cell's, under a parent over several columns). */
  left: number;
  right: number;
}

interface Cell {
  kind: ColumnKind | undefined;
  /** The words naming the column: a parent header's and its sub-header's. */
  words: Word[];
  /** Where the column's own header sits (a sub-header cell's place, not its parent's). */
  box: Box;
}

const cellOf = (kind: ColumnKind | undefined, words: Word[]): Cell => ({ kind, words, box: unionBox(words) });

/**
 * A header line's cells: its words read as known phrases, longest first ('Unit Price' is one
 * cell, 'BTW Prijs incl. BTW' two); words that name nothing ('of Goods', '(₹)') join the cell
 * before them, since header cells can sit closer together than any gap would tell.
 */
function headerCells(line: Line): Cell[] {
  const cells: { kind: ColumnKind | undefined; words: Word[] }[] = [];
  for (const segment of line.segments) {
    const words = segment.words;
    let current: { kind: ColumnKind | undefined; words: Word[] } | undefined;
    for (let index = 0; index < words.length;) {
      const phrase = [4, 3, 2, 1]
        .filter((length) => index + length <= words.length)
        .map((length) => words.slice(index, index + length))
        .map((phraseWords) => ({ kind: kindOfPhrase(joinWords(phraseWords)), words: phraseWords }))
        .find((candidate) => candidate.kind !== undefined);
      if (phrase) {
        current = { kind: phrase.kind, words: [...phrase.words] };
        cells.push(current);
        index += phrase.words.length;
        continue;
      }
      const word = words[index];
      if (word && current) current.words.push(word);
      else if (word) cells.push((current = { kind: undefined, words: [word] }));
      index += 1;
    }
  }
  return cells.map((cell) => cellOf(cell.kind, cell.words));
}

/** How far (page widths) a sub-header cell may sit from the header cell it continues. */
const NEAR_HEADER = 0.05;

const isHeader = (cells: readonly Cell[]) => {
  const kinds = new Set(cells.map((cell) => cell.kind));
  const figures = ['amount', 'rate', 'quantity', 'taxable'].filter((kind) => kinds.has(kind as ColumnKind)).length;
  return kinds.has('description') && figures >= 1 && [...kinds].filter(Boolean).length >= 2;
};

const centreOf = (box: Box) => box.left + box.width / 2;
const apart = (a: Box, b: Box) => Math.max(0, a.left - rightOf(b), b.left - rightOf(a));

/**
 * A line under the header that continues it: close below, without figures, each of its cells
 * near a header cell ('Rate | Amount' under 'CGST', 'Ohne MwSt.' under 'Zeilenbetrag').
 */
function isSubHeader(line: Line, header: Line, headerCells: readonly Cell[]): boolean {
  const gap = line.top - bottomOf(header);
  if (gap > header.height || /\d/.test(line.text)) return false;
  return line.segments.every((segment) => headerCells.some((cell) => apart(segment, cell.box) < NEAR_HEADER));
}

/** The header cell a sub-header cell belongs to: the one whose middle is nearest. */
function parentOf(subCell: Cell, cells: readonly Cell[]): Cell | undefined {
  const middle = centreOf(subCell.box);
  const distance = (cell: Cell) => Math.abs(centreOf(cell.box) - middle);
  return [...cells].sort((a, b) => distance(a) - distance(b))[0];
}

/** Header cells with the sub-header's cells folded in: a parent over two cells becomes two columns. */
function withSubHeader(cells: Cell[], sub: Line): Cell[] {
  const subCells = headerCells(sub);
  return cells.flatMap((cell) => {
    const under = subCells.filter((subCell) => parentOf(subCell, cells) === cell);
    const [only] = under;
    if (only === undefined) return [cell];
    if (under.length === 1) {
      // 'CGST' over '%' is a rate column.
      const words = [...cell.words, ...only.words];
      return [{ ...cell, kind: kindOfPhrase(joinWords(words)) ?? cell.kind, words }];
    }
    return under.map((subCell) => ({
      kind: kindOfPhrase(`${joinWords(cell.words)} ${joinWords(subCell.words)}`) ?? subCell.kind ?? cell.kind,
      words: [...cell.words, ...subCell.words],
      box: subCell.box,
    }));
  });
}

const columnsOf = (cells: readonly Cell[]): Column[] =>
  [...cells]
    .sort((a, b) => a.box.left - b.box.left)
    .map(({ kind, words, box }) => ({
      kind,
      label: { text: joinWords(words), words },
      left: box.left,
      right: rightOf(box),
    }));

export interface TableHeader {
  lines: Line[];
  columns: Column[];
}

/**
 * A line printed beside `line` rather than under it: a header cell centred in a taller cell sits
 * half a line off its neighbours ('Description' beside 'S.No | HSN | ... | CGST / %'), words only,
 * none of them over the other line's.
 */
function isBeside(other: Line, line: Line): boolean {
  const apartDown = Math.abs(other.top + other.height / 2 - (line.top + line.height / 2));
  if (apartDown >= Math.max(other.height, line.height) || /\d/.test(other.text)) return false;
  return other.words.every((word) => line.words.every((mine) => horizontalOverlap(word, mine) === 0));
}

/** A header line's cells, with those of a line beside it when only both name a table's columns. */
function headerLineCells(lines: readonly Line[], index: number): { lines: Line[]; cells: Cell[] } | undefined {
  const line = lines[index];
  if (!line || line.segments.some((segment) => isMoney(segment.text))) return undefined;
  const cells = headerCells(line);
  if (isHeader(cells)) return { lines: [line], cells };
  const beside = lines[index + 1];
  const both = beside && isBeside(beside, line) ? [...cells, ...headerCells(beside)] : [];
  return beside && isHeader(both) ? { lines: [line, beside], cells: both } : undefined;
}

/** The line-item header starting at `lines[index]`, with a sub-header line if one follows. */
export function tableHeaderAt(lines: readonly Line[], index: number): TableHeader | undefined {
  const found = headerLineCells(lines, index);
  if (!found) return undefined;
  const { cells } = found;
  const line = found.lines.reduce((lowest, each) => (bottomOf(each) > bottomOf(lowest) ? each : lowest));
  const next = lines[index + found.lines.length];
  if (next && isSubHeader(next, line, cells)) {
    const after = lines[index + found.lines.length + 1];
    // A header wrapped over three lines ('VK-Preis / Ohne / MwSt.').
    const third = after && isSubHeader(after, next, headerCells(next)) ? [after] : [];
    const merged = third.reduce(withSubHeader, withSubHeader(cells, next));
    return { lines: [...found.lines, next, ...third], columns: columnsOf(merged) };
  }
  return { lines: found.lines, columns: columnsOf(cells) };
}
