import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { SEED_ARTICLES } from './news-articles';

/**
 * What the news area's mock stores beyond the CMS's published articles (./news-articles.ts,
 * read-only): each article's read count, which newsClickRecord raises. Reset per test.
 */
export const articleReads = defineCollection(
  'articleReads',
  z.object({ articleId: z.string(), readCount: z.number().int().min(0) }),
  { rows: () => SEED_ARTICLES.map(({ articleId, readCount }) => ({ articleId, readCount })) },
);
