import { AdminView } from '@stamp/contracts';
import { AdminEntity } from './admin.entity';

/** An administrator as responses show it: never the password or its hash. */
export function toAdminView(admin: AdminEntity): AdminView {
  return {
    id: admin.id,
    name: admin.name,
    admin_id: admin.adminId,
    authority: admin.authority,
    createdAt: admin.createdAt.toISOString(),
  };
}
