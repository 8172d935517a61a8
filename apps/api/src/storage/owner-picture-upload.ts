// The multipart request methods (`isMultipart`, `file`) come with the plugin's type augmentation.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@shop/shared/contracts/admin-products';
import { AppError } from '../app-error';
import type { PictureRules } from './picture-decoding';

// A picture the owner uploads (a product's, a sale's banner): one `file` part of a
// multipart/form-data body, JPEG, PNG or WebP, at most 8 MB, with a few text fields beside it.

/** Decompression-bomb guard: a small file may claim an enormous canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export const OWNER_PICTURE_RULES: PictureRules = {
  formats: ['jpeg', 'png', 'webp'],
  maxPixels: MAX_INPUT_PIXELS,
  refuse: (reason) => new AppError(reason === 'type' ? 'IMAGE_TYPE_INVALID' : 'IMAGE_UNREADABLE'),
};

function isAcceptedImageType(mimetype: string): boolean {
  return (PRODUCT_IMAGE_TYPES as readonly string[]).includes(mimetype);
}

/** Reads the upload's file and its text fields (the fields before the file, as forms send them). */
export async function readOwnerPicture(
  request: FastifyRequest,
): Promise<{ data: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', {}, { file: 'Choose an image to upload' });
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION_FAILED', {}, { file: 'Choose an image to upload' });
  if (!isAcceptedImageType(file.mimetype)) {
    file.file.resume();
    throw new AppError('IMAGE_TYPE_INVALID');
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('IMAGE_TOO_LARGE', { max: PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024) });
    }
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [name, part] of Object.entries(file.fields)) {
    if (part && !Array.isArray(part) && part.type === 'field') fields[name] = String(part.value).trim();
  }
  return { data, fields };
}

/** The multipart limits of such an upload: one file and a few short fields. */
export const OWNER_PICTURE_LIMITS = {
  fileSize: PRODUCT_IMAGE_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1000,
  parts: 6,
};
