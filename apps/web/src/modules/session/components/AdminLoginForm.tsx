import { useMessages } from '../../i18n';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { FormField } from '../../ui/FormField';
import { StampMark } from '../../ui/StampMark';
import { ONE_TIME_CODE_INPUT } from '../utils/oneTimeCode';
import { useAdminLoginForm } from '../hooks/useAdminLoginForm';
import { AdminAuthFrame } from './AdminAuthFrame';
import styles from './AdminLoginForm.module.css';

/**
 * '{product} MANAGEMENT SYSTEM': id, password, Save Login, LOGIN; Enter submits (spec §2). For an
 * administrator with two-step sign-in, a second step asks for the authenticator app's code (or a recovery
 * code) and sends it with the id and password already typed.
 */
export function AdminLoginForm() {
  const t = useMessages();
  const { form, onSubmit, submitting, secondStep, toggleRecovery, backToPassword } = useAdminLoginForm();
  const { register, formState } = form;
  const { errors } = formState;
  const alert =
    errors.root?.message ?? (secondStep ? undefined : (errors.admin_id?.message ?? errors.password?.message));
  return (
    <AdminAuthFrame>
      <div className={styles.brand}>
        <StampMark />
        <h1 className={styles.title}>{t.adminLoginTitle}</h1>
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className={styles.form}>
        {secondStep === null ? (
          <>
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
          </>
        ) : (
          <div className={styles.secondStep}>
            <h2 className={styles.stepTitle}>{t.twoStepLoginCodeTitle}</h2>
            <p className={styles.stepHint}>
              {secondStep === 'otp' ? t.twoStepLoginCodeHint : t.twoStepLoginRecoveryHint}
            </p>
            {secondStep === 'otp' ? (
              <FormField label={t.twoStepCode} error={errors.otp?.message}>
                {(control) => (
                  <input
                    {...control}
                    className={`${formStyles.control} ${styles.code}`}
                    {...ONE_TIME_CODE_INPUT}
                    {...register('otp')}
                  />
                )}
              </FormField>
            ) : (
              <FormField label={t.twoStepRecoveryCode} error={errors.recovery_code?.message}>
                {(control) => (
                  <input
                    {...control}
                    className={`${formStyles.control} ${styles.recovery}`}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder="xxxx-xxxx-xxxx-xxxx-xxxx-xxxx"
                    {...register('recovery_code')}
                  />
                )}
              </FormField>
            )}
            <Button size="sm" variant="ghost" className={styles.switch} onClick={toggleRecovery}>
              {secondStep === 'otp' ? t.twoStepUseRecovery : t.twoStepUseApp}
            </Button>
          </div>
        )}
        {alert && (
          <p className={styles.error} role="alert">
            {alert}
          </p>
        )}
        <Button type="submit" variant="primary" busy={submitting} className={styles.submit}>
          {secondStep ? t.twoStepVerify : t.adminLoginButton}
        </Button>
        {secondStep && (
          <Button size="sm" variant="ghost" onClick={backToPassword}>
            {t.twoStepBack}
          </Button>
        )}
      </form>
    </AdminAuthFrame>
  );
}
