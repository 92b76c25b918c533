/** Dependency direction of RAFdesk (STYLE §8): core imports nothing of ours and no framework. */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'core-imports-nothing-of-ours', severity: 'error', from: { path: '^core/' }, to: { path: '^(adapters|ui|cli|stories|tests)/' } },
    {
      name: 'core-only-pure-libraries',
      comment: 'core may use zod, neverthrow and xstate only: no React, Fastify, Kysely, ky, inversify and no node: module',
      severity: 'error',
      from: { path: '^core/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core', 'unknown'], pathNot: 'node_modules/(zod|neverthrow|xstate)/' },
    },
    { name: 'adapters-not-to-apps', severity: 'error', from: { path: '^adapters/' }, to: { path: '^(ui|cli|stories|tests)/' } },
    { name: 'adapters-not-to-siblings', severity: 'error', from: { path: '^adapters/src/([^/]+)/' }, to: { path: '^adapters/src/', pathNot: ['^adapters/src/$1/', '^adapters/src/shared/'] } },
    { name: 'adapters-only-in-composition-root', severity: 'error', from: { path: '^(ui|cli)/', pathNot: ['composition-root\\.tsx?$', '\\.test\\.tsx?$'] }, to: { path: '^adapters/' } },
    { name: 'no-cross-feature', severity: 'error', from: { path: '^ui/src/features/([^/]+)/' }, to: { path: '^ui/src/features/', pathNot: '^ui/src/features/$1/' } },
    { name: 'nothing-imports-apps', severity: 'error', from: { pathNot: '^(ui|cli|stories|tests)/' }, to: { path: '^(ui|cli|stories|tests)/' } },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(core|adapters|ui|cli|stories|tests)/(dist|build|storybook-static)/' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'require', 'node', 'default'], exportsFields: ['exports'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
