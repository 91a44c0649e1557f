# syntax=docker/dockerfile:1
#
# One image for every app of the product. The command picks the app:
#
#   node dist/apps/gateway/src/main.js          (HTTP on PORT, default 3000)
#   node dist/apps/store-service/src/main.js
#   node dist/apps/member-service/src/main.js
#   node dist/apps/loyalty-service/src/main.js
#   node dist/apps/push-service/src/main.js
#   node dist/apps/standalone/src/main.js       (the default: everything in one process, embedded Postgres)
#
# See docs/deployment.md.

############################################################################ build
FROM node:20-bookworm-slim AS build
WORKDIR /app

# @scarf/scarf (pulled in by a production dependency) reports installs over the network; not from a build.
ENV SCARF_ANALYTICS=false

# Manifests first, so the install layer is reused while only application code changes. The workspace
# packages (libs/*) are copied whole: npm links every workspace listed in the lockfile, and a glob COPY of
# libs/*/package.json would flatten the paths.
COPY package.json package-lock.json ./
COPY libs ./libs
# Exactly the committed lockfile, as CI installs it (no `npm install` fallback that would hide drift).
RUN npm ci --include=dev --no-audit --no-fund

COPY . .
RUN npm run build

# Keep production dependencies only (the web app is already bundled into apps/web/dist), then gather exactly
# what the runtime needs under /out. `cp -a` keeps node_modules/@stamp/* as symlinks to ../../libs/*, whose
# main.js requires ../../dist/libs/*/src/index.js.
RUN npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /out/apps/web \
  && cp -a package.json node_modules dist /out/ \
  && cp -a apps/web/dist /out/apps/web/dist \
  && for lib in libs/*/; do \
       mkdir -p "/out/${lib}" && cp -a "${lib}package.json" "${lib}main.js" "/out/${lib}"; \
     done

############################################################################ runtime
FROM node:20-bookworm-slim AS runtime
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

# Every app stops cleanly on SIGTERM, so node can be PID 1 (compose also sets `init: true`).
CMD ["node", "dist/apps/standalone/src/main.js"]
