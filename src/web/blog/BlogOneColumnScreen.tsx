import { BlogListView } from './BlogListView';

/** One post per row, cover beside the text; posts open with a sidebar on the right, like a classic blog. */
export default function BlogOneColumnScreen() {
  return <BlogListView layout={{ listPath: '/blog-column-one', detailPath: '/blog-detail-right-sidebar', columns: 1, pageSize: 6, sidebar: false }} />;
}
