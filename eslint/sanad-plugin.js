// Sanad's own lint rules (issue #11 §3), for what no installed plugin checks as we need it.
import path from 'node:path';

const FEATURES = path.resolve('src/web/features');

/** The feature folder a file belongs to (`pos` for src/web/features/pos/…), or null. */
function featureOf(file) {
  const rel = path.relative(FEATURES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : null;
}

/**
 * A web feature does not import another feature's files: what two features share lives in
 * src/web/lib or src/web/components. Relative imports are resolved against the importing file,
 * so `../pos/x` and `../../features/pos/x` are both caught.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross:
        "Feature '{{own}}' imports '{{source}}' of feature '{{other}}': move what both use to src/web/lib or src/web/components (issue #11 §3).",
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const other = featureOf(path.resolve(path.dirname(context.filename), source.value));
      if (other && other !== own)
        context.report({
          node: source,
          messageId: 'cross',
          data: { own, other, source: source.value },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/**
 * File names: kebab-case (`sale-store.ts`, `get-invoice.ts`), and PascalCase only for a .tsx file
 * named after the component it exports (`PosPage.tsx`). Suffixes such as `.test`, `.e2e` and
 * `.config` follow the stem.
 */
const fileNames = {
  meta: {
    type: 'suggestion',
    messages: {
      name: "File name '{{name}}': use kebab-case, or PascalCase for a .tsx component (issue #11 §3).",
    },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const base = path.basename(context.filename);
        const stem = base.split('.')[0];
        const ok = KEBAB.test(stem) || (base.endsWith('.tsx') && PASCAL.test(stem));
        if (!ok) context.report({ node, messageId: 'name', data: { name: base } });
      },
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries, 'file-names': fileNames } };
