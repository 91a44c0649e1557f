import { AdminView } from '@stamp/contracts';
import { AdminEntity } from './admin.entity';

/**
 * An administrator as responses show it: never the password, its hash or a two-step secret. Whether
 * two-step sign-in is on shows only on the administrator's own record (`own`).
 */
export function toAdminView(admin: AdminEntity, own = false): AdminView {
  const view: AdminView = {
    id: admin.id,
    name: admin.name,
    admin_id: admin.adminId,
    authority: admin.authority,
    createdAt: admin.createdAt.toISOString(),
  };
  if (own) {
    view.totp_enabled = admin.totpEnabledAt !== null;
  }
  return view;
}
