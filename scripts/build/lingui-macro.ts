// Lingui's macros (msg``, t``, <Trans>) are compiled by their Babel plugin. Babel runs through
// vite-plugin-babel rather than @rolldown/plugin-babel: that one declares Node ≥ 22, and the
// project runs on Node 20 (README). Babel only parses the syntax (TypeScript, and JSX where a
// file may hold it); the types and the JSX are left to Vite's own transform.
import babel from 'vite-plugin-babel';

const macroIn = (include: RegExp, syntax: ('typescript' | 'jsx')[]) =>
  babel({
    include,
    exclude: /node_modules/,
    babelConfig: {
      babelrc: false,
      configFile: false,
      // Babel prints the file anew: its map keeps the build's source maps pointing at the source.
      sourceMaps: true,
      parserOpts: { plugins: syntax },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    },
  });

/** The plugins for every configuration that compiles the app's or the studio's sources. */
export function linguiMacro() {
  return [macroIn(/\.tsx$/, ['typescript', 'jsx']), macroIn(/\.ts$/, ['typescript'])];
}
