import type { LegalSection } from './legal-section.js';

/** Legal sections as headed blocks; used by the policy pages and inside the consent boxes. */
export function LegalTextView({ sections, headingLevel = 2, idPrefix = 'legal' }: { sections: readonly LegalSection[]; headingLevel?: 2 | 3 | 4; idPrefix?: string }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`${idPrefix}-${section.id}`} className="legal-section">
          <Heading id={`${idPrefix}-${section.id}`}>{section.heading}</Heading>
          {section.body}
        </section>
      ))}
    </>
  );
}
