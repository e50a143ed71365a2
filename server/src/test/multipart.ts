import { randomBytes } from 'node:crypto';

export interface UploadFile {
  /** The form field; `photos` by default. */
  field?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body and its content type, for `app.inject` uploads (with text fields). */
export function multipart(
  files: UploadFile[],
  fields: Record<string, string> = {},
): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----bilim${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\n` +
          `Content-Disposition: form-data; name="${file.field ?? 'photos'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
