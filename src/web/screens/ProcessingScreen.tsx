import { PageFrame } from '../components/PageFrame';

export default function ProcessingScreen() {
  return <PageFrame title="Check your email" intro="Confirm your email address to finish creating your account." />;
}
