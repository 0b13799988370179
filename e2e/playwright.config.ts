import { defineConfig } from '@playwright/test';

/** E2E_PORT lets two runs share a machine. */
export const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A page loaded in full (server-rendered category listings) can take over 5 s on a busy two-CPU machine.
  expect: { timeout: 10_000 },
  // Journeys that sign in and load several server-rendered pages pass 30 s when the machine is busy.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace (its screencast above all) took about half the journeys' CPU on a two-CPU
    // machine; chasing a failure, run with `--trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      // Debian's headless shell: the full browser's Blink without its desktop shell, twice as fast to
      // open and load pages on a two-CPU machine (scripts/ensure-chromium.sh installs it).
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'journeys',
      testMatch: /\.spec\.ts$/,
      testIgnore: /(switches|settings|console-content|pincodes)\.spec\.ts$/,
    },
    // The shop owner flips UI switches and the brand colour the other journeys rely on, and lists the
    // pincodes Kesar delivers to (other journeys ship to any): only once they have finished.
    { name: 'switches', testMatch: /(switches|settings|pincodes)\.spec\.ts$/, dependencies: ['journeys'] },
    // The owner rewrites Veerya's banners and about-us, which the shell journeys read (and a switch
    // turned off for a moment would hide): after both.
    { name: 'content', testMatch: /console-content\.spec\.ts$/, dependencies: ['switches'] },
    // `npm run screenshots`: refreshes docs/screenshots/ (not a test; run after UI work and look).
    { name: 'screenshots', testMatch: /\.shots\.ts$/ },
  ],
  webServer: {
    // `npm start`'s own command (after the build npm test has made), on a fresh embedded database.
    // Every journey signs in from 127.0.0.1: the per-address hourly limit is raised above their number.
    // The loopback address is a trusted proxy, through which the owner's API sign-ins name an address
    // each (orders-api.ts): the owner's 5 codes an hour from one network would not last the journeys.
    // The demo shops are searched in memory, as a shop of thousands of products is (the API's tests
    // cover both ways): the journeys' searches and the owner's edits go through the index.
    command: `env -u DATABASE_URL -u REDIS_URL PORT=${PORT} PGLITE_DIR=memory:// LOG_LEVEL=warn OTP_SENDS_PER_IP_PER_HOUR=1000 TRUST_PROXY=127.0.0.1 SEARCH_INDEX_MIN_PRODUCTS=0 VITRINE_MODE=demo npm run serve`,
    cwd: '..',
    url: `http://localhost:${PORT}/readyz`,
    // Creating the in-memory database takes most of a minute when the machine is busy.
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
