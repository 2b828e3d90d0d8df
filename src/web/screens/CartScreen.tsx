import { PageFrame } from '../components/PageFrame';

export default function CartScreen() {
  return <PageFrame title="Your cart" intro="Courses you add from the catalogue wait here until you check out." />;
}
