import sharp, { type Metadata } from 'sharp';

/** Images bigger than this many pixels are refused before decoding: a decompression bomb stays small. */
export const MAX_INPUT_PIXELS = 40_000_000;
// every upload is a new image: libvips' operation cache (50 MB) would only hold memory
sharp.cache(false);
const SMALL_WIDTH = 480;
const BIG_WIDTH = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export class InvalidImageError extends Error {}

export interface EncodedImage {
  data: Buffer;
  extension: 'jpg' | 'png';
}

/**
 * Checks the bytes (not the name) are an image, then re-encodes it into a small and a big size,
 * dropping metadata (EXIF location of a phone photo). Transparent images stay PNG, others become JPEG.
 */
export async function reencodeImage(input: Buffer): Promise<{ small: EncodedImage; big: EncodedImage }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new InvalidImageError('not an image');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new InvalidImageError('unsupported image format');
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new InvalidImageError('image too large');
  const extension = metadata.hasAlpha ? 'png' : 'jpg';
  const encode = async (source: Buffer, width: number): Promise<EncodedImage> => {
    let pipeline = sharp(source, {
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
      sequentialRead: true,
    });
    // turning needs the whole image in memory: only for photos that say they are turned
    if (source === input && (metadata.orientation ?? 1) !== 1) pipeline = pipeline.rotate();
    pipeline = pipeline.resize({ width, withoutEnlargement: true });
    const data =
      extension === 'png'
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
        : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    return { data, extension };
  };
  try {
    // the full image is decoded once, for the big size; the small one is made from the big one
    // (1600 px wide at most), not from a second full decode (two full decodes of large uploads at once exhausted the memory)
    const big = await encode(input, BIG_WIDTH);
    const small = await encode(big.data, SMALL_WIDTH);
    return { small, big };
  } catch {
    throw new InvalidImageError('cannot decode image');
  }
}
