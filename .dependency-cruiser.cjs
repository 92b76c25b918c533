/** Dependency direction of RAFdesk (STYLE §8): core imports nothing of ours and no framework. */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'core-imports-nothing-of-ours', severity: 'error', from: { path: '^core/' }, to: { path: '^(adapters|ui|cli|stories|tests)/' } },
    {
      name: 'core-only-pure-libraries',
      comment: 'core may use zod, neverthrow and xstate only: no React, Fastify, Kysely, ky, inversify and no node: module (its tests and test builders, which are not built into dist, may use test libraries)',
      severity: 'error',
      from: { path: '^core/', pathNot: ['\\.test\\.ts$', '^core/src/testing/'] },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core', 'unknown'], pathNot: 'node_modules/(zod|neverthrow|xstate)/' },
    },
    { name: 'adapters-not-to-apps', severity: 'error', from: { path: '^adapters/' }, to: { path: '^(ui|cli|stories|tests)/' } },
    { name: 'adapters-not-to-siblings', severity: 'error', from: { path: '^adapters/src/([^/]+)/' }, to: { path: '^adapters/src/', pathNot: ['^adapters/src/$1/', '^adapters/src/shared/'] } },
    { name: 'adapters-only-in-composition-root', severity: 'error', from: { path: '^(ui|cli)/', pathNot: ['composition-root\\.tsx?$', '\\.test\\.tsx?$'] }, to: { path: '^adapters/' } },
    { name: 'no-cross-feature', severity: 'error', from: { path: '^ui/src/features/([^/]+)/' }, to: { path: '^ui/src/features/', pathNot: '^ui/src/features/$1/' } },
    { name: 'ui-features-not-to-app', comment: 'features import down: app/ composes features, never the other way', severity: 'error', from: { path: '^ui/src/features/' }, to: { path: '^ui/src/(app/|composition-root|main)' } },
    {
      name: 'ui-features-only-down',
      comment: 'a feature uses its own folder, shared/ and core; its tests and their fakes (*.testing.ts) may also use the test composition root',
      severity: 'error',
      from: { path: '^ui/src/features/([^/]+)/', pathNot: '\\.(test|testing)\\.tsx?$' },
      to: { path: '^ui/src/', pathNot: ['^ui/src/features/$1/', '^ui/src/shared/'] },
    },
    { name: 'ui-shared-not-up', comment: 'shared pieces know no feature and no app wiring', severity: 'error', from: { path: '^ui/src/shared/', pathNot: '\\.test\\.tsx?$' }, to: { path: '^ui/src/(app|features|testing)/|^ui/src/(composition-root|main)' } },
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
