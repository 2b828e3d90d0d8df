import { BlogListView } from './BlogListView';

/** A three-column grid; posts open full width. */
export default function BlogThreeColumnsScreen() {
  return <BlogListView layout={{ listPath: '/blog-column-three', detailPath: '/blog-detail', columns: 3, pageSize: 6, sidebar: false }} />;
}
