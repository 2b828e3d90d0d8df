import { IMAGE_SIZES, imageUrl } from '../../contracts/images';
import { LEVEL_LABELS, type Level } from '../../contracts/subjects';
import { SITE } from '../../contracts/site';
import type { Db } from '../db/database';
import { plainSummary } from './escape';
import type { PageHead } from './page-head';

const LANGUAGE_CODES: Record<string, string[]> = { English: ['en'], Bangla: ['bn'], 'Bangla and English': ['bn', 'en'] };

/** Paisa as the decimal taka string schema.org expects ("2500.00"). */
const taka = (paisa: number) => (paisa / 100).toFixed(2);

/**
 * A published course's head, with schema.org Course data (provider, price in
 * BDT, paper, mentors) so search engines can show it as a course. The
 * course and its mentors are read in parallel, each by the slug. An old
 * address of a renamed course never gets here: the page handler answers it
 * with a permanent redirect (seo/moved-page.ts).
 */
export async function courseHead(db: Db, slug: string, absolute: (path: string) => string): Promise<PageHead | null> {
  const [course, mentors] = await Promise.all([
    db
      .selectFrom('courses')
      .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
      .select([
        'courses.title',
        'courses.summary',
        'courses.language',
        'courses.price_paisa',
        'courses.sale_price_paisa',
        'courses.duration_minutes',
        'courses.published_at',
        'courses.updated_at',
        'subjects.name as subject_name',
        'subjects.level as subject_level',
      ])
      .where('courses.slug', '=', slug)
      .where('courses.status', '=', 'published')
      .executeTakeFirst(),
    db
      .selectFrom('course_instructors')
      .innerJoin('courses', 'courses.id', 'course_instructors.course_id')
      .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
      .select(['instructors.slug', 'instructors.name'])
      .where('courses.slug', '=', slug)
      .orderBy('course_instructors.position')
      .execute(),
  ]);
  if (!course) return null;
  const path = `/course-detail/${encodeURIComponent(slug)}`;
  const image = imageUrl('course', slug);
  const price = course.sale_price_paisa ?? course.price_paisa;
  return {
    title: course.title,
    description: plainSummary(course.summary),
    path,
    type: 'website',
    image: { path: image, ...IMAGE_SIZES.course, alt: `${course.title}: course cover` },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      description: course.summary,
      url: absolute(path),
      image: absolute(image),
      courseCode: slug,
      about: { '@type': 'Thing', name: course.subject_name },
      educationalLevel: LEVEL_LABELS[course.subject_level as Level] ?? course.subject_level,
      inLanguage: LANGUAGE_CODES[course.language] ?? course.language,
      ...(course.published_at ? { datePublished: course.published_at } : {}),
      dateModified: course.updated_at,
      provider: { '@type': 'Organization', name: SITE.name, url: absolute('/') },
      instructor: mentors.map((m) => ({ '@type': 'Person', name: m.name, url: absolute(`/instructor-detail/${encodeURIComponent(m.slug)}`) })),
      offers: {
        '@type': 'Offer',
        category: price === 0 ? 'Free' : 'Paid',
        price: taka(price),
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url: absolute(path),
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(course.duration_minutes > 0 ? { courseWorkload: `PT${Math.floor(course.duration_minutes / 60)}H${course.duration_minutes % 60}M` } : {}),
      },
    },
  };
}
