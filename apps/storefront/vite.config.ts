import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
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

export default defineConfig({
  plugins: [contractSchemasOnDemand(), tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/ },
            {
              name: 'shared',
              test: /[\\/]app[\\/](components|features|lib)[\\/]|[\\/]packages[\\/]contract[\\/]/,
            },
          ],
        },
      },
    },
  },
});
