import { BlogPostView } from './BlogPostView';

/** A blog post, full width, no sidebar; without a slug, the latest post. */
export default function BlogDetailScreen() {
  return <BlogPostView sidebar="none" />;
}
