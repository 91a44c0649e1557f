import 'reflect-metadata';
import { runMain, runServiceProcess } from '@stamp/server-kit';
import { serviceDefinition } from './service';

runMain(() => runServiceProcess(serviceDefinition, process.env));
