/** Where the site's Node server listens unless HOST and PORT say otherwise: the address `npm start` promises (docs/operators/one-machine.md). */
export const DEFAULT_LISTEN = { host: '127.0.0.1', port: '4321' } as const;
