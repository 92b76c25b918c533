import type { ReactNode } from 'react';

/** A simple page inside the shell: a title and paragraphs. */
export function InfoPageView({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="info-page">
      <h1>{title}</h1>
      {children}
    </article>
  );
}
