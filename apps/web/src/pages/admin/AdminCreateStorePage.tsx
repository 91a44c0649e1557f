import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { errorMessage } from '../../modules/api';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { useUnusedStoreCode, StoreFields, useStoreForm } from '../../modules/stores';
import { Button } from '../../modules/ui/Button';
import { ErrorState } from '../../modules/ui/ErrorState';
import { FormActions } from '../../modules/ui/FormActions';
import { PageHeader } from '../../modules/ui/PageHeader';
import { Panel } from '../../modules/ui/Panel';
import { Spinner } from '../../modules/ui/Spinner';

/** create-store: the registration form, with a code generated on load and locked. */
export function AdminCreateStorePage() {
  const t = useMessages();
  usePageTitle(t.pageTitleCreateStore, 'admin');
  const code = useUnusedStoreCode();
  return (
    <>
      <PageHeader title={t.storeCreateTitle} />
      {code.isLoading && <Spinner />}
      {code.error && <ErrorState message={errorMessage(code.error, t)} onRetry={() => void code.refetch()} />}
      {code.data && <CreateStoreForm code={code.data} />}
    </>
  );
}

function CreateStoreForm({ code }: { code: string }) {
  const t = useMessages();
  const navigate = useNavigate();
  const form = useStoreForm({ code, onSaved: () => void navigate(ROUTES.adminStores) });
  return (
    <Panel>
      <form onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <StoreFields store={form} />
        <FormActions>
          <Button onClick={() => void navigate(ROUTES.adminStores)}>{t.cancel}</Button>
          <Button type="submit" variant="primary" busy={form.saving}>
            {t.register}
          </Button>
        </FormActions>
      </form>
    </Panel>
  );
}
