/**
 * Architecture boundaries, checked in `npm run lint` (docs/ARCHITECTURE.md, "1. Layout"):
 * web features never import each other; server modules reach another module only through its service
 * (and its named errors and types); nothing imports tests; no cycles between modules.
 */
module.exports = {
  forbidden: [
    {
      name: 'web-no-cross-feature',
      comment: 'A web feature imports only itself and shared code (web/src/{api,components,lib,app}).',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'server-modules-through-services',
      comment:
        'A server module uses another module through its service (or its errors/types), never its repository, tables or routes.',
      severity: 'error',
      // tables may reference other modules' tables (foreign keys, joins inside a repository); which other
      // module's tables a module's SQL may name is scripts/check-table-owners.mjs's list; tests set up
      // whatever data they need
      from: { path: '^server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: ['^server/src/modules/$1/', '\\.(service|errors|types|table|presenters)\\.ts$'],
      },
    },
    {
      name: 'no-test-imports',
      severity: 'error',
      from: { pathNot: '(\\.test\\.tsx?$|/test/|^e2e/)' },
      to: { path: '(\\.test\\.tsx?$|/test/)' },
    },
    {
      name: 'no-circular-modules',
      severity: 'error',
      from: { path: '^server/src/modules/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
