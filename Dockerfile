# One image for every app of the product. The command picks the app:
#
#   node dist/apps/gateway/src/main.js          (HTTP on PORT, default 3000)
#   node dist/apps/store-service/src/main.js
#   node dist/apps/member-service/src/main.js
#   node dist/apps/loyalty-service/src/main.js
#   node dist/apps/push-service/src/main.js
#   node dist/apps/standalone/src/main.js       (the default: everything in one process, embedded Postgres)
#   node dist/tools/migrations/migrate.js       (every service's migrations, once: the Kubernetes Job)
#
# See docs/deployment.md. No `# syntax=` line: with one, BuildKit fetches that frontend from a registry
# before anything else; the builder's own Dockerfile frontend reads everything here.

# Node 24, the active LTS line (engines in package.json: 20.19+, 22, 24), on Debian 12 "bookworm" slim.
# Pinned to the exact release by its tag; no registry was reachable where this was written, so the digest
# is not committed. To pin by digest as well (recommended for production builds):
#   docker buildx imagetools inspect node:24.21.0-bookworm-slim   # prints the index digest
#   docker build --build-arg NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:<digest> .
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

############################################################################ build
FROM ${NODE_IMAGE} AS build
WORKDIR /app

# @scarf/scarf (pulled in by a production dependency) reports installs over the network; not from a build.
ENV SCARF_ANALYTICS=false

# Manifests first, so the install layer is reused while only application code changes. The workspace
# packages (libs/*) are copied whole: npm links every workspace listed in the lockfile, and a glob COPY of
# libs/*/package.json would flatten the paths.
COPY package.json package-lock.json ./
COPY libs ./libs
# Exactly the committed lockfile, as CI installs it (no `npm install` fallback that would hide drift).
# On a network that re-signs TLS (an intercepting proxy), hand npm that network's CA bundle as a BuildKit
# secret: it is trusted besides the usual roots (NODE_EXTRA_CA_CERTS) for this step only and never lands
# in a layer. Optional: without it npm trusts the usual roots.
#   DOCKER_BUILDKIT=1 docker build --secret id=npm_ca,src=/path/to/ca-bundle.pem -t stamp:0.1.0 .
RUN --mount=type=secret,id=npm_ca,required=false \
  if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
  && npm ci --include=dev --no-audit --no-fund

COPY . .
RUN npm run build

# Keep production dependencies only (the web app is already bundled into apps/web/dist), then gather exactly
# what the runtime needs under /out. `cp -a` keeps node_modules/@stamp/* as symlinks to ../../libs/*, whose
# main.js requires ../../dist/libs/*/src/index.js (server-kit: one entries/<concern>.js per entry point). A
# lib with neither has nothing to run (api-client: the web app's TypeScript, bundled into apps/web/dist); any
# failed copy fails the build.
RUN npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /out/apps/web \
  && cp -a package.json node_modules dist /out/ \
  && cp -a apps/web/dist /out/apps/web/dist \
  && for lib in libs/*/; do \
       if [ -d "${lib}entries" ]; then entry=entries; elif [ -f "${lib}main.js" ]; then entry=main.js; else continue; fi; \
       mkdir -p "/out/${lib}" && cp -a "${lib}package.json" "${lib}${entry}" "/out/${lib}" || exit 1; \
     done

############################################################################ runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app

# Application files stay owned by root (read-only for the app); only DATA_DIR is writable by `node`.
COPY --from=build /out/ /app/
# DATA_DIR/mail exists in the image so that a volume mounted there (compose) starts owned by `node`.
RUN mkdir -p /app/data/mail && chown -R node:node /app/data

# `node` is uid 1000 in the node images (Kubernetes manifests set runAsUser: 1000 to match).
USER node
ENV DATA_DIR=/app/data
EXPOSE 3000

# Healthy once the product answers /readyz (every service reached its database): the default command
# (standalone) and the gateway. The four services have no HTTP port; docker-compose.yml turns the check off
# for them, and Kubernetes uses its own probes.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Every app stops cleanly on SIGTERM, so node can be PID 1 (compose also sets `init: true`).
CMD ["node", "dist/apps/standalone/src/main.js"]
