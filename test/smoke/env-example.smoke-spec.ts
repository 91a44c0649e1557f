import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { ServiceSettings } from '@stamp/server-kit/config';
import { MailSettings } from '@stamp/server-kit/mail';
import { GatewaySettings } from '../../apps/gateway/src/gateway.settings';
import { LoyaltyServiceSettings } from '../../apps/loyalty-service/src/loyalty-service.settings';
import { MemberServiceSettings } from '../../apps/member-service/src/member-service.settings';
import { PushServiceSettings } from '../../apps/push-service/src/push-service.settings';
import { StandaloneSettings } from '../../apps/standalone/src/standalone.settings';
import { ROOT } from '../support/processes';

/** Every settings class an app validates at start-up (the store service reads MailSettings). */
const SETTINGS_CLASSES = [
  StandaloneSettings,
  GatewaySettings,
  ServiceSettings,
  MailSettings,
  MemberServiceSettings,
  LoyaltyServiceSettings,
  PushServiceSettings,
];

function settingNames(): Set<string> {
  const storage = getMetadataStorage();
  return new Set(
    SETTINGS_CLASSES.flatMap((settings) =>
      storage.getTargetValidationMetadatas(settings, '', true, false).map((rule) => rule.propertyName),
    ),
  );
}

/** The names `.env.example` gives a value to, commented out or not. */
function exampleNames(): Set<string> {
  const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
}

describe('.env.example', () => {
  it('lists every setting an app validates', () => {
    const missing = [...settingNames()].filter((name) => !exampleNames().has(name));

    expect(missing).toEqual([]);
  });

  it('lists nothing that no app reads', () => {
    const known = settingNames();
    const unknown = [...exampleNames()].filter((name) => !known.has(name));

    expect(unknown).toEqual([]);
  });
});
