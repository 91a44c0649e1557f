import './instrumentation';
import 'reflect-metadata';
import { runMain } from '@stamp/server-kit/process';
import { runServiceProcess } from '@stamp/server-kit/service';
import { serviceDefinition } from './service';

runMain(() => runServiceProcess(serviceDefinition, process.env));
