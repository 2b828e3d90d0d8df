import { PageFrame } from '../components/PageFrame';

export default function AdminLoginScreen() {
  return <PageFrame title="Admin sign in" intro="For Hisab staff. Students sign in from the main sign-in page." />;
}
