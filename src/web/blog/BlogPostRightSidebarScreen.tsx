import { BlogPostView } from './BlogPostView';

/** A blog post, with the blog sidebar on the right; without a slug, the latest post. */
export default function BlogDetailRightSidebarScreen() {
  return <BlogPostView sidebar="right" />;
}
