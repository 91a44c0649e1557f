import { instrumentProcess } from '@stamp/server-kit/tracing';

// Imported first by main.ts: OpenTelemetry's instrumentations patch `http`, `undici` and `pg` as they load, so
// the SDK starts (when OTEL_EXPORTER_OTLP_ENDPOINT is set) before anything else is loaded. One process, one `service.name` for every span (the span names say which app did the work).
instrumentProcess('stamp');
