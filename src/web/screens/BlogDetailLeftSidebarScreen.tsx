import { PageFrame } from '../components/PageFrame';

export default function BlogDetailLeftSidebarScreen() {
  return <PageFrame title="Blog post" intro="Study advice, exam technique and news for CA candidates." crumbs={[{ label: 'Blog', to: '/blog-left-sidebar' }]} />;
}
