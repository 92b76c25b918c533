import { ROLE_NAMES, VIDEO_CATEGORIES, type RoleName, type VideoCategory } from '@rafdesk/core';

/** The category choices: Coding (1), Documentation (2), English (3), Spanish (4). */
export const CATEGORY_OPTIONS: readonly { readonly label: string; readonly value: VideoCategory }[] =
  (Object.entries(VIDEO_CATEGORIES) as [string, string][]).map(([value, label]) => ({ label, value: Number(value) as VideoCategory }));

/** How each role reads in the role filter and the form. */
const ROLE_LABELS: Readonly<Record<RoleName, string>> = {
  Superuser: 'Superuser', Admin: 'Admin', Staff: 'Staff', Training: 'Training', Doctor: 'Doctor', InsuranceStaff: 'Insurance Staff',
};

export const ROLE_OPTIONS: readonly { readonly label: string; readonly value: RoleName }[] = ROLE_NAMES.map((role) => ({ label: ROLE_LABELS[role], value: role }));

export const categoryLabel = (category: VideoCategory): string => VIDEO_CATEGORIES[category];
