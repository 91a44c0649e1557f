import type { IncomingMessage } from 'node:http';
import { Busboy, BusboyHeaders, BusboyInstance } from '@fastify/busboy';
import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { dropRestOfBody } from '../http/unread-body';

export const UNREADABLE_FORM = 'The form could not be read: send it as multipart/form-data.';
export const FILE_TOO_LARGE = 'The image file is too large.';
export const TOO_MANY_FILES = 'Too many files in one upload.';
export const TOO_MANY_FIELDS = 'Too many fields in the form.';

/** What each of the parser's limits answers (413). */
const LIMIT_MESSAGES = [
  ['filesLimit', TOO_MANY_FILES],
  ['fieldsLimit', TOO_MANY_FIELDS],
  ['partsLimit', TOO_MANY_FIELDS],
] as const;

/** The content type a form is read from. */
export const MULTIPART = 'multipart/form-data';

export interface FormLimits {
  /** Bytes per file. */
  fileSize: number;
  files: number;
  /** Text fields. */
  fields: number;
}

export interface FormFile {
  field: string;
  bytes: Buffer;
}

/** Whether the request was sent as a multipart form (the only kind `readMultipartForm` reads). */
export function isMultipart(raw: IncomingMessage): boolean {
  return raw.headers['content-type']?.toLowerCase().startsWith(MULTIPART) ?? false;
}

/**
 * Reads a whole multipart form from the request's body: its text fields, and each file's bytes in the order
 * sent, handed to `acceptFile` as soon as the file is complete (it may throw to refuse the form). Files over
 * `limits.fileSize`, more files or fields than the limits: 413. A broken form (no boundary, cut short, a
 * field named like an Object property): 400. On a refusal the rest of the body is dropped (`dropRestOfBody`).
 * An empty body is an empty form.
 *
 * The gateway reads forms itself, rather than through @fastify/multipart, because that plugin's hooks ran on
 * every request, uploads or not (docs/benchmarks.md, 27 Nov 2026).
 */
export function readMultipartForm<F>(
  raw: IncomingMessage,
  limits: FormLimits,
  acceptFile: (file: FormFile) => F,
): Promise<{ fields: Record<string, string>; files: F[] }> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: F[] = [];
    let settled = false;
    let sawData = false;
    let open = 0;
    let finished = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      raw.unpipe(parser);
      dropRestOfBody(raw);
      reject(error instanceof HttpException ? error : new BadRequestException(UNREADABLE_FORM));
    };
    const settleIfDone = () => {
      if (!settled && finished && open === 0) {
        settled = true;
        resolve({ fields, files });
      }
    };

    let parser: BusboyInstance;
    try {
      parser = new Busboy({
        headers: raw.headers as BusboyHeaders,
        limits: { fileSize: limits.fileSize, files: limits.files, fields: limits.fields, parts: 1000 },
      });
    } catch {
      dropRestOfBody(raw);
      reject(new BadRequestException(UNREADABLE_FORM));
      return;
    }

    parser.on('field', (name: string, value: string) => {
      if (name in Object.prototype) {
        fail(new BadRequestException(UNREADABLE_FORM));
        return;
      }
      fields[name] = value;
    });
    parser.on('file', (name: string, stream: NodeJS.ReadableStream) => {
      if (name in Object.prototype) {
        stream.resume();
        fail(new BadRequestException(UNREADABLE_FORM));
        return;
      }
      open++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        stream.resume();
        fail(new PayloadTooLargeException(FILE_TOO_LARGE));
      });
      stream.on('end', () => {
        open--;
        if (settled) return;
        try {
          files.push(acceptFile({ field: name, bytes: Buffer.concat(chunks) }));
        } catch (error) {
          fail(error);
          return;
        }
        settleIfDone();
      });
    });
    for (const [limit, message] of LIMIT_MESSAGES) {
      parser.on(limit, () => {
        fail(new PayloadTooLargeException(message));
      });
    }
    parser.on('error', (error: Error) => {
      if (!sawData && error.message === 'Unexpected end of multipart data') {
        finished = true;
        settleIfDone();
        return;
      }
      fail(error);
    });
    parser.on('finish', () => {
      finished = true;
      settleIfDone();
    });
    raw.once('data', () => {
      sawData = true;
    });
    raw.on('aborted', () => {
      fail(new BadRequestException(UNREADABLE_FORM));
    });
    raw.on('error', fail);
    raw.pipe(parser);
  });
}
