/** The part of s3rver 3.7 (an untyped CommonJS package) the S3 storage test uses. */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address: string;
    port: number;
    silent: boolean;
    directory: string;
    resetOnClose: boolean;
    vhostBuckets: boolean;
  }

  class S3rver {
    constructor(options: S3rverOptions);
    readonly httpServer: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
