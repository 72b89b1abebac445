import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only for readers with a saved rule choice (see rules-directive.ts). */
    'client:rules'?: boolean;
  }
}
