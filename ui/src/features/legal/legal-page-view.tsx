import { Link } from 'react-router-dom';
import { BrandLogo } from '../../shared/brand/brand-logo.js';
import { LegalTextView } from '../../shared/legal-texts/legal-text-view.js';
import type { LegalSection } from '../../shared/legal-texts/legal-section.js';

export interface LegalPageViewProps {
  readonly title: string;
  readonly effectiveDate?: string;
  readonly sections: readonly LegalSection[];
  readonly otherPage: { readonly label: string; readonly to: string };
}

/** A static policy page: logo, title, effective date, the sections, and links onward. */
export function LegalPageView({ title, effectiveDate, sections, otherPage }: LegalPageViewProps) {
  return (
    <main className="legal-page">
      <header className="legal-page__header">
        <Link to="/" aria-label="RAFdesk home"><BrandLogo size={40} /></Link>
        <h1>{title}</h1>
        {effectiveDate && <p className="legal-page__effective">Effective date: {effectiveDate}</p>}
      </header>
      <nav aria-label="Contents" className="legal-page__contents">
        <ol>{sections.map((section) => <li key={section.id}><a href={`#legal-${section.id}`}>{section.heading}</a></li>)}</ol>
      </nav>
      <LegalTextView sections={sections} />
      <footer className="legal-page__footer">
        <Link to={otherPage.to}>{otherPage.label}</Link>
        <Link to="/login">Sign in</Link>
        <Link to="/signUp">Register</Link>
      </footer>
    </main>
  );
}
