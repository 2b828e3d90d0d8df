import { Logo } from './Logo';
import { PageMeta } from '../components/PageMeta';

/** The logo alone, for partner sites to put in an iframe: no header, no footer. */
export default function EmbeddedLogoScreen() {
  return (
    <>
      <PageMeta title="Logo" />
      <main className="flex min-h-screen items-center justify-center bg-transparent p-4">
        {/* The framed document still names itself to a screen reader. */}
        <h1 className="sr-only">Hisab</h1>
        <a href="/" target="_blank" rel="noopener" aria-label="Hisab, opens in a new tab">
          <Logo className="scale-125" />
        </a>
      </main>
    </>
  );
}
