import { GSTIN_PATTERN, isValidGstin } from '@app/shared/gst/gstin';

/** Letters OCR reads where a GSTIN has a digit, and digits it reads where one has a letter. */
const AS_DIGIT: Record<string, string> = { O: '0', D: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8' };
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };
/** d: digit, l: letter, a: either, z: the fixed 'Z' (GSTIN_PATTERN, position by position). */
const SHAPE = 'ddlllllddddlaza';

export interface FoundGstin {
  gstin: string;
  /** True when OCR slips ('O' for '0') had to be undone for the check character to agree. */
  repaired: boolean;
}

/** Each character made what its position needs; `eitherAsDigit` also reads 'I' as '1' where both may stand. */
function repair(candidate: string, eitherAsDigit: boolean): string {
  return candidate.replace(/[0-9A-Z]/g, (character: string, index: number) => {
    const kind = SHAPE.charAt(index);
    if (kind === 'd' || (kind === 'a' && eitherAsDigit)) return AS_DIGIT[character] ?? character;
    if (kind === 'l') return AS_LETTER[character] ?? character;
    return kind === 'z' && character === '2' ? 'Z' : character;
  });
}

/** Every 15 characters of each run of letters and digits, and of the text with its spaces removed. */
function windows(text: string): string[] {
  const upper = text.toUpperCase();
  const runs = [
    ...(upper.match(/[0-9A-Z]{15,}/g) ?? []),
    ...(upper.replace(/[\s-]/g, '').match(/[0-9A-Z]{15,}/g) ?? []),
  ];
  return runs.flatMap((run) => Array.from({ length: run.length - 14 }, (_, start) => run.slice(start, start + 15)));
}

/** The first GSTIN in `text` whose check character agrees, repairing common OCR slips if needed. */
export function validGstinIn(text: string): FoundGstin | undefined {
  const candidates = windows(text);
  const exact = candidates.find((candidate) => isValidGstin(candidate));
  if (exact !== undefined) return { gstin: exact, repaired: false };
  const repaired = candidates
    .flatMap((candidate) => [repair(candidate, false), repair(candidate, true)])
    .find((candidate) => isValidGstin(candidate));
  return repaired === undefined ? undefined : { gstin: repaired, repaired: true };
}

/** A value that has a GSTIN's shape but not a true check character: a misread worth showing. */
export function gstinShapeIn(text: string): string | undefined {
  return windows(text).find((candidate) => GSTIN_PATTERN.test(candidate));
}
