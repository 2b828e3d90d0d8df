import { BlogListView } from './BlogListView';

/** A two-column grid; posts open full width. */
export default function BlogTwoColumnsScreen() {
  return <BlogListView layout={{ listPath: '/blog-column-two', detailPath: '/blog-detail', columns: 2, pageSize: 6, sidebar: false }} />;
}
