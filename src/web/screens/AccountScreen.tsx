import { PageFrame } from '../components/PageFrame';
export default function AccountScreen() {
  return <PageFrame title="Your account" />;
}
