/** What the server hands every on-demand route (src/server/main.ts, src/integrations/site-services.ts). */
declare namespace App {
  interface Locals {
    services: import('./server/services').SiteServices;
    /** Resolves once the answer's socket takes more (src/server/http/socket-drain.ts); absent under `astro dev`. */
    socketDrain?: () => Promise<void>;
  }
}
