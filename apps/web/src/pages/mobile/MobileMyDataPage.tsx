import { ROUTES } from '../../routes';
import { useMessages } from '../../modules/i18n/useMessages';
import { usePageTitle } from '../../modules/i18n/usePageTitle';
import { useMe, useMyData } from '../../modules/member-account/api/memberAccountApi';
import { MyDataView } from '../../modules/member-account/components/MyDataView';
import { MobileScreen } from '../../modules/mobile-shell/components/MobileScreen';
import { QueryGate } from '../../modules/mobile-shell/components/QueryGate';

/** 'Download my data' (privacy policy §8): everything held about the member, readable and as a file. */
export function MobileMyDataPage() {
  const t = useMessages();
  usePageTitle(t.myDataTitle);
  const me = useMe();
  const data = useMyData(me.data?.bbs_no);
  return (
    <MobileScreen title={t.myDataTitle} backTo={ROUTES.account}>
      {me.error ? (
        <QueryGate query={me}>{() => null}</QueryGate>
      ) : (
        <QueryGate query={data}>{(loaded) => <MyDataView data={loaded} />}</QueryGate>
      )}
    </MobileScreen>
  );
}
