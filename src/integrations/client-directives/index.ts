/** The site's own hydration directives (after-load.ts, visible-after-paint.ts), registered with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'after-load', entrypoint: fileURLToPath(new URL('./after-load.ts', import.meta.url)) });
        addClientDirective({
          name: 'visible-after-paint',
          entrypoint: fileURLToPath(new URL('./visible-after-paint.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:after-load'?: boolean;
    'client:visible-after-paint'?: boolean;
  }
}
