import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each feature's tables are its own; the platform's (sessions, rate limits, jobs) are in db/.
  schema: ['./src/server/db/platform.tables.ts', './src/server/features/*/*.tables.ts'],
  out: './src/server/db/migrations',
});
