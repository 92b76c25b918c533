# RAFdesk portal image: API, notification hub and the built web app in one Node process.
# Build: docker build -t rafdesk .   Run with PostgreSQL: see deploy/compose.yaml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && npm run build -w @rafdesk/ui \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production RAFDESK_BUILD_WEB_APP=false
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
# PGlite data (when DATABASE_URL is not set) lives here; mount a volume on it.
RUN mkdir -p /app/data && chmod 0700 /app/data
VOLUME ["/app/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s CMD node -e "fetch('http://127.0.0.1:8080/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "cli/bin/rafdesk.js", "serve", "--host", "0.0.0.0", "--port", "8080", "--data", "/app/data"]
