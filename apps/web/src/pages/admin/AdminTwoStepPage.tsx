import { useSearchParams } from 'react-router-dom';

import { useAdminProfile } from '../../modules/admins';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { adminLoginId } from '../../modules/session';
import { TwoStepSettings } from '../../modules/two-step';
import { PageHeader } from '../../modules/ui/PageHeader';
import { Panel } from '../../modules/ui/Panel';
import { QueryFallback } from '../../modules/ui/QueryFallback';

/** The signed-in administrator's own two-step sign-in; `?setup=1` (from the prompt) starts the set-up. */
export function AdminTwoStepPage() {
  const t = useMessages();
  usePageTitle(t.twoStepTitle, 'admin');
  const profile = useAdminProfile(adminLoginId());
  const [search] = useSearchParams();
  const startSetup = search.get('setup') === '1' && profile.data?.totp_enabled === false;
  return (
    <>
      <PageHeader
        title={t.twoStepTitle}
        meta={profile.data ? `${profile.data.name} · ${profile.data.admin_id}` : undefined}
      />
      <Panel>
        {profile.isSuccess ? (
          <TwoStepSettings
            admin={profile.data}
            initial={startSetup ? { name: 'password', purpose: 'setup' } : undefined}
          />
        ) : (
          <QueryFallback query={profile} />
        )}
      </Panel>
    </>
  );
}
