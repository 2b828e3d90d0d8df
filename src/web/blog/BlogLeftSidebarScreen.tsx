import { BlogListView } from './BlogListView';

/** The blog beside a left sidebar; posts open with the sidebar on the same side. */
export default function BlogLeftSidebarScreen() {
  return <BlogListView layout={{ listPath: '/blog-left-sidebar', detailPath: '/blog-detail-left-sidebar', columns: 2, pageSize: 6, sidebar: true }} />;
}
