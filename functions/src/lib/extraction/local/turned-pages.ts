import type { AnalyzeExpenseCommandOutput, ExpenseDetection, ExpenseField } from '@aws-sdk/client-textract';
import { geometryOf } from './expense-field';
import type { Box, PageWords } from './page-words';

type Turned = NonNullable<PageWords['turned']>;

/** A box on a page read turned clockwise by `turned`, put back on the image as it is. */
export function unturnedBox(box: Box, turned: Turned): Box {
  const { left, top, width, height } = box;
  if (turned === 90) return { left: top, top: 1 - left - width, width: height, height: width };
  if (turned === 270) return { left: 1 - top - height, top: left, width: height, height: width };
  return { left: 1 - left - width, top: 1 - top - height, width, height };
}

function unturnedDetection(detection: ExpenseDetection | undefined, turned: Turned): ExpenseDetection | undefined {
  const box = detection?.Geometry?.BoundingBox;
  if (!detection || !box) return detection;
  const { Left: left = 0, Top: top = 0, Width: width = 0, Height: height = 0 } = box;
  return { ...detection, Geometry: geometryOf(unturnedBox({ left, top, width, height }, turned)) };
}

/**
 * The response with every field of a page read turned (a photo taken sideways: ocr-words.ts) put
 * back where it is on the image the user sees, so the review page marks the right place.
 */
export function unturned(
  response: AnalyzeExpenseCommandOutput,
  pages: readonly PageWords[],
): AnalyzeExpenseCommandOutput {
  const turns = new Map(pages.flatMap((page) => (page.turned ? [[page.page, page.turned] as const] : [])));
  if (turns.size === 0) return response;
  const field = (each: ExpenseField): ExpenseField => {
    const turned = turns.get(each.PageNumber ?? 0);
    if (!turned) return each;
    return {
      ...each,
      LabelDetection: unturnedDetection(each.LabelDetection, turned),
      ValueDetection: unturnedDetection(each.ValueDetection, turned),
    };
  };
  return {
    ...response,
    ExpenseDocuments: (response.ExpenseDocuments ?? []).map((document) => ({
      ...document,
      SummaryFields: document.SummaryFields?.map(field),
      LineItemGroups: document.LineItemGroups?.map((group) => ({
        ...group,
        LineItems: group.LineItems?.map((item) => ({
          ...item,
          LineItemExpenseFields: item.LineItemExpenseFields?.map(field),
        })),
      })),
    })),
  };
}
