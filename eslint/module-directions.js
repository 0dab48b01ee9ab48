// The allowed directions between server modules (apps/server/src/modules/<name>), and the ESLint rule that
// holds the code to them (docs/architecture.md, "Module directions"). A module imports another module only
// when this table lists it; a module left out imports no other module. Wiring that would point back
// goes through the composition root, src/app-services.ts, which may import every module (a service, or
// a function, passed in). Tests are not checked: they may arrange anything.
import path from 'node:path';

/** Module -> the modules it may import. No pair may appear both ways; the table has no cycle (its test checks). */
export const ALLOWED_DIRECTIONS = {
  accounts: ['audit', 'ledger', 'mail', 'rate-limit', 'site', 'sms'],
  catalog: ['audit'],
  dashboard: ['accounts'],
  'exchange-rates': ['accounts'],
  fulfilment: ['exchange-rates', 'ledger', 'marketing', 'notifications', 'ops'],
  idempotency: ['orders'],
  inquiries: ['accounts', 'audit', 'notifications', 'orders', 'rate-limit'],
  marketing: ['accounts', 'audit', 'catalog', 'ledger', 'points', 'rate-limit'],
  openapi: ['public-api', 'public-api-v2'],
  'order-requests': ['fulfilment'],
  orders: [
    'accounts',
    'audit',
    'catalog',
    'fulfilment',
    'ledger',
    'marketing',
    'ops',
    'order-requests',
    'rate-limit',
    'site',
  ],
  points: ['accounts', 'audit', 'ledger', 'notifications', 'ops', 'rate-limit', 'site'],
  'provider-import': ['accounts', 'audit', 'catalog', 'exchange-rates', 'fulfilment', 'providers'],
  providers: ['audit', 'fulfilment', 'notifications'],
  'public-api': ['accounts', 'catalog', 'idempotency', 'orders', 'rate-limit'],
  'public-api-v2': [
    'accounts',
    'catalog',
    'idempotency',
    'marketing',
    'order-requests',
    'orders',
    'public-api',
  ],
  site: ['audit'],
  sms: ['rate-limit', 'site'],
  social: ['accounts', 'rate-limit', 'site'],
};

const SERVER_MODULES = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;

function moduleOf(file) {
  const at = file.indexOf(SERVER_MODULES);
  if (at < 0) return null;
  return file.slice(at + SERVER_MODULES.length).split(path.sep)[0] ?? null;
}

const allows = (from, to) => (ALLOWED_DIRECTIONS[from] ?? []).includes(to);

export const moduleDirections = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Server modules import each other only in the directions eslint/module-directions.js lists.',
    },
    messages: {
      notAllowed:
        "The {{from}} module may not import the {{to}} module ('{{target}}'): eslint/module-directions.js does not list {{from}} -> {{to}}. Pass the service in through src/app-services.ts, or move the code to the module that owns it.",
      twoWay:
        'eslint/module-directions.js lists both {{from}} -> {{to}} and {{to}} -> {{from}}: module directions run one way.',
    },
    schema: [],
  },
  create(context) {
    const from = moduleOf(context.filename);
    if (!from) return {};

    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), spec);
      const to = moduleOf(target);
      if (!to || to === from) return;
      if (!allows(from, to)) {
        context.report({ node: node.source, messageId: 'notAllowed', data: { from, to, target: spec } });
      } else if (allows(to, from)) {
        context.report({ node: node.source, messageId: 'twoWay', data: { from, to } });
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

export default { rules: { 'module-directions': moduleDirections } };
