export * from './object-storage';
export * from './image-sniffer';
export * from './local-disk.storage';
export * from './s3.storage';
export * from './storage.factory';
