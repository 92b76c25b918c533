import { z } from 'zod';

export interface MenuItem {
  label: string;
  /** An internal route, or an address starting with http (opened in a new tab). */
  path: string;
  /** Items are shown sorted by position. */
  position: number;
  children: MenuItem[];
}
export const MenuItemSchema: z.ZodType<MenuItem> = z.object({
  label: z.string(),
  path: z.string(),
  position: z.number().int(),
  get children() {
    return z.array(MenuItemSchema);
  },
});

/** True when the item leaves the portal (its path contains http). */
export function isExternalMenuItem(item: MenuItem): boolean {
  return item.path.includes('http');
}
