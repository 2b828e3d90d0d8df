/** The Hisab mark and word. `tone` picks colours for light or dark backgrounds. */
export function Logo({ tone = 'dark', className = '' }: { tone?: 'dark' | 'light'; className?: string }) {
  const word = tone === 'dark' ? 'text-brand-800' : 'text-white';
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 64 64" className="h-9 w-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0b5d4b" />
        <path d="M18 16h8v13h12V16h8v32h-8V36H26v12h-8z" fill="#fff" />
        <path d="M40 44h10v4H40z" fill="#f5b53d" />
      </svg>
      <span className={`text-2xl font-extrabold tracking-tight ${word}`}>
        Hisab<span className="text-accent-500">.</span>
      </span>
    </span>
  );
}
