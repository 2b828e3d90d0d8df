import { PageFrame } from '../components/PageFrame';

export default function CProcessingScreen() {
  return <PageFrame title="Payment status" intro="Follow your payment from submission to approval." crumbs={[{ label: 'My purchases', to: '/coursebyUser' }]} />;
}
