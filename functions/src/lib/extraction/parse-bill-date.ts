/**
 * Which part of an ambiguous numeric date comes first. Indian bills write DD/MM/YYYY; US ones
 * MM/DD/YYYY. See `dateOrderOf` for how a bill's order is decided.
 */
export type DateOrder = 'day-first' | 'month-first';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/**
 * Month names and abbreviations of other languages bills come in (German, Dutch, French, Spanish,
 * Italian, Portuguese, Indonesian) that no English name starts with; a word names a month when
 * one of these (or an English name) starts with it ('févr', 'dic', 'okt').
 */
const OTHER_MONTH_NAMES: Record<string, number> = {
  januar: 1,
  januari: 1,
  jänner: 1,
  janvier: 1,
  enero: 1,
  gennaio: 1,
  janeiro: 1,
  februar: 2,
  februari: 2,
  février: 2,
  fevrier: 2,
  febrero: 2,
  febbraio: 2,
  fevereiro: 2,
  märz: 3,
  maerz: 3,
  maart: 3,
  mrt: 3,
  mars: 3,
  marzo: 3,
  março: 3,
  marco: 3,
  maret: 3,
  avril: 4,
  abril: 4,
  aprile: 4,
  mai: 5,
  mei: 5,
  mayo: 5,
  maggio: 5,
  maio: 5,
  juin: 6,
  junio: 6,
  giugno: 6,
  junho: 6,
  juni: 6,
  juillet: 7,
  julio: 7,
  luglio: 7,
  julho: 7,
  juli: 7,
  augustus: 8,
  août: 8,
  aout: 8,
  agosto: 8,
  agustus: 8,
  septiembre: 9,
  setiembre: 9,
  settembre: 9,
  setembro: 9,
  oktober: 10,
  octobre: 10,
  octubre: 10,
  ottobre: 10,
  outubro: 10,
  noviembre: 11,
  novembre: 11,
  novembro: 11,
  dezember: 12,
  décembre: 12,
  decembre: 12,
  diciembre: 12,
  dicembre: 12,
  dezembro: 12,
  desember: 12,
};
const ISO = /(?<!\d)(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})(?!\d)/;
/** Japanese and Chinese: 2021年3月15日. */
const CJK = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/u;
const NUMERIC = /(?<!\d)(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4}|\d{2})(?!\d)/;
/** 'of', 'de', 'del', 'di' between a date's parts ('5 de enero de 2021', '15th of March'). */
const JOIN = String.raw`(?:(?:of|de|del|di)\s+)?`;
const DAY_MONTH_YEAR = new RegExp(
  String.raw`(?<!\d)(\d{1,2})(?:st|nd|rd|th|er|º)?[\s\-/.,]*${JOIN}(\p{L}{3,10})\.?[\s\-/.,']*${JOIN}(\d{4}|\d{2})(?!\d)`,
  'giu',
);
const MONTH_DAY_YEAR = /(?<!\p{L})(\p{L}{3,10})\.?[\s\-/.]*(\d{1,2})(?:st|nd|rd|th)?[\s,\-/.']+(\d{4}|\d{2})(?!\d)/giu;

/** 'Mar', 'march', 'Sept', 'Mai', 'März' name a month; 'Thursday' and 'Marks' do not. */
export function monthNumber(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 3) return undefined;
  const index = MONTHS.findIndex((name) => name.startsWith(lower));
  if (index !== -1) return index + 1;
  return Object.entries(OTHER_MONTH_NAMES).find(([name]) => name.startsWith(lower))?.[1];
}

/** Two-digit years are this century's up to 69, the last one's from 70 ('17' is 2017). */
const fullYear = (year: string) => {
  const value = Number(year);
  if (year.length === 4) return value;
  return value < 70 ? 2000 + value : 1900 + value;
};

function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function namedMonthDate(text: string): string | undefined {
  for (const [, day = '', word = '', year = ''] of text.matchAll(DAY_MONTH_YEAR)) {
    const month = monthNumber(word);
    if (month !== undefined) return isoDate(fullYear(year), month, Number(day));
  }
  for (const [, word = '', day = '', year = ''] of text.matchAll(MONTH_DAY_YEAR)) {
    const month = monthNumber(word);
    if (month !== undefined) return isoDate(fullYear(year), month, Number(day));
  }
  return undefined;
}

/**
 * A bill's date as YYYY-MM-DD, from '2024-08-05', '12 March 2020', 'Jan 5, 2024', '05-Jan-24',
 * '15 mars 2021', '5 de enero de 2021', '2021年3月15日' or a numeric date read in `order`; a numeric date that only makes sense the other way round
 * ('01/13/17' read day-first) is read that way. Undefined when no real date is found.
 */
export function parseBillDate(text: string, order: DateOrder): string | undefined {
  const iso = ISO.exec(text) ?? CJK.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = namedMonthDate(text);
  if (named !== undefined) return named;
  const numeric = NUMERIC.exec(text);
  if (!numeric) return undefined;
  const [, first = '', second = '', year = ''] = numeric;
  const [day, month] = order === 'day-first' ? [first, second] : [second, first];
  return isoDate(fullYear(year), Number(month), Number(day)) ?? isoDate(fullYear(year), Number(day), Number(month));
}

/** The order a numeric date proves: '13/01/2024' can only be day-first, '01/13/2024' month-first. */
export function orderProvenBy(text: string): DateOrder | undefined {
  if (ISO.test(text)) return undefined;
  const numeric = NUMERIC.exec(text);
  if (!numeric) return undefined;
  const first = Number(numeric[1]);
  const second = Number(numeric[2]);
  if (first > 12 && second <= 12) return 'day-first';
  if (second > 12 && first <= 12) return 'month-first';
  return undefined;
}
