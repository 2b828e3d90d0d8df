import { PageFrame } from '../components/PageFrame';

export default function AboutScreen() {
  return <PageFrame title="About Hisab" intro="Who we are and how we help candidates pass their chartered accountancy papers." />;
}
