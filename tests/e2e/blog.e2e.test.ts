import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { subjectPath } from '../../src/contracts/subjects';
import { POST_SEEDS } from '../../src/server/db/seed/posts-data';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';

/** The seed's posts, newest first: the order every list shows. */
const NEWEST_FIRST = [...POST_SEEDS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const titleOf = (slug: string) => POST_SEEDS.find((p) => p.slug === slug)!.title;

const LISTS = [
  { path: '/blog-left-sidebar', columns: 2, pageSize: 6, sidebar: true, detail: '/blog-detail-left-sidebar' },
  { path: '/blog-column-one', columns: 1, pageSize: 6, sidebar: false, detail: '/blog-detail-right-sidebar' },
  { path: '/blog-column-two', columns: 2, pageSize: 6, sidebar: false, detail: '/blog-detail' },
  { path: '/blog-column-three', columns: 3, pageSize: 6, sidebar: false, detail: '/blog-detail' },
  { path: '/blog-column-four', columns: 4, pageSize: 8, sidebar: false, detail: '/blog-detail' },
];

const POST = POST_SEEDS.find((p) => p.slug === 'isa-315-risk-assessment-in-practice')!;

/** The titles of the post cards in the list, in order. */
function cardTitles(page: Page): Promise<string[]> {
  return page.locator('section[aria-labelledby="blog-results-title"] article h3').allInnerTexts();
}

async function waitForTitles(page: Page, titles: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const shown = [...document.querySelectorAll('section[aria-labelledby="blog-results-title"] article h3')].map((h) => h.textContent);
      return JSON.stringify(shown) === JSON.stringify(expected);
    },
    titles,
    { timeout: 10_000 },
  );
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('the blog in the browser', () => {
  const app = useAppInBrowser();

  it.each(LISTS)('$path lists the newest posts in $columns column(s), with a pager', async (list) => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(app.server.url + list.path);
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await waitForTitles(
        page,
        NEWEST_FIRST.slice(0, list.pageSize).map((p) => p.title),
      );
      expect(await page.title()).toBe('Blog | Hisab');

      // The first row's cards share a top edge: as many as the layout's columns at desktop width.
      const tops = await page.locator('section[aria-labelledby="blog-results-title"] article').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0]).length).toBe(list.columns);

      const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
      expect(await sidebar.count()).toBe(list.sidebar ? 1 : 0);
      if (list.sidebar) {
        await sidebar.getByRole('link', { name: /Audit practice\s*2/ }).waitFor();
        await sidebar.getByRole('link', { name: NEWEST_FIRST[0]!.title }).waitFor();
      } else {
        await page
          .getByRole('navigation', { name: 'Categories' })
          .getByRole('link', { name: /Audit practice\s*2/ })
          .waitFor();
      }

      // Each card opens its post in this layout's detail screen.
      const href = await page.getByRole('link', { name: NEWEST_FIRST[0]!.title, exact: true }).first().getAttribute('href');
      expect(href).toBe(`${list.detail}/${NEWEST_FIRST[0]!.slug}`);

      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
      await waitForTitles(
        page,
        NEWEST_FIRST.slice(list.pageSize, list.pageSize * 2).map((p) => p.title),
      );
      expect(query(page)).toEqual({ page: '2' });
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([
    { path: '/blog-detail', sidebar: null },
    { path: '/blog-detail-left-sidebar', sidebar: 'left' },
    { path: '/blog-detail-right-sidebar', sidebar: 'right' },
  ])('$path shows a post with its body, author, paper, tags and neighbours', async ({ path, sidebar }) => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}${path}/${POST.slug}`);
      await page.getByRole('heading', { level: 1, name: POST.title }).waitFor();
      expect(await page.title()).toBe(`${POST.title} | Hisab`);
      const article = page.locator('article').first();
      await article.getByText('ISA 315 (Revised 2019) changed the language of risk assessment').waitFor();
      await article.getByRole('heading', { level: 2, name: 'What the standard asks for' }).waitFor();
      expect(await article.locator('table').count()).toBeGreaterThan(0);

      expect(await article.getByRole('link', { name: 'Tanvir Ahmed', exact: true }).first().getAttribute('href')).toBe('/instructor-detail/tanvir-ahmed');
      expect(await article.getByRole('link', { name: 'About Audit & Assurance' }).getAttribute('href')).toBe(subjectPath('Audit & Assurance'));
      expect(await article.getByRole('link', { name: '#isa 315' }).getAttribute('href')).toBe('/blog-left-sidebar?tag=isa+315');
      await article.getByText('Audit director and assurance tutor').waitFor();
      const older = article.getByRole('link', { name: /Previous post/ });
      expect(await older.getAttribute('href')).toBe(`${path}/articleship-getting-the-most-from-training`);
      expect(await article.getByRole('link', { name: /Next post/ }).getAttribute('href')).toBe(`${path}/ifrs-16-lease-journal-entries`);
      await page.getByRole('heading', { level: 2, name: 'Keep reading' }).waitFor();
      await page.getByRole('link', { name: 'Going concern under ISA 570: what examiners want to see', exact: true }).first().waitFor();

      const aside = page.getByRole('complementary', { name: 'Blog sidebar' });
      if (sidebar === null) {
        expect(await aside.count(), 'blog-detail has no sidebar').toBe(0);
      } else {
        await aside.getByRole('heading', { name: 'Categories' }).waitFor();
        const asideBox = (await aside.boundingBox())!;
        const articleBox = (await article.boundingBox())!;
        if (sidebar === 'left') expect(asideBox.x + asideBox.width).toBeLessThanOrEqual(articleBox.x);
        else expect(asideBox.x).toBeGreaterThanOrEqual(articleBox.x + articleBox.width);
      }

      // Neighbours keep the layout.
      await older.click();
      await page.getByRole('heading', { level: 1, name: titleOf('articleship-getting-the-most-from-training') }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${path}/articleship-getting-the-most-from-training`);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the latest post on a bare detail route, and a friendly state for an unknown post', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/blog-detail-right-sidebar`);
      await page.getByRole('heading', { level: 1, name: NEWEST_FIRST[0]!.title }).waitFor();

      await page.goto(`${app.server.url}/blog-detail/no-such-post`);
      await page.getByRole('heading', { level: 1, name: 'Post not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to the blog' }).click();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await waitForTitles(
        page,
        NEWEST_FIRST.slice(0, 6).map((p) => p.title),
      );
      // The unknown post's page and its API call both answer 404, the only errors Chromium logs.
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
      expect(errors).toHaveLength(2);
    } finally {
      await close();
    }
  });

  it('filters by category and tag, searches, keeps it all in the address, and goes back to the previous list', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/blog-left-sidebar`);
      const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
      const chips = page.getByRole('list', { name: 'Active filters' });

      await sidebar.getByRole('link', { name: /Audit practice\s*2/ }).click();
      await waitForTitles(page, [titleOf('going-concern-isa-570-exam-answers'), titleOf('isa-315-risk-assessment-in-practice')]);
      expect(query(page)).toEqual({ category: 'Audit practice' });
      await chips.getByRole('link', { name: 'Remove Category: Audit practice' }).waitFor();
      expect(await page.title()).toBe('Audit practice · Blog | Hisab');

      // A search inside the category keeps the category.
      await sidebar.getByRole('searchbox', { name: 'Search the blog' }).fill('garments');
      await sidebar.getByRole('button', { name: 'Search' }).click();
      await waitForTitles(page, [titleOf('isa-315-risk-assessment-in-practice')]);
      expect(query(page)).toEqual({ category: 'Audit practice', q: 'garments' });

      // Removing one chip keeps the other filter.
      await chips.getByRole('link', { name: 'Remove Category: Audit practice' }).click();
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('category'));
      expect(query(page)).toEqual({ q: 'garments' });
      await waitForTitles(page, [titleOf('careers-after-qualifying-ca-bangladesh'), titleOf('isa-315-risk-assessment-in-practice')]);

      await sidebar.getByRole('link', { name: '#careers 2 posts' }).click();
      await waitForTitles(page, [titleOf('careers-after-qualifying-ca-bangladesh'), titleOf('articleship-getting-the-most-from-training')]);
      expect(query(page)).toEqual({ tag: 'careers' });

      // Back reloads the page at the previous address, which shows the previous list again.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.goBack();
      await page.waitForFunction(() => !('sameDocument' in window));
      expect(query(page)).toEqual({ q: 'garments' });
      await waitForTitles(page, [titleOf('careers-after-qualifying-ca-bangladesh'), titleOf('isa-315-risk-assessment-in-practice')]);
      expect(await page.getByRole('searchbox', { name: 'Search the blog' }).inputValue()).toBe('garments');

      // A search with no results says so and offers to clear the filters.
      await page.getByRole('searchbox', { name: 'Search the blog' }).fill('zzqxv');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText('No posts match these filters').waitFor();
      expect(await cardTitles(page)).toEqual([]);
      await page.getByRole('link', { name: 'Clear filters' }).click();
      await waitForTitles(
        page,
        NEWEST_FIRST.slice(0, 6).map((p) => p.title),
      );
      expect(new URL(page.url()).search).toBe('');
      expect(await chips.count()).toBe(0);

      // Paging, then opening a post: it opens beside the left sidebar and leads back to this page of the list.
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await waitForTitles(
        page,
        NEWEST_FIRST.slice(6, 12).map((p) => p.title),
      );
      expect(query(page)).toEqual({ page: '2' });
      await page.getByRole('link', { name: NEWEST_FIRST[6]!.title, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: NEWEST_FIRST[6]!.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/blog-detail-left-sidebar/${NEWEST_FIRST[6]!.slug}`);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
      await waitForTitles(
        page,
        NEWEST_FIRST.slice(6, 12).map((p) => p.title),
      );
      expect(query(page)).toEqual({ page: '2' });

      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('filters a grid by category and tag from its filter bar', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/blog-column-three`);
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: /Tax updates\s*2/ })
        .click();
      await waitForTitles(page, [titleOf('finance-act-2026-what-candidates-should-know'), titleOf('vat-input-tax-credit-vat-sd-act-2012')]);
      expect(query(page)).toEqual({ category: 'Tax updates' });
      await page.getByRole('combobox', { name: 'Tag' }).selectOption('vat');
      await waitForTitles(page, [titleOf('vat-input-tax-credit-vat-sd-act-2012')]);
      expect(query(page)).toEqual({ category: 'Tax updates', tag: 'vat' });
      // A post opened here shows full width, and its tags lead back to this grid.
      await page.getByRole('link', { name: titleOf('vat-input-tax-credit-vat-sd-act-2012'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: titleOf('vat-input-tax-credit-vat-sd-act-2012') }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/blog-detail/vat-input-tax-credit-vat-sd-act-2012');
      expect(await page.getByRole('link', { name: '#vat', exact: true }).getAttribute('href')).toBe('/blog-column-three?tag=vat');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('stacks the sidebar under the posts on a phone, with the search above them', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      await page.goto(`${app.server.url}/blog-left-sidebar`);
      await waitForTitles(
        page,
        NEWEST_FIRST.slice(0, 6).map((p) => p.title),
      );
      const search = page.getByRole('searchbox', { name: 'Search the blog' }).first();
      expect(await search.isVisible()).toBe(true);
      const searchBox = (await search.boundingBox())!;
      const firstCard = (await page.locator('section[aria-labelledby="blog-results-title"] article').first().boundingBox())!;
      const sidebar = (await page.getByRole('complementary', { name: 'Blog sidebar' }).boundingBox())!;
      expect(searchBox.y).toBeLessThan(firstCard.y);
      expect(sidebar.y).toBeGreaterThan(firstCard.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
