/**
 * @napi-rs/canvas, to render scanned PDF pages and to enlarge small images for OCR. It is a native
 * module: where its binary cannot load, scanned PDFs are reported unsupported and images are read at
 * their own size, rather than the extractor failing.
 */

/** The parts of @napi-rs/canvas used here. */
export interface CanvasModule {
  createCanvas: (
    width: number,
    height: number,
  ) => {
    getContext: (kind: '2d') => {
      fillStyle: string;
      fillRect: (x: number, y: number, width: number, height: number) => void;
      translate: (x: number, y: number) => void;
      rotate: (radians: number) => void;
      setTransform: (a: number, b: number, c: number, d: number, e: number, f: number) => void;
      drawImage: ((image: unknown, x: number, y: number, width: number, height: number) => void) &
        ((
          image: unknown,
          sourceX: number,
          sourceY: number,
          sourceWidth: number,
          sourceHeight: number,
          x: number,
          y: number,
          width: number,
          height: number,
        ) => void);
      getImageData: (x: number, y: number, width: number, height: number) => { data: Uint8ClampedArray };
      putImageData: (image: { data: Uint8ClampedArray }, x: number, y: number) => void;
    };
    toBuffer: (mime: 'image/png') => Buffer;
  };
  loadImage: (source: Buffer) => Promise<{ width: number; height: number }>;
}

let loaded: Promise<CanvasModule | undefined> | undefined;

/** The canvas module, or undefined where none is installed (or its native part fails to load). */
export function loadCanvas(): Promise<CanvasModule | undefined> {
  loaded ??= (async () => {
    try {
      const module = (await import('@napi-rs/canvas')) as unknown as CanvasModule & { default?: CanvasModule };
      return module.default ?? module;
    } catch {
      return undefined;
    }
  })();
  return loaded;
}
