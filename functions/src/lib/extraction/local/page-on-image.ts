import type { AnalyzeExpenseCommandOutput, ExpenseDetection, ExpenseField } from '@aws-sdk/client-textract';
import { geometryOf } from './expense-field';
import type { Box, PageWords } from './page-words';
import { unskewedBox } from './skew';

type Turned = NonNullable<PageWords['turned']>;

/** A box on a page read turned clockwise by `turned`, put back on the image as it is. */
export function unturnedBox(box: Box, turned: Turned): Box {
  const { left, top, width, height } = box;
  if (turned === 90) return { left: top, top: 1 - left - width, width: height, height: width };
  if (turned === 270) return { left: 1 - top - height, top: left, width: height, height: width };
  return { left: 1 - left - width, top: 1 - top - height, width, height };
}

/** A box on the part of an image read (`cut`, fractions of the image) as a box on the whole image. */
export const uncutBox = (box: Box, cut: Box): Box => ({
  left: cut.left + box.left * cut.width,
  top: cut.top + box.top * cut.height,
  width: box.width * cut.width,
  height: box.height * cut.height,
});

/** A box as read (on the page straightened, turned upright, cut to its paper) put back on the image as it is. */
const boxOnImage = (box: Box, page: PageWords) => {
  const askew = page.skew ? unskewedBox(box, page.skew, page.aspect) : box;
  const upright = page.turned ? unturnedBox(askew, page.turned) : askew;
  return page.cut ? uncutBox(upright, page.cut) : upright;
};

function detectionOnImage(detection: ExpenseDetection | undefined, page: PageWords): ExpenseDetection | undefined {
  const box = detection?.Geometry?.BoundingBox;
  if (!detection || !box) return detection;
  const { Left: left = 0, Top: top = 0, Width: width = 0, Height: height = 0 } = box;
  return { ...detection, Geometry: geometryOf(boxOnImage({ left, top, width, height }, page)) };
}

/**
 * The response with every field of a page read turned, cut or straightened (a photo taken
 * sideways, a bill on a table, a photo askew: ocr-words.ts, ocr-image.ts, skew.ts) put back where it is on the image the user sees, so the
 * review page marks the right place.
 */
export function onImage(
  response: AnalyzeExpenseCommandOutput,
  pages: readonly PageWords[],
): AnalyzeExpenseCommandOutput {
  const changed = new Map(
    pages.flatMap((page) => (page.turned || page.cut || page.skew ? [[page.page, page] as const] : [])),
  );
  if (changed.size === 0) return response;
  const field = (each: ExpenseField): ExpenseField => {
    const page = changed.get(each.PageNumber ?? 0);
    if (!page) return each;
    return {
      ...each,
      LabelDetection: detectionOnImage(each.LabelDetection, page),
      ValueDetection: detectionOnImage(each.ValueDetection, page),
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
