export { useAdminProfile } from './api/useAdminProfile';
export { type Admin, SUPER_MASTER, useAdmins, useDeleteAdmin, useInvalidateAdmins } from './api/useAdmins';
export { AdminFormDialog } from './components/AdminFormDialog';
