import { IsOptional, Matches } from 'class-validator';

/**
 * OTEL_EXPORTER_OTLP_ENDPOINT: an OpenTelemetry collector's OTLP/HTTP base URL (spans go to
 * `<endpoint>/v1/traces`). Unset: trace ids still travel and reach the logs, nothing is exported.
 */
export function IsOtlpEndpoint(): PropertyDecorator {
  const optional = IsOptional();
  const url = Matches(/^https?:\/\/[^\s]+$/, {
    message: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, e.g. http://otel-collector:4318',
  });
  return (target, property) => {
    optional(target, property);
    url(target, property);
  };
}
