import { ServiceDefinition } from '@stamp/server-kit';
import { serviceDefinition as loyalty } from '../../apps/loyalty-service/src/service';
import { serviceDefinition as member } from '../../apps/member-service/src/service';
import { serviceDefinition as push } from '../../apps/push-service/src/service';
import { serviceDefinition as store } from '../../apps/store-service/src/service';

export const SERVICES: Record<string, ServiceDefinition> = { store, member, loyalty, push };
