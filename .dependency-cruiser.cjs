/**
 * The layering of DESIGN.md, checked by `npm run check`: data flows one way, CLI ->
 * engine -> rules -> core, and reports never reach into a rule system's internals.
 */
module.exports = {
  forbidden: [
    { name: 'rules-not-engine', severity: 'error', comment: 'rules never import the engine', from: { path: '^src/rules' }, to: { path: '^src/(engine|cli|report|scenario)' } },
    { name: 'core-stands-alone', severity: 'error', comment: 'core is system-agnostic types and helpers', from: { path: '^src/core' }, to: { path: '^src/(engine|cli|report|scenario|rules)' } },
    { name: 'battlefield-stands-alone', severity: 'error', comment: 'the board is geometry and state: system-agnostic, and it runs in the explorer page too', from: { path: '^src/battle' }, to: { path: '^src/(engine|cli|report|scenario|rules|app|analysis)' } },
    { name: 'rng-stands-alone', severity: 'error', from: { path: '^src/rng' }, to: { path: '^src/(engine|cli|report|scenario|rules)' } },
    { name: 'browser-clean', severity: 'error', comment: 'core, rng and rules run in the explorer page too: nothing of Node (the page bundle, src/explore/bundle.ts, fails on any Node import it reaches)', from: { path: '^src/(core|rng|rules|battle)' }, to: { dependencyTypes: ['core'] } },
    { name: 'report-not-rules-internals', severity: 'error', comment: 'reports see systems only through core types and the registry', from: { path: '^src/report' }, to: { path: '^src/rules/(?!registry)' } },
    { name: 'report-not-engine', severity: 'error', from: { path: '^src/report' }, to: { path: '^src/(engine|cli)' } },
    { name: 'scenario-not-rules-internals', severity: 'error', from: { path: '^src/scenario' }, to: { path: '^src/rules/(?!registry)' } },
    { name: 'app-not-rules-internals', severity: 'error', comment: 'plans reach systems through the registry, except the joust game, which is solved, not run', from: { path: '^src/app/(?!joust-strategy)' }, to: { path: '^src/rules/(?!registry)' } },
    { name: 'engine-not-rules-internals', severity: 'error', comment: 'the engine knows systems through the run plan; only worker entries load them', from: { path: '^src/engine' }, to: { path: '^src/rules/(?!registry|all-systems)' } },
    { name: 'cli-not-rules-internals', severity: 'error', comment: 'the CLI parses and prints: it reaches rule systems through the plans of src/app and the registry', from: { path: '^src/cli' }, to: { path: '^src/rules/(?!registry)' } },
    {
      name: 'cli-runs-plans',
      severity: 'error',
      comment: 'the CLI executes the plans src/app builds: it reads no scenario file, prepares or runs no matchup and analyses nothing itself (types, and the engine\'s formatting of a result, aside)',
      from: { path: '^src/cli' },
      to: { path: '^src/(scenario|analysis|explore)|^src/engine/(?!matchup-json|levers)', dependencyTypesNot: ['type-only'] },
    },
    { name: 'scenario-reads-files', severity: 'error', comment: 'scenario/ reads and checks scenario and overlay files; planning and running them is src/app', from: { path: '^src/scenario' }, to: { path: '^src/(engine|report|app|cli|analysis)' } },
    { name: 'app-under-cli', severity: 'error', comment: 'the plans are built for the commands: nothing below the CLI reaches up to them', from: { pathNot: '^src/(app|cli)' }, to: { path: '^src/app' } },
    { name: 'nothing-imports-cli', severity: 'error', from: { pathNot: '^src/cli' }, to: { path: '^src/cli' } },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
