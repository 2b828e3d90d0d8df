import { PageFrame } from '../components/PageFrame';

export default function LoginScreen() {
  return <PageFrame title="Sign in" intro="Sign in to continue your courses and mock exams." />;
}
