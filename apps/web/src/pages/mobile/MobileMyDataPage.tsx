import { ROUTES } from '../../routes';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { useMe, useMyData, MyDataView } from '../../modules/member-account';
import { MobileScreen, QueryGate } from '../../modules/mobile-shell';

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
