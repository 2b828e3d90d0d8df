// No zod here: browser screens import these values; the schemas live in catalogue-schemas.ts.

export const COURSE_SORTS = ['newest', 'popular', 'price-asc', 'price-desc'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const COURSE_PRICE_KINDS = ['free', 'paid'] as const;
export const COURSE_PAGE_SIZE = 9;
export const POST_PAGE_SIZE = 6;
