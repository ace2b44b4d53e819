import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // At least two files at once, even on two cores: an API test spends much of its time
    // waiting on its database, so a second worker shortens the suite by a quarter (embedded
    // database) to a third (PostgreSQL) there. Vitest's default leaves one core idle.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
