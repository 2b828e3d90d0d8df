import { indexCourse } from '../../catalogue/search-index';
import type { Db } from '../../db/database';
import type { Services } from '../../services';

/**
 * Inside the transaction of a change students may see: the course's search
 * document follows its title, summary, paper and mentors.
 */
export async function reindexCourse(trx: Db, courseId: number): Promise<void> {
  await indexCourse(trx, courseId);
}

/**
 * After the change committed: every process drops its cached catalogue
 * answers (lists, the paper's page, the course page, covers), so the
 * public site shows the change at once. The sitemap and page heads read
 * the database on each request.
 */
export async function publicCatalogueChanged(services: Pick<Services, 'catalogueCache'>): Promise<void> {
  await services.catalogueCache.invalidate();
}
