# syntax=docker/dockerfile:1
# CareRoster: one image for every instance (README "Production shape", decision 010).
# The server runs as the JavaScript bundle `npm start` runs (decision 013); it and the web client
# are built here, so the runtime stage never builds anything.
ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace's manifest, so `npm ci` sees the same tree as the lockfile.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# All dependencies (Vite and TypeScript are dev dependencies of the build).
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

FROM deps AS web
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build -w @careroster/web

FROM deps AS api
COPY packages/shared packages/shared
COPY apps/api apps/api
RUN npm run build -w @careroster/api

# Runtime dependencies only: sharp, argon2 and @napi-rs/canvas come
# as prebuilt binaries for the image's platform (glibc).
FROM manifests AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=prod-deps /app ./
# The bundle finds its package folder by its package.json, and the migrations under src/db.
COPY --from=api /app/apps/api/dist apps/api/dist
COPY apps/api/src/db/migrations apps/api/src/db/migrations
COPY --from=web /app/apps/web/dist apps/web/dist
# The image's own `node` user (uid 1000); it may write only DATA_DIR (dev outbox, PGlite and
# uploads when the instance runs embedded, VAPID keys).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# As scripts/start.mjs runs the server, without its build steps.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "apps/api/dist/server.js"]
