import { createWriteStream, type WriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Busboy, BusboyHeaders, BusboyInstance } from '@fastify/busboy';
import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { dropRestOfBody } from '../http/unread-body';

export const UNREADABLE_FORM = 'The form could not be read: send it as multipart/form-data.';
export const FILE_TOO_LARGE = 'The image file is too large.';
export const UPLOAD_TOO_LARGE = 'The upload is too large.';
export const TOO_MANY_FILES = 'Too many files in one upload.';
export const TOO_MANY_FIELDS = 'Too many fields in the form.';

/** What each of the parser's limits answers (413). */
const LIMIT_MESSAGES = [
  ['filesLimit', TOO_MANY_FILES],
  ['fieldsLimit', TOO_MANY_FIELDS],
  ['partsLimit', TOO_MANY_FIELDS],
] as const;

/** How much of a file's start `FileRules.accept` sees: enough for any image signature (sniffImage). */
export const HEAD_BYTES = 64;

/** The content type a form is read from. */
export const MULTIPART = 'multipart/form-data';

export interface FormLimits {
  /** Bytes per file. */
  fileSize: number;
  files: number;
  /** Text fields. */
  fields: number;
  /** Bytes of the whole body, files and fields. */
  totalSize: number;
}

/** A file of the form once it has arrived (written to the spool folder, not held in memory). */
export interface FormFile {
  field: string;
  /** Its first HEAD_BYTES bytes (all of a smaller file). */
  head: Buffer;
  size: number;
}

/** What a route takes: each may throw (an HttpException) to refuse the form. */
export interface FileRules<F> {
  /** A file starts to arrive in `field`, nothing of it read yet (a field not taken, one file too many). */
  start(field: string): void;
  /** The file has arrived: what it is (an image, by its first bytes). */
  accept(file: FormFile): F;
}

/** A file of the form, written whole to a file of its own in the spool folder. */
export interface SpooledFile<F> {
  /** What `FileRules.accept` made of it. */
  file: F;
  path: string;
  size: number;
}

export interface ReadForm<F> {
  fields: Record<string, string>;
  files: SpooledFile<F>[];
}

/** Whether the request was sent as a multipart form (the only kind `readMultipartForm` reads). */
export function isMultipart(raw: IncomingMessage): boolean {
  return raw.headers['content-type']?.toLowerCase().startsWith(MULTIPART) ?? false;
}

/**
 * Reads a multipart form from the request's body as it arrives: its text fields, and each file written to a
 * file of its own in `spoolDir` (the caller's folder, which the caller removes), so no file is ever held
 * whole in memory. `rules.start` hears of each file before any of its bytes are read, `rules.accept` gets
 * its first bytes and size once it has arrived; either may throw to refuse the form. A body declared or
 * found larger than `limits.totalSize`, a file over `limits.fileSize`, more files or fields than the limits:
 * 413. A broken form (no boundary, cut short, a field named like an Object property): 400. On a refusal the
 * rest of the body is dropped unread (`dropRestOfBody`). An empty body is an empty form.
 *
 * The gateway reads forms itself, rather than through @fastify/multipart, because that plugin's hooks ran on
 * every request, uploads or not (docs/benchmarks.md, 27 Nov 2026).
 */
export function readMultipartForm<F>(
  raw: IncomingMessage,
  limits: FormLimits,
  spoolDir: string,
  rules: FileRules<F>,
): Promise<ReadForm<F>> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: SpooledFile<F>[] = [];
    const writing = new Set<WriteStream>();
    let settled = false;
    let sawData = false;
    let received = 0;
    let count = 0;
    let open = 0;
    let finished = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      raw.unpipe(parser);
      for (const spool of writing) {
        spool.destroy();
      }
      dropRestOfBody(raw);
      reject(error instanceof HttpException ? error : new BadRequestException(UNREADABLE_FORM));
    };
    const settleIfDone = () => {
      if (!settled && finished && open === 0) {
        settled = true;
        resolve({ fields, files });
      }
    };

    if (Number(raw.headers['content-length'] ?? 0) > limits.totalSize) {
      dropRestOfBody(raw);
      reject(new PayloadTooLargeException(UPLOAD_TOO_LARGE));
      return;
    }
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
      if (settled || name in Object.prototype) {
        stream.resume();
        fail(new BadRequestException(UNREADABLE_FORM));
        return;
      }
      try {
        rules.start(name);
      } catch (error) {
        stream.resume();
        fail(error);
        return;
      }
      const index = count++;
      const path = join(spoolDir, String(index));
      const spool = createWriteStream(path, { flags: 'wx' });
      writing.add(spool);
      open++;
      let head = Buffer.alloc(0);
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (head.length < HEAD_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        }
      });
      stream.on('limit', () => {
        stream.resume();
        fail(new PayloadTooLargeException(FILE_TOO_LARGE));
      });
      spool.on('error', fail);
      spool.on('finish', () => {
        writing.delete(spool);
        open--;
        if (settled) return;
        try {
          files[index] = { file: rules.accept({ field: name, head, size }), path, size };
        } catch (error) {
          fail(error);
          return;
        }
        settleIfDone();
      });
      stream.pipe(spool);
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
    raw.on('data', (chunk: Buffer) => {
      sawData = true;
      received += chunk.length;
      if (received > limits.totalSize) {
        fail(new PayloadTooLargeException(UPLOAD_TOO_LARGE));
      }
    });
    raw.on('aborted', () => {
      fail(new BadRequestException(UNREADABLE_FORM));
    });
    raw.on('error', fail);
    raw.pipe(parser);
  });
}
