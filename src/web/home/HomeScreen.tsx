import { PageMeta } from '../components/PageMeta';
import { FeaturedCourses, HomeFigures, HomeMentors, LatestPosts } from './HomeCatalogue';
import { HomeHero } from './HomeHero';
import { HowItWorks } from './HowItWorks';
import { JoinBand } from './JoinBand';
import { PapersByLevel } from './PapersByLevel';

export default function HomeScreen() {
  return (
    <>
      <PageMeta title="Chartered accountancy courses and mock exams" />
      <HomeHero />
      <HomeFigures />
      <FeaturedCourses />
      <PapersByLevel />
      <HomeMentors />
      <HowItWorks />
      <LatestPosts />
      <div className="pt-16 sm:pt-20">
        <JoinBand />
      </div>
    </>
  );
}
