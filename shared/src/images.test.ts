import { describe, expect, it } from 'vitest';
import { detectImageType, IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageProblem } from './images';

const bytes = (...values: number[]) => Uint8Array.from(values);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1);
const webp = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50);
const gif = bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0, 0, 0);
const wav = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45);

describe('image rules, judged by the bytes', () => {
  it('recognises PNG, JPEG and WebP', () => {
    expect([png, jpeg, webp].map(detectImageType)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });

  it('refuses other files, even RIFF files that are not WebP', () => {
    expect(detectImageType(gif)).toBeUndefined();
    expect(detectImageType(wav)).toBeUndefined();
    expect(imageProblem(gif, 100)).toBe(IMAGE_TYPE_MESSAGE);
  });

  it('accepts up to just under 5 MB', () => {
    expect(imageProblem(png, IMAGE_MAX_BYTES - 1)).toBeUndefined();
    expect(imageProblem(png, IMAGE_MAX_BYTES)).toBe(IMAGE_SIZE_MESSAGE);
  });
});
