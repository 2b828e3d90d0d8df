import { PageMeta } from '../components/PageMeta';
import { HomeHero } from '../home/HomeHero';
import { HowItWorks } from '../home/HowItWorks';
import { JoinBand } from '../home/JoinBand';
import { PapersByLevel } from '../home/PapersByLevel';

export default function HomeScreen() {
  return (
    <>
      <PageMeta title="Chartered accountancy courses and mock exams" />
      <HomeHero />
      <PapersByLevel />
      <HowItWorks />
      <JoinBand />
    </>
  );
}
