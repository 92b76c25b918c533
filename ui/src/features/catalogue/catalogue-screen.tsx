import { CatalogueView } from './catalogue-view.js';
import { useCatalogue } from './use-catalogue.js';

/** /diagnostics */
export function CatalogueScreen() {
  return <CatalogueView {...useCatalogue()} />;
}
