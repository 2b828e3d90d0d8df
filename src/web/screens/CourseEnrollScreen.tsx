import { PageFrame } from '../components/PageFrame';

export default function CourseEnrollScreen() {
  return <PageFrame title="Checkout" intro="Pay for your courses by bKash, Nagad, Rocket or bank transfer." crumbs={[{ label: 'Cart', to: '/cart' }]} />;
}
