import { useMatches } from 'react-router-dom';

/** Shows the title of the current route; the clinical screens use it until they are built. */
export function TitledScreen() {
  const matches = useMatches();
  const title = [...matches].reverse().map((match) => (match.handle as { title?: string } | undefined)?.title).find(Boolean) ?? '';
  return (
    <section className="titled-screen">
      <h1>{title}</h1>
    </section>
  );
}
