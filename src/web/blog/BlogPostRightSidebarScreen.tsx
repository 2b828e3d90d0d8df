import { BlogPostView } from './BlogPostView';

/** A blog post, with the blog sidebar on the right; without a slug, the latest post. */
export default function BlogPostRightSidebarScreen() {
  return <BlogPostView sidebar="right" />;
}
