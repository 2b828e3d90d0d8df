import { useLocation } from 'react-router';
import { SITE } from '../../contracts/site';
import { siteOrigin } from '../site-origin';

type Props = {
  title: string;
  description?: string;
  /** The page's canonical path when it differs from the address shown (e.g. one post under several layouts). */
  path?: string;
  /** An image on this site (a path) or elsewhere (an absolute URL), for sharing previews. */
  image?: string;
  type?: 'website' | 'article' | 'profile';
};

/**
 * React 19 hoists these into <head>; every screen names itself. The server
 * writes the same tags into the first HTML (for crawlers and link
 * previews); these keep them right as visitors move around the app.
 */
export function PageMeta({ title, description, path, image, type = 'website' }: Props) {
  const { pathname } = useLocation();
  const full = `${title} | ${SITE.name}`;
  const text = description ?? SITE.description;
  const origin = siteOrigin();
  const url = origin + (path ?? pathname);
  const imageUrl = image && image.startsWith('/') ? origin + image : image;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={SITE.name} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  );
}
