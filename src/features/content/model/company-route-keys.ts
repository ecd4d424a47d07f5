/**
 * The query values of the company pages' routes, alone in a tiny module: routes.ts is part of
 * the entry chunk, so it may import these keys but never the texts they select
 * (company-sections.ts, publicity-notices.ts), which would put them on every first load.
 */
export const SECTION_KEYS = ['profile', 'shareholders', 'history', 'honours', 'culture'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const PUBLICITY_TABS = ['fee', 'protection', 'notice'] as const;
export type PublicityTab = (typeof PUBLICITY_TABS)[number];
