import { PageFrame } from '../components/PageFrame';

export default function MentorsScreen() {
  return <PageFrame title="Mentors" intro="Chartered accountants and subject specialists who teach on Hisab." />;
}
