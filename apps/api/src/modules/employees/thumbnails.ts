import { THUMBNAIL_MAX_PX } from '@careroster/shared/constants';
import type { SniffedType } from '../../platform/files/sniff';

// A decompression bomb (a tiny PNG claiming 100k x 100k pixels) must not exhaust memory.
const MAX_INPUT_PIXELS = 50_000_000;

export async function toThumbnail(input: Buffer): Promise<Buffer> {
  // sharp (libvips) loads on the first upload, not at every start.
  const { default: sharp } = await import('sharp');
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** First page of a PDF as PNG, through pdf.js and its bundled prebuilt canvas (no scripts, no fonts fetched). */
async function renderPdfFirstPage(pdf: Buffer): Promise<Buffer> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(1, (THUMBNAIL_MAX_PX * 2) / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    // pdf.js hands out canvases from its own @napi-rs/canvas, the version it is tested with.
    const factory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await doc.destroy();
  }
}
type CanvasFactory = { create(w: number, h: number): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: unknown } };

/**
 * A JPEG preview of an image or a PDF's first page, or null when the file cannot be previewed
 * (a .doc, or a damaged file): the upload itself still succeeds, the list shows no thumbnail.
 */
export async function makeThumbnail(file: Buffer, type: SniffedType, log: (err: unknown) => void): Promise<Buffer | null> {
  if (!type.previewable) return null;
  try {
    return await toThumbnail(type.ext === 'pdf' ? await renderPdfFirstPage(file) : file);
  } catch (err) {
    log(err);
    return null;
  }
}
