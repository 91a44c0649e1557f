import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BadRequestException, HttpException } from '@nestjs/common';
import Fastify, { FastifyInstance } from 'fastify';
import {
  FILE_TOO_LARGE,
  FormFile,
  MULTIPART,
  TOO_MANY_FIELDS,
  TOO_MANY_FILES,
  UNREADABLE_FORM,
  isMultipart,
  readMultipartForm,
} from './multipart-form';

const BOUNDARY = 'x-form-boundary';
const LIMITS = { fileSize: 16, files: 2, fields: 3 };

type Part = { name: string; value: string } | { name: string; file: string; bytes: string };

function formOf(parts: Part[], end = `--${BOUNDARY}--\r\n`): string {
  return (
    parts
      .map((part) =>
        'file' in part
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file}"\r\n` +
            `Content-Type: application/octet-stream\r\n\r\n${part.bytes}\r\n`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
      )
      .join('') + end
  );
}

/** A server whose one route reads the form and answers what it read, or the error's status and message. */
async function serverReading(acceptFile: (file: FormFile) => unknown): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.addContentTypeParser(MULTIPART, (_request, _payload, done) => {
    done(null);
  });
  server.post('/form', async (request, reply) => {
    try {
      return {
        multipart: isMultipart(request.raw),
        ...(await readMultipartForm(request.raw, LIMITS, acceptFile)),
      };
    } catch (error) {
      const status = error instanceof HttpException ? error.getStatus() : 500;
      return reply.status(status).send({ message: error instanceof Error ? error.message : String(error) });
    }
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

const sizes = (file: FormFile) => ({
  field: file.field,
  size: file.bytes.length,
  text: file.bytes.toString(),
});

/** The form sent over a real connection; the answer's status and JSON. */
async function post(
  server: FastifyInstance,
  payload: string,
  contentType = `${MULTIPART}; boundary=${BOUNDARY}`,
): Promise<{ statusCode: number; json: () => unknown }> {
  const { port } = server.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${String(port)}/form`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: payload,
  });
  const body: unknown = await response.json();
  return { statusCode: response.status, json: () => body };
}

describe(readMultipartForm.name, () => {
  let server: FastifyInstance;

  beforeEach(async () => {
    server = await serverReading(sizes);
  });

  afterEach(async () => {
    await server.close();
  });

  it('reads the text fields and every file, in the order sent', async () => {
    const response = await post(
      server,
      formOf([
        { name: 'name', value: 'Kape ni Juan' },
        { name: 'images', file: 'a.png', bytes: 'first' },
        { name: 'images', file: 'b.png', bytes: 'second file' },
      ]),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      multipart: true,
      fields: { name: 'Kape ni Juan' },
      files: [
        { field: 'images', size: 5, text: 'first' },
        { field: 'images', size: 11, text: 'second file' },
      ],
    });
  });

  it('reads an empty body as an empty form', async () => {
    const response = await post(server, '');

    expect(response.json()).toEqual({ multipart: true, fields: {}, files: [] });
  });

  it.each([
    [
      'a file over the size limit',
      [{ name: 'images', file: 'a.png', bytes: 'x'.repeat(17) }],
      FILE_TOO_LARGE,
    ],
    [
      'more files than the limit',
      ['a', 'b', 'c'].map((file) => ({ name: 'images', file, bytes: file })),
      TOO_MANY_FILES,
    ],
    [
      'more fields than the limit',
      ['a', 'b', 'c', 'd'].map((name) => ({ name, value: name })),
      TOO_MANY_FIELDS,
    ],
  ])('refuses %s with 413', async (_case, parts: Part[], message) => {
    const response = await post(server, formOf(parts));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message });
  });

  it('reads and drops the rest of a refused form, so the next request is served', async () => {
    const refused = await post(
      server,
      formOf([{ name: 'images', file: 'a.png', bytes: 'x'.repeat(256 * 1024) }]),
    );
    const next = await post(server, formOf([{ name: 'name', value: 'Kape' }]));

    expect(refused.statusCode).toBe(413);
    expect(next.json()).toEqual({ multipart: true, fields: { name: 'Kape' }, files: [] });
  });

  it.each([
    [
      'a form cut short',
      formOf([{ name: 'name', value: 'Kape' }], `--${BOUNDARY}\r\nContent-Disposition: form`),
    ],
    ['a field named like an Object property', formOf([{ name: '__proto__', value: 'x' }])],
    ['a file named like an Object property', formOf([{ name: 'constructor', file: 'a.png', bytes: 'x' }])],
  ])('answers 400 to %s', async (_case, payload) => {
    const response = await post(server, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNREADABLE_FORM });
  });

  it('answers 400 to a multipart body without a boundary', async () => {
    const response = await post(server, formOf([{ name: 'name', value: 'Kape' }]), MULTIPART);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNREADABLE_FORM });
  });

  it("stops at the first file the caller refuses, with the caller's error", async () => {
    await server.close();
    const seen: string[] = [];
    server = await serverReading((file) => {
      seen.push(file.field);
      if (file.field !== 'images') {
        throw new BadRequestException('Send the images in the field "images".');
      }
      return file.field;
    });

    const response = await post(
      server,
      formOf([
        { name: 'photo', file: 'a.png', bytes: 'a' },
        { name: 'images', file: 'b.png', bytes: 'b' },
      ]),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Send the images in the field "images".' });
    expect(seen).toEqual(['photo']);
  });
});

describe(isMultipart.name, () => {
  it.each([
    ['multipart/form-data; boundary=x', true],
    ['Multipart/Form-Data; boundary=x', true],
    ['application/json', false],
    [undefined, false],
  ])('a body of content type %s is a form: %s', (contentType, expected) => {
    expect(isMultipart({ headers: { 'content-type': contentType } } as IncomingMessage)).toBe(expected);
  });
});
