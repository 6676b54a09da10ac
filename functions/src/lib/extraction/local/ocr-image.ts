import { loadCanvas } from './canvas';
import { imageSize } from './image-size';

/**
 * Tesseract reads characters best at 20-40 pixels high. A screenshot or a phone's small copy of a
 * bill (800 pixels across an A4 page: 10-pixel characters) is enlarged first, where a canvas is
 * at hand (canvas.ts); a scan, or a long receipt, is read as it is: enlarging what is sharp
 * enough already makes OCR slower and no better (it misread a receipt's '$19.99' as '$19:89').
 * A photo of tens of megapixels is made smaller, as OCR time grows with the pixels.
 */
const SMALL = 1400;
const ENLARGED = 2000;
const LARGE_PIXELS = 16e6;
const REDUCED_PIXELS = 12e6;
/** Beyond this even a canvas is not asked to decode the image (10,000 pixels square). */
export const MAX_IMAGE_PIXELS = 100e6;

export interface OcrImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * The image to OCR, resized if small or huge; undefined when the bytes are not a PNG, JPEG or
 * WebP of at most MAX_IMAGE_PIXELS.
 */
export async function ocrImage(bytes: Uint8Array): Promise<OcrImage | undefined> {
  const size = imageSize(bytes);
  if (!size || size.width * size.height > MAX_IMAGE_PIXELS) return undefined;
  const longest = Math.max(size.width, size.height);
  const pixels = size.width * size.height;
  const scale = longest < SMALL ? ENLARGED / longest : pixels > LARGE_PIXELS ? Math.sqrt(REDUCED_PIXELS / pixels) : 1;
  const canvasModule = scale === 1 ? undefined : await loadCanvas();
  if (!canvasModule) return { bytes, ...size };
  const width = Math.round(size.width * scale);
  const height = Math.round(size.height * scale);
  const image = await canvasModule.loadImage(Buffer.from(bytes));
  const canvas = canvasModule.createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Transparent parts (a PNG screenshot's) become paper-white rather than black.
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return { bytes: new Uint8Array(canvas.toBuffer('image/png')), width, height };
}

/** How far an image is turned clockwise to read it upright: a photo taken sideways or upside down. */
export type Turn = 90 | 180 | 270;

/** The image turned clockwise by `degrees`; undefined where no canvas is at hand to turn it. */
export async function turnedImage(image: OcrImage, degrees: Turn): Promise<OcrImage | undefined> {
  const canvasModule = await loadCanvas();
  if (!canvasModule) return undefined;
  const sideways = degrees !== 180;
  const [width, height] = sideways ? [image.height, image.width] : [image.width, image.height];
  const picture = await canvasModule.loadImage(Buffer.from(image.bytes));
  const canvas = canvasModule.createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  const origin = { 90: [width, 0], 180: [width, height], 270: [0, height] }[degrees];
  context.translate(origin[0] ?? 0, origin[1] ?? 0);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(picture, 0, 0, image.width, image.height);
  return { bytes: new Uint8Array(canvas.toBuffer('image/png')), width, height };
}
