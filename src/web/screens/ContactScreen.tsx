import { PageFrame } from '../components/PageFrame';

export default function ContactScreen() {
  return <PageFrame title="Contact us" intro="Questions about a course, a payment or your account? Our team answers within one working day." />;
}
