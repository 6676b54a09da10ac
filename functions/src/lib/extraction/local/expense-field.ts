import type { ExpenseDetection, ExpenseField } from '@aws-sdk/client-textract';
import { type Box, type Word, unionBox } from './page-words';

/** A detection's geometry as Textract gives it: the box and its four corners, clockwise from top-left. */
export function geometryOf(box: Box) {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const [left, top, width, height] = [box.left, box.top, box.width, box.height].map(round) as [
    number,
    number,
    number,
    number,
  ];
  return {
    BoundingBox: { Left: left, Top: top, Width: width, Height: height },
    Polygon: [
      { X: left, Y: top },
      { X: round(left + width), Y: top },
      { X: round(left + width), Y: round(top + height) },
      { X: left, Y: round(top + height) },
    ],
  };
}

const lowestConfidence = (words: readonly Word[]) => Math.min(100, ...words.map((word) => word.confidence));

/** Printed text with its place: what a label or value detection is made of. */
export interface Detected {
  text: string;
  words: readonly Word[];
}

export function detection({ text, words }: Detected, ceiling = 100): ExpenseDetection {
  return {
    Text: text,
    Geometry: geometryOf(unionBox(words)),
    Confidence: Math.min(ceiling, lowestConfidence(words)),
  };
}

/**
 * One AnalyzeExpense field. `confidence` is how surely the text is of `type` (Type.Confidence);
 * the value's confidence is the lower of that and how surely its characters were read, so a
 * doubtful guess shows as doubtful on the review page whichever of the two the caller reads.
 */
export function expenseField(
  type: string,
  confidence: number,
  page: number,
  value: Detected,
  label?: Detected,
): ExpenseField {
  return {
    Type: { Text: type, Confidence: confidence },
    ...(label && { LabelDetection: detection(label) }),
    ValueDetection: detection(value, confidence),
    PageNumber: page,
  };
}
