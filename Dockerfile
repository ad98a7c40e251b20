# Salon server image (deployment elsewhere; see docker-compose.yml).
FROM node:20-bookworm-slim
WORKDIR /app
# better-sqlite3 (the embedded database) builds from source when no prebuilt binary can be fetched.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json tsconfig.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY shared shared
COPY server server
COPY client client
COPY scripts/build-server.ts scripts/
RUN npm run build
ENV PORT=2567
ENV DATA_DIR=/data
VOLUME /data
EXPOSE 2567
# The bundle built above (server/dist): plain node, no TypeScript tooling at run time.
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
