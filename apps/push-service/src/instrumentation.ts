import { instrumentProcess } from '@stamp/server-kit/tracing';

// Imported first by main.ts: OpenTelemetry's instrumentations patch `http`, `undici` and `pg` as they load, so
// the SDK starts (when OTEL_EXPORTER_OTLP_ENDPOINT is set) before anything else is loaded. The `service.name` of this app's spans.
instrumentProcess('push-service');
