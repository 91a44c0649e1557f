import 'reflect-metadata';
import { ValidationTypes, getMetadataStorage } from 'class-validator';
import { ServiceSettings } from '@stamp/server-kit/config';
import { MailSettings } from '@stamp/server-kit/mail';
import { GatewaySettings } from '../../apps/gateway/src/gateway.settings';
import { LoyaltyServiceSettings } from '../../apps/loyalty-service/src/loyalty-service.settings';
import { MemberServiceSettings } from '../../apps/member-service/src/member-service.settings';
import { PushServiceSettings } from '../../apps/push-service/src/push-service.settings';

type SettingsClass = new () => object;

/** The settings classes each app validates its environment with (its entry point and its configure). */
const APP_SETTINGS: Partial<Record<string, SettingsClass[]>> = {
  gateway: [GatewaySettings],
  'store-service': [ServiceSettings, MailSettings],
  'member-service': [ServiceSettings, MemberServiceSettings],
  'loyalty-service': [ServiceSettings, LoyaltyServiceSettings],
  'push-service': [ServiceSettings, PushServiceSettings],
};

export interface AppSettings {
  /** Every variable the app validates. */
  known: Set<string>;
  /** The ones without a default that must be given (not optional, not conditional). */
  required: Set<string>;
}

function settingsOfClass(settings: SettingsClass): AppSettings {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(settings, '', true, false);
  const defaults = new settings() as Record<string, unknown>;
  const known = new Set(metadata.map((entry) => entry.propertyName));
  const conditional = new Set(
    metadata
      .filter((entry) => entry.type === ValidationTypes.CONDITIONAL_VALIDATION)
      .map((entry) => entry.propertyName),
  );
  const required = [...known].filter((name) => !conditional.has(name) && defaults[name] === undefined);
  return { known, required: new Set(required) };
}

/** The variables an app validates, by the app's folder name (`gateway`, `push-service`, ...). */
export function appSettings(app: string): AppSettings | undefined {
  const classes = APP_SETTINGS[app];
  if (!classes) {
    return undefined;
  }
  const each = classes.map(settingsOfClass);
  return {
    known: new Set(each.flatMap((settings) => [...settings.known])),
    required: new Set(each.flatMap((settings) => [...settings.required])),
  };
}
