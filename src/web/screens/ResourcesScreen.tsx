import { PageFrame } from '../components/PageFrame';
import { PaperShortcuts } from '../components/PaperShortcuts';

export default function ResourcesScreen() {
  return <PageFrame title="Resources" intro="Study materials for each paper: notes, formula sheets and past-paper guides.">
      <PaperShortcuts />
    </PageFrame>;
}
