import { PageFrame } from '../components/PageFrame';

export default function BlogColumnOneScreen() {
  return <PageFrame title="Blog" intro="Study advice, exam technique and news for CA candidates." />;
}
