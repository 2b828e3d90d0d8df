import { PageFrame } from '../components/PageFrame';

export default function ChildrenEducationScreen() {
  return <PageFrame title="Children education" intro="Financial literacy for children: money, saving and simple bookkeeping, taught the Hisab way." crumbs={[{ label: 'Pages' }]} />;
}
