import { PageFrame } from '../components/PageFrame';

export default function ForgetPassScreen() {
  return <PageFrame title="Reset your password" intro="We will email you a link to choose a new password." crumbs={[{ label: 'Sign in', to: '/login' }]} />;
}
