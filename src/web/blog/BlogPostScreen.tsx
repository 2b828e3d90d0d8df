import { BlogPostView } from './BlogPostView';

/** A blog post, full width, no sidebar; without a slug, the latest post. */
export default function BlogPostScreen() {
  return <BlogPostView sidebar="none" />;
}
