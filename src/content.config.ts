import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

/** Where a page sits in the site's navigation. */
export const SECTIONS = ['home', 'learn', 'reference', 'tools'] as const;

const pageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20).max(200),
  section: z.enum(SECTIONS),
  order: z.number().int().nonnegative(),
  /** Extra words for search: other names readers use for this page's subject. */
  keywords: z.array(z.string()).default([]),
});

/** Site pages written in MDX: `content/pages/<slug>.mdx` becomes `/<slug>/`. */
const pages = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content/pages' }),
  schema: pageSchema,
});

export const collections = { pages };
