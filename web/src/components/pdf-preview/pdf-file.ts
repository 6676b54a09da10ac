/** A document ready to show, save, print or share: its bytes and the name it is saved under. */
export interface PdfFile {
  blob: Blob;
  fileName: string;
}

/** The size chip's figure: '42.57 KB'. */
export const sizeInKb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
