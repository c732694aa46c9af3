/**
 * The import rules `npm run lint` enforces (dependency-cruiser): no circles anywhere in src,
 * type-only imports included; islands never import the server.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes an import order matter and a module hard to read alone.',
      from: { path: '^src' },
      to: { circular: true },
    },
    {
      name: 'islands-not-server',
      severity: 'error',
      comment: 'Islands run in the browser: what they share with the server lives in src/lib or src/content.',
      from: { path: '^src/islands' },
      to: { path: '^src/server' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules)/' },
  },
};
