/** The pixel size of a PNG, JPEG or WebP image from its header, or undefined for anything else. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number, length: number) =>
    offset + length <= bytes.length ? String.fromCharCode(...bytes.subarray(offset, offset + length)) : '';
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);

  if (ascii(1, 3) === 'PNG' && ascii(12, 4) === 'IHDR') return size(view.getUint32(16), view.getUint32(20));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return webpSize(bytes, view, ascii(12, 4));
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView, chunk: string) {
  if (bytes.length < 31) return undefined;
  if (chunk === 'VP8X') {
    const width = 1 + (view.getUint32(24, true) & 0xffffff);
    const height = 1 + (view.getUint32(27, true) & 0xffffff);
    return { width, height };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  return undefined;
}

/** A JPEG's size is in its first start-of-frame marker (C0-CF, except C4, C8 and CC). */
function jpegSize(bytes: Uint8Array, view: DataView) {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    const length = view.getUint16(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = view.getUint16(offset + 5);
      const width = view.getUint16(offset + 7);
      return width > 0 && height > 0 ? { width, height } : undefined;
    }
    offset += 2 + length;
  }
  return undefined;
}
