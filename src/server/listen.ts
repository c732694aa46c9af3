/** Where the site's Node server listens unless HOST and PORT say otherwise (README: `npm start`). */
export const DEFAULT_LISTEN = { host: '127.0.0.1', port: '4321' } as const;
