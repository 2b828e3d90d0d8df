import { PageMeta } from '../components/PageMeta';
import { FeaturedCourses, HomeFigures, HomeMentors, LatestPosts } from '../home/HomeCatalogue';
import { HomeHero } from '../home/HomeHero';
import { HowItWorks } from '../home/HowItWorks';
import { JoinBand } from '../home/JoinBand';
import { PapersByLevel } from '../home/PapersByLevel';

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
