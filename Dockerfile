# Salon server image (deployment elsewhere; see docker-compose.yml).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY shared shared
COPY server server
COPY client client
RUN npm run build
ENV PORT=2567
EXPOSE 2567
CMD ["npx", "tsx", "server/src/main.ts"]
