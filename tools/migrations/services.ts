import { ServiceDefinition } from '@stamp/server-kit/service';
import { serviceDefinition as loyalty } from '../../apps/loyalty-service/src/service';
import { serviceDefinition as member } from '../../apps/member-service/src/service';
import { serviceDefinition as push } from '../../apps/push-service/src/service';
import { serviceDefinition as store } from '../../apps/store-service/src/service';

/** Looked up by the name given on the command line, which may name no service. */
export const SERVICES: Partial<Record<string, ServiceDefinition>> = { store, member, loyalty, push };
