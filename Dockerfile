# The site's Node server as the Cloud Run service `ornek-site` runs it (README: "Production deploy").
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

# `node`: the unprivileged user of the Node images; the files above stay root's, read-only to it.
USER node
# Every interface of the container, not only its loopback; Cloud Run sets PORT (8080).
ENV HOST=0.0.0.0 PORT=8080
EXPOSE 8080
CMD ["node", "dist/server/main.mjs"]
