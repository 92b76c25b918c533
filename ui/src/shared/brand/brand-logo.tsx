/** The RAFdesk mark and name. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <span className="brand-logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="#1d4ed8" />
        <path d="M8 23V9h7a4.5 4.5 0 0 1 0 9h-7m7 0 5 5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="brand-logo__name">RAFdesk</span>
    </span>
  );
}
