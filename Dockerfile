# One multi-stage build, three targets: build (compiles both workspaces), web (nginx with the
# SPA) and gateway (Node with the bundled API). Base images come from build args so a mirror
# or an offline registry can stand in for the official ones.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:stable-bookworm

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the npm ci layer stays cached until a lockfile or manifest changes.
COPY package.json package-lock.json ./
COPY web/package.json web/
COPY gateway/package.json gateway/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY web web
COPY gateway gateway
RUN npm run build
# nginx's upload locations, from the contract's list of upload routes; its access log's format,
# masking the secret paths the gateway's request log masks.
RUN node gateway/src/nginx/upload-locations.ts > upload-locations.conf \
    && node gateway/src/nginx/access-log-masking.ts > access-log-masking.conf

FROM ${NGINX_IMAGE} AS web
# Per client address: sign-in attempts, quote requests and visitor-count beacons per minute, and the burst allowed at once.
# TRUSTED_PROXIES: the CDN or proxy ranges whose X-Forwarded-For names the visitor (empty: none).
ENV GATEWAY_UPSTREAM=gateway:3000 \
    TRUSTED_PROXIES= \
    LOGIN_RATE_PER_MINUTE=10 \
    LOGIN_RATE_BURST=5 \
    CONTACT_RATE_PER_MINUTE=6 \
    CONTACT_RATE_BURST=3 \
    SITE_EVENTS_RATE_PER_MINUTE=120 \
    SITE_EVENTS_RATE_BURST=60
RUN rm -f /etc/nginx/conf.d/default.conf
COPY nginx/templates/ /etc/nginx/templates/
COPY nginx/snippets/ /etc/nginx/snippets/
COPY --from=build /app/upload-locations.conf /app/access-log-masking.conf /etc/nginx/snippets/
COPY nginx/docker-entrypoint.d/ /docker-entrypoint.d/
RUN chmod 755 /docker-entrypoint.d/*.sh
COPY --from=build /app/web/dist/ /usr/share/nginx/html/
# The published site (site-public volume, read-only here). Owned by the gateway's user (node,
# uid 1000) so a new volume is writable by the gateway whichever container mounts it first.
RUN mkdir -p /site && chown 1000:1000 /site && chmod 755 /site
# The site's certificate (site-tls volume, read-only here), which the gateway obtains and renews
# when SITE_URL is https://…; owned by the gateway's user like /site, readable by nginx's master.
RUN mkdir -p /tls && chown 1000:1000 /tls && chmod 700 /tls
EXPOSE 80 443
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD curl -fsS -o /dev/null http://127.0.0.1/ || exit 1

FROM ${NODE_IMAGE} AS gateway
# X-Forwarded-For (which nginx overwrites with the visitor's address) is believed only from
# TRUST_PROXY: web, compose's name for nginx, looked up again as containers move.
# MALLOC_ARENA_MAX: libvips' worker threads each grow a glibc malloc arena that is never given
# back; two arenas keep an idle gateway with the demo pictures at ~250 MB instead of ~390 MB.
# MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_: fixed at 128 KiB, a picture's pixel buffers are
# mapped and given back when freed (glibc otherwise raises the threshold to 32 MiB after the first
# large free and keeps them): after a burst of uploads the memory returns near idle.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    PORT=3000 \
    DATA_DIR=/data \
    PUBLIC_DIR=/site \
    TLS_DIR=/tls \
    TRUST_PROXY=web
# restic makes the scheduled backups (encrypted, deduplicated, checked) into BACKUP_REPOSITORY;
# ssh is its way to an SFTP host. Both from Debian, like the base image.
RUN apt-get update \
    && apt-get install -y --no-install-recommends restic openssh-client ca-certificates \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/gateway/dist/ ./dist/
# DATA_DIR (customers' requests, the database, the signing secret, the ACME account key) is the
# gateway's alone; PUBLIC_DIR (the published pages and pictures) is read by nginx from the same
# volume; TLS_DIR (the site's key and certificate, with an https SITE_URL) is read by nginx's
# master, which runs as root, so it stays owner-only.
RUN mkdir -p /data /site /tls && chown node:node /data /site /tls && chmod 700 /data /tls && chmod 755 /site
USER node
VOLUME ["/data", "/site", "/tls"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.mjs"]
