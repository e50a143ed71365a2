import type { FastifyRequest } from 'fastify';
import { imageTooLarge } from '../domains/photos/photo-processor';

/** A multipart form as a route reads it: its text fields, and the one file it takes. */
export interface MultipartForm {
  fields: Record<string, string>;
  file: Buffer | undefined;
}

/**
 * Reads a multipart form (text fields, and the file under `fileField`; other files are read and
 * dropped), or a JSON body's fields: a file over `maxBytes` answers 413 "Image size is too large". The fields are then
 * the route's to validate (`parseFields`).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number },
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  // A JSON body (an API client with no file to send) gives the fields as texts alike.
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') {
      for (const [name, value] of Object.entries(body)) {
        if (value !== null && typeof value !== 'object') fields[name] = String(value);
      }
    }
    return { fields, file };
  }
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === options.fileField) file = buffer;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    throw error;
  }
  return { fields, file };
}
