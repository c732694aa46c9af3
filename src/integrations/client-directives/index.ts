/** The site's own hydration directive (after-load.ts), registered with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'after-load', entrypoint: fileURLToPath(new URL('./after-load.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:after-load'?: boolean;
  }
}
