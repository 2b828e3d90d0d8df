import { Tags } from 'lucide-react';
import { useBlogSidebar } from './blog-api';
import { PageFrame } from '../components/PageFrame';
import { BlogFilterBar } from './BlogFilterBar';
import { BlogResults, type GridColumns } from './BlogResults';
import { BlogSearchForm } from './BlogSearchForm';
import { BlogSidebar } from './BlogSidebar';
import { BlogLinksContext, type BlogListPath } from './blog-links';
import { useListFilters, type ActiveFilters } from './use-list-filters';

export type BlogListLayout = { listPath: BlogListPath; detailPath: string; columns: GridColumns; pageSize: number; sidebar: boolean };

const INTRO = 'Exam technique, study plans, standards explained and tax updates from Hisab’s mentors, for ICAB chartered-accountancy candidates.';

/** "Audit practice · Blog": the tab says what the list shows. */
function metaTitle(filters: ActiveFilters): string {
  const parts = [filters.q && `“${filters.q}”`, filters.category, filters.tag && `#${filters.tag}`, filters.page > 1 && `Page ${filters.page}`].filter(Boolean);
  return parts.length > 0 ? `${parts.join(' · ')} · Blog` : 'Blog';
}

/** Every blog list screen: the same data, filters and pager in a grid of 1 to 4 columns, or beside a left sidebar. */
export function BlogListView({ layout }: { layout: BlogListLayout }) {
  const filters = useListFilters();
  const { q, category, tag, subject } = filters;
  const sidebar = useBlogSidebar(category);
  const results = <BlogResults filters={filters} columns={layout.columns} pageSize={layout.pageSize} />;
  return (
    <BlogLinksContext.Provider value={{ listPath: layout.listPath, detailPath: layout.detailPath }}>
      <PageFrame title="Blog" metaTitle={metaTitle(filters)} intro={INTRO}>
        {layout.sidebar ? (
          <div className="grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)]">
            <div className="lg:col-start-2">
              {/* Phones: search above the posts, the rest of the sidebar below them. */}
              <div className="mb-6 space-y-3 lg:hidden">
                <BlogSearchForm q={q} keep={{ category, tag, subject }} />
                {/* A button, not a #fragment link: a fragment change is a history step, and those reload the page here. */}
                <button
                  type="button"
                  onClick={() => document.getElementById('blog-topics')?.scrollIntoView({ behavior: 'smooth' })}
                  className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
                >
                  <Tags aria-hidden="true" className="h-4 w-4" /> Browse categories and tags
                </button>
              </div>
              {results}
            </div>
            <aside id="blog-topics" aria-label="Blog sidebar" className="scroll-mt-24 lg:col-start-1 lg:row-start-1">
              <BlogSidebar data={sidebar.data} pending={sidebar.isPending} active={filters} search="wide-only" />
            </aside>
          </div>
        ) : (
          <div className={layout.columns === 1 ? 'mx-auto max-w-4xl' : ''}>
            <BlogFilterBar data={sidebar.data} filters={filters} />
            <div className="mt-8">{results}</div>
          </div>
        )}
      </PageFrame>
    </BlogLinksContext.Provider>
  );
}
