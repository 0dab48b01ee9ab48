// A local ESLint rule that keeps the layout of docs/architecture.md true:
// - a server module imports another module's services, never its repositories (its SQL);
// - a web feature never imports another feature (shared code moves down to src/lib or src/components).
import path from 'node:path';

const SERVER_MODULES = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;
const WEB_FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

/** The folder right below `marker` in `file`, or null when the file is not below it. */
function areaOf(file, marker) {
  const at = file.indexOf(marker);
  if (at < 0) return null;
  return file.slice(at + marker.length).split(path.sep)[0] ?? null;
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Server modules use only their own repositories; web features do not import each other.',
    },
    messages: {
      repository:
        "'{{target}}' is the {{module}} module's repository: use that module's service (docs/architecture.md).",
      feature:
        "'{{target}}' belongs to the {{feature}} feature: features do not import each other; move shared code to src/lib or src/components.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const ownModule = areaOf(file, SERVER_MODULES);
    const ownFeature = areaOf(file, WEB_FEATURES);
    if (!ownModule && !ownFeature) return {};

    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const targetModule = areaOf(target, SERVER_MODULES);
      if (ownModule && targetModule && targetModule !== ownModule && /-repository\.ts$/.test(target)) {
        context.report({
          node: node.source,
          messageId: 'repository',
          data: { target: spec, module: targetModule },
        });
      }
      const targetFeature = areaOf(target, WEB_FEATURES);
      if (ownFeature && targetFeature && targetFeature !== ownFeature) {
        context.report({
          node: node.source,
          messageId: 'feature',
          data: { target: spec, feature: targetFeature },
        });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
