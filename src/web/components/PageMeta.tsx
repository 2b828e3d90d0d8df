import { SITE } from '../../contracts/site';

/** React 19 hoists these into <head>; every screen names itself. */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const full = `${title} | ${SITE.name}`;
  const text = description ?? SITE.description;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={text} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={text} />
      <meta property="og:site_name" content={SITE.name} />
    </>
  );
}
