import { BlogListView } from './BlogListView';

/** A four-column grid, two rows a page; posts open full width. */
export default function BlogFourColumnsScreen() {
  return <BlogListView layout={{ listPath: '/blog-column-four', detailPath: '/blog-detail', columns: 4, pageSize: 8, sidebar: false }} />;
}
