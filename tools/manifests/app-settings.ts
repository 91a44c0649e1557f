import 'reflect-metadata';
import { ValidationTypes, getMetadataStorage } from 'class-validator';
import { ConfigError, MigrationSettings, ServiceSettings, loadConfig } from '@stamp/server-kit/config';
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
  migrate: [MigrationSettings],
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

/** What a container or a compose service passes an app: the values the manifest shows, and the names it hides. */
export interface PassedEnv {
  values: Record<string, string>;
  /** Passed, but from somewhere the check cannot read (a Secret, a field, `${VAR:?}` in compose). */
  unseen: Set<string>;
  /** Maybe passed, from somewhere the check cannot read (an optional Secret key): checked as if absent. */
  optional?: Set<string>;
}

export interface CheckedSettings {
  problems: string[];
  /** The app's settings as it would read them (defaults filled in), when they are valid. */
  settings: Record<string, unknown>;
}

/**
 * Checks what is passed to an app as the app itself would at start: every name is one it validates, every
 * required one is there, and every value the manifest shows goes through the app's own settings classes
 * (`loadConfig`), so a wrong value fails here as it would fail the pod.
 */
export function checkAppSettings(where: string, app: string, passed: PassedEnv): CheckedSettings {
  const classes = APP_SETTINGS[app];
  if (!classes) {
    return { problems: [`${where}: runs ${app}, which has no settings this check knows`], settings: {} };
  }
  const optional = passed.optional ?? new Set<string>();
  const names = new Set([...Object.keys(passed.values), ...passed.unseen, ...optional]);
  const { known, required } = appSettings(app) ?? { known: new Set<string>(), required: new Set<string>() };
  const problems = [
    ...[...names]
      .filter((name) => !known.has(name))
      .map((name) => `${where}: ${name} is not a setting of ${app}`),
    ...[...required]
      .filter((name) => !names.has(name))
      .map((name) => `${where}: ${app} requires ${name}, which is not passed`),
  ];
  const unseen = new Set([
    ...passed.unseen,
    ...optional,
    ...[...required].filter((name) => !names.has(name)),
  ]);
  const env = { ...passed.values, ...Object.fromEntries([...passed.unseen].map((name) => [name, 'unseen'])) };
  const settings: Record<string, unknown> = {};
  for (const schema of classes) {
    try {
      Object.assign(settings, loadConfig(app, schema, env, { unseen }));
    } catch (error) {
      if (!(error instanceof ConfigError)) {
        throw error;
      }
      problems.push(...error.problems.map((problem) => `${where}: ${problem}`));
    }
  }
  return { problems: [...new Set(problems)], settings };
}
