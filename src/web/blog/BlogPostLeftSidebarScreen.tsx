import { BlogPostView } from './BlogPostView';

/** A blog post, with the blog sidebar on the left; without a slug, the latest post. */
export default function BlogPostLeftSidebarScreen() {
  return <BlogPostView sidebar="left" />;
}
