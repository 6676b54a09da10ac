import fc from 'fast-check';
import type { JsonType } from './schema-fields';

/**
 * A value a hostile client sends, with a short label for fast-check's counterexamples (the values
 * themselves run to kilobytes). `json` is its JSON text: it may be text JSON.stringify cannot write
 * (1e999 parses to Infinity, -0, 10,000 levels of nesting).
 */
export class Hostile {
  constructor(
    readonly json: string,
    readonly label: string,
    readonly type: JsonType | 'invalid',
  ) {}
  [fc.toStringMethod]() {
    return this.label;
  }
}

/** Text a hostile client puts in a query string, a form field or a path segment. */
export class HostileText {
  constructor(
    readonly text: string,
    readonly label: string,
    /** The path segment as sent, when plain percent-encoding would not do (malformed escapes). */
    readonly rawSegment?: string,
  ) {}
  [fc.toStringMethod]() {
    return this.label;
  }
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text);
const typeOf = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType);
const json = (value: unknown) => new Hostile(JSON.stringify(value), shorten(JSON.stringify(value)), typeOf(value));
const raw = (text: string, label: string, type: JsonType | 'invalid') => new Hostile(text, label, type);
const repeated = (unit: string, times: number) =>
  new HostileText(unit.repeat(times), `${JSON.stringify(unit)}×${times}`);

/** Strings that have broken parsers, key builders, loggers and renderers. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\u202Egpj.exe',
  '\u200B\uFEFF',
  '__proto__',
  'constructor',
  'toString',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1' --",
  '{"$gt": ""}',
  '#',
  'COMPANY#x#LEDGER#y',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\r\nX-Injected: 1',
  '%00%2e%2e%2f',
  'null',
  'undefined',
  '[object Object]',
  '   ',
  '',
] as const;

/** Numbers as text: what NaN, Infinity and their friends look like in a form or a query string. */
export const NUMERIC_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e999',
  '-0',
  '-1',
  '0x1F',
  '1_000',
  '9007199254740993',
  '5e-324',
  '１２',
  '12abc',
] as const;

const overlongText: fc.Arbitrary<HostileText> = fc.oneof(
  fc
    .string({ unit: 'grapheme-ascii', minLength: 1025, maxLength: 5120 })
    .map((text) => new HostileText(text, `ascii×${text.length}`)),
  fc.integer({ min: 342, max: 1700 }).map((n) => repeated('अ', n)),
  fc.integer({ min: 257, max: 1280 }).map((n) => repeated('😀', n)),
  fc.integer({ min: 1025, max: 5120 }).map((n) => repeated('#', n)),
);

/** Short strings of any code points, control characters, RTL marks and lone surrogates included. */
const weirdText = fc
  .string({
    unit: fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
      fc.constantFrom('\u0000', '\u202E', '\u2066', '\u0301', '"', '\\', '#', '/', '%'),
    ),
    minLength: 1,
    maxLength: 40,
  })
  .map((text) => new HostileText(text, JSON.stringify(text)));

/** Short text no field should take for what it says it is (never blank: blank means 'not given'). */
export const shortHostileText: fc.Arbitrary<HostileText> = fc.oneof(
  fc
    .constantFrom(...[...HOSTILE_STRINGS, ...NUMERIC_TEXT].filter((text) => text.trim() !== ''))
    .map((text) => new HostileText(text, JSON.stringify(text))),
  weirdText.filter((text) => text.text.trim() !== ''),
);

/** Text for a query parameter or a form field. */
export const hostileText: fc.Arbitrary<HostileText> = fc.oneof(
  { weight: 3, arbitrary: overlongText },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((text) => new HostileText(text, JSON.stringify(text))),
  },
  { weight: 3, arbitrary: fc.constantFrom(...NUMERIC_TEXT).map((text) => new HostileText(text, JSON.stringify(text))) },
  { weight: 1, arbitrary: weirdText },
);

/** A lone surrogate has no UTF-8 form: sent as the bytes a careless encoder writes (CESU-8). */
function encodeSegment(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    encoded +=
      char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

export const segmentOf = (value: HostileText) => value.rawSegment ?? encodeSegment(value.text);

/** Ids for a path parameter: overlong (DynamoDB keys stop at 1-2 KB), key-shaped, malformed escapes. */
export function hostileId(validId: string): fc.Arbitrary<HostileText> {
  const rawSegments = ['%ED%A0%80', '%FF', '%E0%A4%A', '%', '..%2F..%2Fetc%2Fpasswd', '%2F', '%23'];
  return fc.oneof(
    { weight: 4, arbitrary: overlongText.filter((id) => segmentOf(id).length <= 8_000) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(`${validId}#`, `${validId}#LEDGER#x`, `${validId} `, validId.toUpperCase(), '*', '0', '-1')
        .map((id) => new HostileText(id, JSON.stringify(id))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...rawSegments).map((segment) => new HostileText('', segment, segment)) },
    { weight: 3, arbitrary: hostileText.filter((id) => id.text.trim() !== '' && segmentOf(id).length <= 8_000) },
  );
}

const DEPTH = 10_000;
/** Nesting past any recursive parser's stack (and DynamoDB's 32 levels), and very wide values. */
export const deepValues = [
  raw(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`, `[×${DEPTH}]×${DEPTH}`, 'array'),
  raw(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`, `{"a":×${DEPTH}`, 'object'),
  raw(`${'['.repeat(40)}"x"${']'.repeat(40)}`, '["x"] nested 40 deep', 'array'),
  raw(`[${Array.from({ length: 10_000 }, () => '0').join(',')}]`, '[0 ×10000]', 'array'),
  raw(`{${Array.from({ length: 5_000 }, (_, i) => `"k${i}":1`).join(',')}}`, '{5000 keys}', 'object'),
];

/** Objects that try to reach a prototype. */
const pollutingValues = [
  raw('{"__proto__":{"polluted":true}}', '{"__proto__":{"polluted":true}}', 'object'),
  raw('{"constructor":{"prototype":{"polluted":true}}}', '{"constructor":{"prototype":…}}', 'object'),
];

const wrongTypes = [{}, [], true, false, null, 0, 1, { $gt: '' }, [null], ['a', 'b']].map((value) => json(value));

/** Numbers at and past the edges; NaN and Infinity as they arrive in JSON text (1e999 is Infinity). */
const hostileNumbers = fc.oneof(
  fc.constantFrom(
    json(1e308),
    json(-1e308),
    json(Number.MAX_VALUE),
    json(Number.MIN_VALUE),
    json(-1),
    json(Number.MAX_SAFE_INTEGER + 2),
    json(1e21),
    json(0.1 + 0.2),
    raw('-0', '-0', 'number'),
    raw('1e999', '1e999 (Infinity)', 'number'),
    raw('-1e999', '-1e999 (-Infinity)', 'number'),
    raw('123456789012345678901234567890', '30-digit integer', 'number'),
    raw('NaN', 'NaN (not JSON)', 'invalid'),
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => json(value)),
);

export const asJson = (text: HostileText) => new Hostile(JSON.stringify(text.text), text.label, 'string');

/** A hostile JSON value for a field that accepts `accepts`: mostly of another type, or at its edges. */
export function hostileJson(accepts: Set<JsonType>): fc.Arbitrary<Hostile> {
  const wrong = wrongTypes.filter((value) => !accepts.has(value.type as JsonType));
  return fc.oneof(
    { weight: 3, arbitrary: overlongText.map(asJson) },
    { weight: 3, arbitrary: hostileText.map(asJson) },
    { weight: 2, arbitrary: fc.constantFrom(...(wrong.length > 0 ? wrong : wrongTypes)) },
    { weight: accepts.has('number') ? 3 : 1, arbitrary: hostileNumbers },
    { weight: 1, arbitrary: fc.constantFrom(...deepValues, ...pollutingValues) },
  );
}

/** Keys that should never be accepted into a body: prototype paths, overlong, empty. */
export const hostileKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  '',
  '\u0000',
  'k'.repeat(5000),
  'company_id\u0000',
  '$where',
);
