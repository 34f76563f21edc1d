// The architecture rules (docs/architecture.md), checked by dependency-cruiser in `npm run check`
// (`npm run arch`). Imports flow one way: routes → features → (ui, api, platform, finance) →
// machines → contract; QA's tools and the studio stand beside the app; the sandbox is the
// backend's stand-in and never part of the app. Each rule's comment is what a violation prints.
const APP_LIBS = '^node_modules/(react|react-dom|xstate|@xstate)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'An import cycle: these files depend on each other in a loop. Move what both need into a module below them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-at-the-bottom',
      severity: 'error',
      comment:
        'contract/ is the lowest layer: the app, the machines, the sandbox and the tools derive from it, it imports none of them, nor React or XState.',
      from: { path: '^contract/' },
      to: { path: ['^(src|machines|sandbox|qa|studio|fakes|scripts)/', APP_LIBS] },
    },
    {
      name: 'fakes-above-the-contract-only',
      severity: 'error',
      comment:
        "fakes/ (the lender's browser-side services' stand-ins) is shared by the sandbox and the app's QA tools: it imports only the contract.",
      from: { path: '^fakes/' },
      to: { path: ['^(src|machines|sandbox|qa|studio|scripts)/', APP_LIBS] },
    },
    {
      name: 'machines-are-pure',
      severity: 'error',
      comment:
        'machines/ holds the statecharts, pure XState: no React, no app code, no sandbox, no tools. Every effect is a named actor or action src/ provides.',
      from: { path: '^machines/' },
      to: { path: ['^(src|sandbox|qa|studio|scripts)/', '^node_modules/(react|react-dom)(/|$)'] },
    },
    {
      name: 'machines-graph-is-generic',
      severity: 'error',
      comment:
        'machines/graph is generic and sits under the machines (their model.ts import it); which machines the tools read is machines/catalog, above them.',
      from: { path: '^machines/graph/' },
      to: { path: '^machines/(registration|session|liveness|flow-channel|catalog)/' },
    },
    {
      name: 'shared-code-below-features',
      severity: 'error',
      comment:
        'src/ui, src/api, src/platform and src/finance are shared by the features: they import no feature, no route, no sandbox and no tool.',
      from: { path: '^src/(ui|api|platform|finance)/' },
      to: { path: ['^src/(features|routes|app)/', '^(sandbox|qa|studio)/'] },
    },
    {
      name: 'features-below-routes',
      severity: 'error',
      comment:
        'A feature owns its views, calls and components; the routes import the features, never the other way, and no feature imports the sandbox or a tool.',
      from: { path: '^src/features/' },
      to: { path: ['^src/routes/', '^(sandbox|qa|studio)/'] },
    },
    {
      name: 'app-never-imports-the-sandbox-or-tools',
      severity: 'error',
      comment:
        "The app never ships the sandbox nor QA's tools; the studio only through /dev/flow's route (src/routes/{-$locale}/dev.flow.tsx).",
      from: { path: '^src/', pathNot: '^src/routes/\\{-\\$locale\\}/dev\\.flow\\.tsx$' },
      to: { path: '^(sandbox|qa|studio)/' },
    },
    {
      name: 'dev-flow-route-reaches-the-studio-only',
      severity: 'error',
      comment: "/dev/flow mounts the studio's view, never the sandbox nor QA's tools.",
      from: { path: '^src/routes/\\{-\\$locale\\}/dev\\.flow\\.tsx$' },
      to: { path: '^(sandbox|qa)/' },
    },
    {
      name: 'sandbox-apart-from-the-app',
      severity: 'error',
      comment:
        'The sandbox is the backend: it speaks the contract, and reads neither the app nor its machines.',
      from: { path: '^sandbox/' },
      to: { path: '^(src|machines|studio|qa)/' },
    },
    {
      name: 'qa-apart',
      severity: 'error',
      comment:
        "QA's tools stand beside the app: they read the machines and the contract, never the app's own code nor the studio.",
      from: { path: '^qa/' },
      to: { path: '^(src|studio)/' },
    },
    {
      name: 'studio-apart',
      severity: 'error',
      comment:
        "The product team's studio stands beside the app: it reads the machines and the contract, never QA's tools, and of the app only its design tokens (src/ui/global.css).",
      from: { path: '^studio/' },
      to: { path: ['^qa/', '^src/'], pathNot: '^src/ui/global\\.css$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-[^/]+|\\.serve|\\.qa|\\.observatory|\\.routes)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle through types is still a cycle for a reader.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
