import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useMessages } from '../../i18n/useMessages';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { FormField } from '../../ui/FormField';
import { StampMark } from '../../ui/StampMark';
import { useAdminLoginForm } from '../hooks/useAdminLoginForm';
import styles from './AdminLoginForm.module.css';

/** '{product} MANAGEMENT SYSTEM': id, password, Save Login, LOGIN; Enter submits (spec §2). */
export function AdminLoginForm() {
  const t = useMessages();
  const { form, onSubmit, submitting } = useAdminLoginForm();
  const { register, formState } = form;
  return (
    <div className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch only={['en', 'ko']} />
      </div>
      <main className={styles.card}>
        <div className={styles.brand}>
          <StampMark />
          <h1 className={styles.title}>{t.adminLoginTitle}</h1>
        </div>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className={styles.form}>
          <FormField label={t.adminLoginId}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                autoComplete="username"
                autoFocus
                {...register('admin_id')}
              />
            )}
          </FormField>
          <FormField label={t.adminLoginPassword}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                type="password"
                autoComplete="current-password"
                {...register('password')}
              />
            )}
          </FormField>
          <label className={formStyles.check}>
            <input type="checkbox" {...register('saveLogin')} />
            {t.adminSaveLogin}
          </label>
          {(formState.errors.root ?? formState.errors.admin_id ?? formState.errors.password) && (
            <p className={styles.error} role="alert">
              {formState.errors.root?.message ??
                formState.errors.admin_id?.message ??
                formState.errors.password?.message}
            </p>
          )}
          <Button type="submit" variant="primary" busy={submitting} className={styles.submit}>
            {t.adminLoginButton}
          </Button>
        </form>
      </main>
      <footer className={styles.footer}>{t.copyright}</footer>
    </div>
  );
}
