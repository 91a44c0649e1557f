import { useMessages } from '../../i18n';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { FormActions } from '../../ui/FormActions';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { SUPER_MASTER, type Admin } from '../api/useAdmins';
import { useAdminForm } from '../hooks/useAdminForm';
import styles from './AdminFormDialog.module.css';

interface AdminFormDialogProps {
  open: boolean;
  /** The administrator to edit; none for the register popup. */
  admin?: Admin;
  /** A super master may give either role; a role admin's popup offers only 'admin', and edits no role. */
  superMaster: boolean;
  onClose: () => void;
}

export function AdminFormDialog({ open, admin, superMaster, onClose }: AdminFormDialogProps) {
  const t = useMessages();
  return (
    <Dialog open={open} onClose={onClose} title={admin ? t.adminEditTitle : t.adminRegister} size="sm">
      {open && (
        <AdminForm key={admin?.id ?? 'new'} admin={admin} superMaster={superMaster} onClose={onClose} />
      )}
    </Dialog>
  );
}

function AdminForm({ admin, superMaster, onClose }: Omit<AdminFormDialogProps, 'open'>) {
  const t = useMessages();
  const { form, onSubmit, saving, creating } = useAdminForm(admin, onClose);
  const { register, formState } = form;
  const errors = formState.errors;
  const roleLocked = !superMaster || (!creating && admin?.authority === SUPER_MASTER);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={styles.form}>
      <FormAlert message={errors.root?.message} />
      <FormField label={t.adminName} error={errors.name?.message} required>
        {(field) => <input {...field} className={formStyles.control} {...register('name')} />}
      </FormField>
      <FormField label={t.adminId} error={errors.admin_id?.message} required>
        {(field) => (
          <input {...field} className={formStyles.control} autoComplete="off" {...register('admin_id')} />
        )}
      </FormField>
      <FormField
        label={t.adminPassword}
        error={errors.password?.message}
        required={creating}
        hint={creating ? undefined : t.adminPasswordKeep}
      >
        {(field) => (
          <input
            {...field}
            type="password"
            className={formStyles.control}
            autoComplete="new-password"
            {...register('password')}
          />
        )}
      </FormField>
      <FormField label={t.adminRole}>
        {(field) => (
          <select {...field} className={formStyles.control} disabled={roleLocked} {...register('authority')}>
            <option value="admin">{t.roleAdmin}</option>
            {(superMaster || admin?.authority === SUPER_MASTER) && (
              <option value={SUPER_MASTER}>{t.roleSuperMaster}</option>
            )}
          </select>
        )}
      </FormField>
      <FormActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" variant="primary" busy={saving}>
          {t.register}
        </Button>
      </FormActions>
    </form>
  );
}
