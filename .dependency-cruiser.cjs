/**
 * The import rules `npm run lint` enforces (dependency-cruiser): no circles anywhere in src,
 * type-only imports included; the server's handlers reach the store through its interfaces,
 * never a backend folder; http/ never imports a handler; islands never import the server; the
 * content studio's folders import each other one way only.
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
      name: 'handlers-not-backends',
      severity: 'error',
      comment:
        'Handlers and the store interfaces know the store by its interfaces (src/server/store/*.ts); only the backend folders know tables and collections, and only backend.ts, which builds the one store of the process, picks one.',
      from: { path: '^src/server/', pathNot: ['^src/server/store/(sqlite|firestore)/', '^src/server/backend\\.ts$'] },
      to: { path: '^src/server/store/(sqlite|firestore)/' },
    },
    {
      name: 'backends-apart',
      severity: 'error',
      comment: 'One backend never reaches into the other.',
      from: { path: '^src/server/store/sqlite/' },
      to: { path: '^src/server/store/firestore/' },
    },
    {
      name: 'backends-apart-too',
      severity: 'error',
      comment: 'One backend never reaches into the other.',
      from: { path: '^src/server/store/firestore/' },
      to: { path: '^src/server/store/sqlite/' },
    },
    {
      name: 'handlers-apart',
      severity: 'error',
      comment: 'The contact and the staff handlers share only http/ and store/: neither imports the other.',
      from: { path: '^src/server/(contact|admin)/' },
      to: { path: '^src/server/(contact|admin)/', pathNot: '^src/server/$1/' },
    },
    {
      name: 'http-below-handlers',
      severity: 'error',
      comment:
        'http/ is the layer the handlers build on (answers, limits, routing, serving): the handlers import it, never the reverse; what both need lives in http/.',
      from: { path: '^src/server/http/' },
      to: { path: '^src/server/(admin|contact)/' },
    },
    {
      name: 'islands-not-server',
      severity: 'error',
      comment:
        "Islands run in the browser: what they share with the server lives in src/content, src/lib or (the staff API's requests and answers) src/admin-api.",
      from: { path: '^src/islands' },
      to: { path: '^src/server' },
    },
    {
      name: 'studio-folders-one-way',
      severity: 'error',
      comment:
        'The studio is grouped by feature (docs/developers/ARCHITECTURE.md): a folder builds on the folders below it and never on one that builds on it, so each can be read, and tested, from the bottom up.',
      scope: 'folder',
      from: { path: '^src/islands/admin/studio/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules)/' },
  },
};
