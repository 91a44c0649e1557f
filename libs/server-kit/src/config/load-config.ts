import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { ClassType } from '@stamp/contracts';

export class ConfigError extends Error {
  constructor(
    readonly app: string,
    readonly problems: string[],
  ) {
    super(`Invalid configuration for ${app}:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

export interface LoadConfigOptions {
  /**
   * Settings whose values the caller cannot see (`npm run manifests:check`: those a manifest takes from a
   * Secret). They are given as present, so every rule that depends on them applies, but their own checks
   * are left to the app's start.
   */
  unseen?: ReadonlySet<string>;
}

/**
 * Reads an app's settings once, from the environment given (process.env at start-up), and validates
 * them; every app calls this exactly once in its entry point, so nothing else reads process.env.
 */
export function loadConfig<T extends object>(
  app: string,
  schema: ClassType<T>,
  env: NodeJS.ProcessEnv,
  options: LoadConfigOptions = {},
): T {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const config = plainToInstance(schema, raw, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: false }).filter(
    (error) => !options.unseen?.has(error.property),
  );
  if (errors.length > 0) {
    throw new ConfigError(app, describe(errors));
  }
  return config;
}
