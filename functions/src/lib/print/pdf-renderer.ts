import pdfmake from 'pdfmake';
import robotoFiles from 'pdfmake/build/vfs_fonts.js';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/** pdfmake's Node build, with the virtual file system its typings leave out. */
const printer = pdfmake as typeof pdfmake & {
  virtualfs: { writeFileSync: (name: string, content: string, encoding: 'base64') => void };
};

let ready = false;

/**
 * pdfmake with Roboto, which has the rupee sign, loaded from its bundled base64 copies (the
 * Lambda bundle carries them; no file system access), and no fetching of URLs: every image is
 * embedded as data by the caller.
 */
function preparePrinter() {
  if (ready) return;
  for (const [name, base64] of Object.entries(robotoFiles)) printer.virtualfs.writeFileSync(name, base64, 'base64');
  printer.setFonts({
    Roboto: {
      normal: 'Roboto-Regular.ttf',
      bold: 'Roboto-Medium.ttf',
      italics: 'Roboto-Italic.ttf',
      bolditalics: 'Roboto-MediumItalic.ttf',
    },
  });
  printer.setUrlAccessPolicy(() => false);
  printer.setLocalAccessPolicy(() => false);
  ready = true;
}

/** The PDF of a document definition. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Uint8Array<ArrayBuffer>> {
  preparePrinter();
  return new Uint8Array(await printer.createPdf(document).getBuffer());
}
