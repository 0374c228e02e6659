/**
 * Schemas built on first use in the browser (decision 022). Every top-level `const x = z.…(…)` of the contracts'
 * modules becomes `const x = lazySchema(() => z.…(…))` (`shared-contracts/src/lazy-schema.ts`): a stand-in that
 * builds the schema the first time anything reads it, then forwards to it. A page then builds only the schemas of the
 * calls it makes, when it makes them, instead of every schema of every module it imports while its scripts start
 * (most of the contracts' start-up time). The api and the tests build them as written; only browser builds change.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The stand-in's code: the contracts' own `lazySchema`, tested with them. */
const RUNTIME = fileURLToPath(new URL('../../shared-contracts/src/lazy-schema.ts', import.meta.url));
const HELPER_NAME = '__lazySchema';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The identifier a call chain starts from (`z` of `z.optional(z.string())`), or null. */
function rootOf(node: Node | undefined): string | null {
  let current = node;
  while (current) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression') current = current.object as Node;
    else return null;
  }
  return null;
}

export function lazySchemas(modules: RegExp = /\/shared-contracts\/src\/(?!.*\.test\.)[^?]*\.ts$/): Plugin {
  return {
    name: 'storefront-lazy-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!modules.test(id) || id === RUNTIME || !/\bz\./.test(code)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const edits: Array<{ at: number; text: string }> = [];
      for (const statement of program.body) {
        const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as Node | null;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init?.type !== 'CallExpression' || rootOf(init) !== 'z') continue;
          // Pure: a schema nothing reads is left out of the bundle (the stand-in has no effect of its own).
          edits.push({ at: init.start, text: `/* @__PURE__ */ ${HELPER_NAME}(() => ` }, { at: init.end, text: ')' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
      return { code: `import { lazySchema as ${HELPER_NAME} } from ${JSON.stringify(RUNTIME)};\n${out}`, map: null };
    },
  };
}
