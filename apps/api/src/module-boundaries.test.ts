import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

/** The messages `npm run lint` gives a file of this text at this path. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const REFUSED = [expect.stringMatching(/no-restricted-imports: .*Another module's tables/)];

describe('module boundaries (decision 0038)', () => {
  // The first lint loads the configuration and the TypeScript parser: seconds on a busy machine.
  beforeAll(() => lint('apps/api/src/warm-up.ts', ''));

  it.each([
    {
      what: "a module importing another module's tables, even for a type",
      file: 'apps/api/src/modules/favourites/shortcut.ts',
      code: "import type { products } from '../catalog/catalog.tables.ts';\nexport type P = typeof products;\n",
      expected: REFUSED,
    },
    {
      what: "a workflow importing a module's tables",
      file: 'apps/api/src/workflows/shortcut.ts',
      code: "import { carts } from '../modules/cart/cart.tables.ts';\nexport const c = carts;\n",
      expected: REFUSED,
    },
    {
      what: 'a module importing its own tables (allowed)',
      file: 'apps/api/src/modules/favourites/own.ts',
      code: "import { favourites } from './favourites.tables.ts';\nexport const f = favourites;\n",
      expected: [],
    },
    {
      what: "the schema gathering every module's tables (allowed)",
      file: 'apps/api/src/db/schema.ts',
      code: "export * from '../modules/cart/cart.tables.ts';\nexport * from '../modules/catalog/catalog.tables.ts';\n",
      expected: [],
    },
  ])('lint: $what', async ({ file, code, expected }) => {
    expect(await lint(file, code)).toEqual(expected);
  });
});
