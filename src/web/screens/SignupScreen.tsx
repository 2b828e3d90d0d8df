import { PageFrame } from '../components/PageFrame';

export default function SignupScreen() {
  return <PageFrame title="Create your account" intro="One account for your courses, payments and mock exams." />;
}
