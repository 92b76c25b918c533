import { FormsAdminView } from './forms-admin-view.js';
import { useFormsAdmin } from './use-forms-admin.js';

/** /admin/forms */
export function FormsAdminScreen() {
  return <FormsAdminView {...useFormsAdmin()} />;
}
