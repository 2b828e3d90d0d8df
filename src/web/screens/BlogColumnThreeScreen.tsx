import { PageFrame } from '../components/PageFrame';

export default function BlogColumnThreeScreen() {
  return <PageFrame title="Blog" intro="Study advice, exam technique and news for CA candidates." />;
}
