import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';

const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;

/**
 * The contract builds its zod schemas in top-level statements, which a bundler keeps even when no
 * browser code uses them, since a call may have side effects. This wraps each top-level `const`
 * whose value is a call in a function call marked pure, so the browser's bundle builds only the
 * schemas its pages use (decision 0011: building them all was a third of the scripts' start-up).
 */
function contractSchemasOnDemand(): Plugin {
  return {
    name: 'vitrine:contract-schemas-on-demand',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const edits: Array<{ at: number; text: string }> = [];
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          const value = declaration.initializer;
          if (!value || !ts.isCallExpression(value)) continue;
          edits.push({ at: value.getStart(source), text: '/* @__PURE__ */ (() => ' });
          edits.push({ at: value.getEnd(), text: ')()' });
        }
      }
      if (edits.length === 0) return null;
      let output = code;
      for (const { at, text } of edits.sort((a, b) => b.at - a.at))
        output = output.slice(0, at) + text + output.slice(at);
      return { code: output, map: null };
    },
  };
}

const CLIENT_MODULE_GRAPH = 'virtual:client-module-graph';

/**
 * `virtual:client-module-graph`: each browser script's address and the addresses of the scripts it
 * imports, so the server's script starter (decision 0011) can evaluate every script after the ones
 * it needs. React Router builds the browser's scripts first and removes their manifest only after
 * the server is built, so the server build reads it; the browser build and development get `{}`.
 */
function clientModuleGraph(): Plugin {
  let manifestPath = '';
  let base = '/';
  return {
    name: 'vitrine:client-module-graph',
    configResolved(config) {
      manifestPath = `${config.root}/build/client/.vite/manifest.json`;
      base = config.base;
    },
    resolveId: (source) => (source === CLIENT_MODULE_GRAPH ? `\0${CLIENT_MODULE_GRAPH}` : null),
    load(id) {
      if (id !== `\0${CLIENT_MODULE_GRAPH}`) return null;
      const graph: Record<string, string[]> = {};
      if (this.environment.name !== 'client' && existsSync(manifestPath)) {
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
          string,
          { file: string; imports?: string[] }
        >;
        for (const chunk of Object.values(manifest)) {
          graph[base + chunk.file] = (chunk.imports ?? []).map((key) => base + manifest[key]!.file);
        }
      }
      return `export default ${JSON.stringify(graph)};`;
    },
  };
}

export default defineConfig({
  plugins: [contractSchemasOnDemand(), clientModuleGraph(), tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
            { name: 'contract', test: /[\\/]packages[\\/]contract[\\/]/, priority: 1 },
            { name: 'shared', test: /[\\/]app[\\/](components|features|lib)[\\/]/ },
          ],
        },
      },
    },
  },
});
