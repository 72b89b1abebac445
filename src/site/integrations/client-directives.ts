import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** Registers the site's own client directives (see rules-directive.ts). */
export function siteDirectives(): AstroIntegration {
  return {
    name: 'koikoi-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'rules', entrypoint: fileURLToPath(new URL('./rules-directive.ts', import.meta.url)) });
      },
    },
  };
}
