// Turns an uploaded photo into the stored avatar: decoded fully (a truncated or corrupt image
// fails here), turned upright by its EXIF orientation, cropped to a centred square of at most
// 512 px and re-encoded as WebP, which keeps transparency and drops every metadata block
// (EXIF GPS position, camera serials) because sharp writes none unless asked.
import sharp from 'sharp';
import { PHOTO_MAX_INPUT_PIXELS, PHOTO_MAX_SIDE } from './limits';
import { UploadError } from './upload-error';

const corrupt = () => new UploadError(400, 'corrupt-image', 'errors.upload.corruptImage');

export async function writeAvatar(input: string, output: string): Promise<{ side: number }> {
  // 'warning' fails on any libvips decode warning, which is how truncated JPEG/PNG data shows.
  const options = { failOn: 'warning' as const, limitInputPixels: PHOTO_MAX_INPUT_PIXELS };
  try {
    const meta = await sharp(input, options).metadata();
    if (!meta.width || !meta.height) throw corrupt();
    const side = Math.min(PHOTO_MAX_SIDE, meta.width, meta.height);
    await sharp(input, options)
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toFile(output);
    return { side };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new UploadError(413, 'too-large', 'errors.upload.tooManyPixels', { megapixels: Math.round(PHOTO_MAX_INPUT_PIXELS / 1_000_000) });
    }
    throw corrupt();
  }
}
