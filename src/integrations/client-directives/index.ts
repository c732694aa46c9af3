/** The site's own hydration directives (names.ts), each from the file of its name, registered with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { siteDirectives, type SiteDirectiveName } from './names';

const entrypoint = (name: SiteDirectiveName) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));

export default function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of Object.values(siteDirectives)) addClientDirective({ name, entrypoint: entrypoint(name) });
      },
    },
  };
}

declare module 'astro' {
  // Astro's list of directives grows by declaration merging, which takes an interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AstroClientDirectives extends Partial<Record<`client:${SiteDirectiveName}`, boolean>> {}
}
