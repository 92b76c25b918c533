import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { CatalogueRecipeSchema, YearRecipeSchema, type CatalogueRecipe, type YearRecipe } from './recipe.js';

/** A recipe that cannot be used: its file and every reason, each naming its field. */
export interface RecipeProblem {
  readonly file: string;
  readonly issues: readonly string[];
}

function parsed<S extends z.ZodType>(file: string, text: string, schema: S): Result<z.infer<S>, RecipeProblem> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return err({ file, issues: [`not JSON: ${(error as Error).message}`] });
  }
  const result = schema.safeParse(value);
  return result.success ? ok(result.data) : err({ file, issues: result.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`) });
}

/** A year recipe read from `<year>.json`: its `year` must be the one its name says. */
export function readYearRecipe(file: string, text: string): Result<YearRecipe, RecipeProblem> {
  return parsed(file, text, YearRecipeSchema).andThen((recipe) => {
    const named = /(\d{4})\.json$/.exec(file)?.[1];
    return named === String(recipe.year) ? ok(recipe) : err({ file, issues: [`year: ${recipe.year}, but the file is named for ${named ?? 'no year'} (name it ${recipe.year}.json)`] });
  });
}

/** The catalogue recipe (`catalogue.json`). */
export const readCatalogueRecipe = (file: string, text: string): Result<CatalogueRecipe, RecipeProblem> => parsed(file, text, CatalogueRecipeSchema);
