import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startBuiltServer } from '../bench/startup.ts';

const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const majorOf = (version: string) => Number(/(\d+)/.exec(version)![1]);

describe('the built server', () => {
  it('runs on the Node that package.json asks for and logs its start-up phases once', async () => {
    const server = await startBuiltServer({ PGLITE_DIR: 'memory://' });
    try {
      const started = await server.started;
      expect(majorOf(started.node)).toBeGreaterThanOrEqual(majorOf(engines.node));
      expect(Object.keys(started.startupMs)).toEqual(
        expect.arrayContaining([
          'imports',
          'databaseOpen',
          'migrations',
          'seedCheck',
          'appBuild',
          'storefrontImport',
          'listen',
          'total',
        ]),
      );
      expect((await fetch(`${server.origin}/`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
