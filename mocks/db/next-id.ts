let serial = 0;

/**
 * A fresh record id for records the mock creates at run time (a new card, an SMS serial):
 * prefix + time + a counter, unique within a page load. Seeded records have fixed ids.
 */
export const nextId = (prefix: string): string =>
  `${prefix}${Date.now()}${String(++serial).padStart(3, '0')}`;
