import 'reflect-metadata';
import { runServiceProcess } from '@stamp/server-kit';
import { serviceDefinition } from './service';

runServiceProcess(serviceDefinition, process.env).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
