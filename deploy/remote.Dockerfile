# syntax=docker/dockerfile:1
#
# One image per micro-frontend remote, built from the monorepo root (build context `.`):
#
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=mf-catalog -t storefront/mf-catalog .
#
# REMOTE is one of mf-catalog | mf-account | mf-cart-checkout | mf-after-sales | mf-cara.
# Stage 1 installs only that remote and what it depends on (the contracts, the remote kit and the tooling) from the lockfile and
# runs its vite build; stage 2 is nginx:alpine serving the static dist (deploy/nginx-remote.conf:
# CORS, cache policy, precompressed .gz). The dist is location-independent (base './'), so the same
# image works behind any URL the shell's remotes manifest points at.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:alpine

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
ARG REMOTE
RUN case "$REMOTE" in \
      mf-catalog|mf-account|mf-cart-checkout|mf-after-sales|mf-cara) ;; \
      *) echo "build arg REMOTE must be one of mf-catalog mf-account mf-cart-checkout mf-after-sales mf-cara (got '$REMOTE')" >&2; exit 1 ;; \
    esac
# The version in package.json "packageManager"; no corepack.
RUN npm install -g pnpm@9.15.9
ENV CI=true
WORKDIR /app

# Manifests first, so the dependency layer is reused until the lockfile or these manifests change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shared-contracts/package.json shared-contracts/
COPY remote-kit/package.json remote-kit/
COPY tooling/package.json tooling/
COPY ${REMOTE}/package.json ${REMOTE}/
RUN --mount=type=cache,id=storefront-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store --filter "@storefront/${REMOTE}..."

COPY tsconfig.base.json ./
COPY shared-contracts/ shared-contracts/
COPY remote-kit/ remote-kit/
COPY tooling/ tooling/
COPY ${REMOTE}/ ${REMOTE}/
# Optional label the remote shows in its build (import.meta.env.VITE_BUILD_LABEL), e.g. a git sha.
ARG BUILD_LABEL=""
WORKDIR /app/${REMOTE}
RUN BUILD_LABEL="$BUILD_LABEL" pnpm exec vite build --configLoader runner \
 && test -f dist/remote.js && test -f dist/remote-manifest.json

# ---------------------------------------------------------------------------------------------
FROM ${NGINX_IMAGE} AS runtime
ARG REMOTE
LABEL org.opencontainers.image.title="storefront-${REMOTE}" \
      org.opencontainers.image.description="Trade storefront micro-frontend remote ${REMOTE} (static, nginx)"
RUN rm -rf /usr/share/nginx/html/*
COPY deploy/nginx-remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${REMOTE}/dist/ /usr/share/nginx/html/
EXPOSE 80
# For `docker run` on its own; docker-compose.yml declares the same check.
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/remote.js || exit 1
