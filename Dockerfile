# The site's Node server as the Cloud Run service `ornek-site` runs it (docs/operators/deploy.md).
# Nothing is built here: .github/workflows/deploy.yml tests and builds first, and the image gets
# the built dist/ and package.json's dependencies, which are all the server imports at run time
# (scripts/build-server.ts fails the build otherwise). tests/deploy/image.spec.ts copies what
# the COPY lines name into an empty folder, runs the RUN line there and starts the server.
FROM node:24-bookworm-slim

ENV NODE_ENV=production
WORKDIR /app

# The packages first, so a change of code alone reuses this layer. The npm cache stays out of
# the image (a cache mount: BuildKit, Docker's default builder).
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

COPY dist ./dist

# Memory: the service has 512 MiB (deploy/cloud-run-service.yaml) and stays under 400 under hostile
# load (`npm run bench:hostile -- --as-image` measures it with these settings). glibc hands every
# freed block of 128 KiB or more back to the system at once (by default it raises that threshold
# as large blocks are freed, and the image work's buffers then stay in its heaps: +180 MiB) and
# keeps two heaps rather than one per thread; V8 collects its old space before it passes 192 MiB
# instead of growing towards its own limit first, and keeps its young generation at 16 MiB a half.
ENV MALLOC_MMAP_THRESHOLD_=131072 MALLOC_ARENA_MAX=2 NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=16"

# `node`: the unprivileged user of the Node images; the files above stay root's, read-only to it.
USER node
# Every interface of the container, not only its loopback; Cloud Run sets PORT (8080).
ENV HOST=0.0.0.0 PORT=8080
# The content the build was made from (scripts/build-server.ts copies it into dist): the pages the
# server renders per request read it, German's included, which no built-in default holds.
ENV CONTENT_SNAPSHOT_DIR=dist/content-snapshot
EXPOSE 8080
CMD ["node", "dist/server/main.mjs"]
