import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { puzzleSchema } from './features/puzzles/schema';

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

/** What a lesson's exercise asks the reader to do. */
export const LESSON_SKILLS = [
  'months',
  'kinds',
  'capturing',
  'turn',
  'yaku',
  'koi-koi',
  'scoring',
  'lucky-hands',
  'house-rules',
  'strategy',
] as const;

/** Lessons: `content/lessons/<slug>.mdx` becomes `/learn/<slug>/`, in `order`. */
const lessons = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content/lessons' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(20).max(200),
    order: z.number().int().positive(),
    /** The skill the exercise trains (one of LESSON_SKILLS). */
    skill: z.enum(LESSON_SKILLS),
    /** What the reader does in the exercise, in one short sentence for the hub. */
    practice: z.string().min(10).max(140),
  }),
});

/** Puzzles: `content/puzzles/<id>.json`, checked here for shape and by the engine's verifier for answers. */
const puzzles = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/puzzles' }),
  schema: puzzleSchema,
});

export const collections = { pages, lessons, puzzles };
