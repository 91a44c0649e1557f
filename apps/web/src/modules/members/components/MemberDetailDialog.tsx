import { useState, type ReactNode } from 'react';

import { errorMessage } from '../../api';
import { useMessages, useDates } from '../../i18n';
import { AreaName } from '../../regions';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { FormActions } from '../../ui/FormActions';
import { toast } from '../../ui/toast';
import { useConfirmedDelete } from '../../ui/useConfirmedDelete';
import { InfoList } from '../../ui/InfoList';
import { useDeleteMember, useInvalidateMembers, useUpdateMemberStatus, type Member } from '../api/useMembers';
import { JOIN_CHECK } from '../utils/joinCheck';
import { MemberReceipts } from './MemberReceipts';
import styles from './MemberDetailDialog.module.css';

/** Join info, participation info, the active/suspended radio, confirm / delete / cancel (spec §2). */
export function MemberDetailDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const t = useMessages();
  return (
    <Dialog open={member !== null} onClose={onClose} title={t.memberDetailTitle} size="lg">
      {member && <MemberDetail key={member.bbs_no} member={member} onClose={onClose} />}
    </Dialog>
  );
}

function MemberDetail({ member, onClose }: { member: Member; onClose: () => void }) {
  const t = useMessages();
  const { datePart } = useDates();
  const confirmDelete = useConfirmedDelete();
  const [joinCheck, setJoinCheck] = useState<1 | 2>(member.join_check === JOIN_CHECK.active ? 2 : 1);
  const update = useUpdateMemberStatus();
  const remove = useDeleteMember();
  const invalidate = useInvalidateMembers();

  const onConfirm = async () => {
    try {
      await update.mutateAsync({ body: { member_id: member.member_id, join_check: joinCheck } });
      await invalidate();
      toast.success(t.userUpdated);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t, t.communicationErrorMember));
    }
  };

  const onDelete = () =>
    confirmDelete({
      message: t.memberDeleteWarning,
      remove: async () => {
        await remove.mutateAsync({ params: { path: { bbs_no: member.bbs_no } } });
        await invalidate();
      },
      success: t.successfullyDeleted,
      onDone: onClose,
    });

  const rows: [string, ReactNode][] = [
    [t.memberColId, member.member_id],
    [t.memberColName, `${member.member_name} ${member.member_name2}`],
    [t.memberPhone, member.hphone_num || t.none],
    [t.memberGcash, member.gcashid || t.none],
    [t.memberColRegion, <AreaName key="area" areaId={member.area2} />],
    [t.address, member.addr1 || t.none],
    [t.memberColJoined, datePart(member.reg_dt)],
  ];
  return (
    <>
      <div className={styles.columns}>
        <section>
          <h3 className={styles.heading}>{t.memberJoinInfo}</h3>
          <InfoList items={rows} />
        </section>
        <section>
          <h3 className={styles.heading}>{t.memberParticipation}</h3>
          <InfoList
            items={[
              [t.memberCouponCount, ''],
              [t.memberMainStore, ''],
              [t.memberPoints, member.point],
            ]}
          />
          <fieldset className={formStyles.radios}>
            <legend>{t.memberAccountStatus}</legend>
            <label className={formStyles.radio}>
              <input
                type="radio"
                name="join_check"
                checked={joinCheck === 2}
                onChange={() => {
                  setJoinCheck(2);
                }}
              />
              {t.memberStatusActive}
            </label>
            <label className={formStyles.radio}>
              <input
                type="radio"
                name="join_check"
                checked={joinCheck === 1}
                onChange={() => {
                  setJoinCheck(1);
                }}
              />
              {t.memberSuspended}
            </label>
          </fieldset>
        </section>
      </div>
      <MemberReceipts bbsNo={member.bbs_no} />
      <FormActions
        start={
          <Button variant="danger" onClick={() => void onDelete()} busy={remove.isPending}>
            {t.delete}
          </Button>
        }
      >
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="primary" onClick={() => void onConfirm()} busy={update.isPending}>
          {t.confirm}
        </Button>
      </FormActions>
    </>
  );
}
