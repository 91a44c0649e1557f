import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';

export interface EndlessUpload {
  /** The answer's status; undefined when the server closed the connection without one. */
  status: number | undefined;
  /** The answer's body, as text. */
  body: string;
  /** How many bytes of the request body the client got to write: what the server read, give or take the sockets' buffers. */
  written: number;
}

/**
 * POSTs `start`, then up to `fillerBytes` more bytes (of one file that seems never to end), as fast as the
 * server reads them, until the server answers or closes the connection. For tests that a server refuses an
 * upload without reading the rest of it: a server that reads it all takes `fillerBytes` and never answers.
 */
export function sendEndlessUpload(
  url: string,
  start: string,
  fillerBytes: number,
  headers: OutgoingHttpHeaders,
): Promise<EndlessUpload> {
  return new Promise((resolve) => {
    let status: number | undefined;
    let body = '';
    let written = 0;
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      request.destroy();
      resolve({ status, body, written });
    };
    const request = httpRequest(url, { method: 'POST', headers });
    request.on('response', (response: IncomingMessage) => {
      status = response.statusCode;
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        body += text;
      });
      response.on('end', stop);
    });
    request.on('error', stop);
    request.on('close', stop);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!stopped && written < fillerBytes) {
        written += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    request.write(start);
    written = Buffer.byteLength(start);
    pump();
  });
}
