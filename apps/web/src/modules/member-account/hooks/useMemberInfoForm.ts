import { useState, type SyntheticEvent } from 'react';
import type { Catalogue } from '@stamp/shared';

import { statusOf, errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { useMobileConfirm } from '../../mobile-shell';
import { loadCommonPasswords, weakPasswordProblem } from '../../passwords';
import { lookupAreaIds } from '../../regions';
import type { MemberView } from '../../session';
import { useUpdateMember } from '../api/memberAccountApi';

export interface MemberInfoValues {
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirm: string;
  phone: string;
  gcashId: string;
  region: string;
  province: string;
  address: string;
}

export interface Place {
  region: string;
  province: string;
}

export function memberInfoValues(member: MemberView, place: Place | null): MemberInfoValues {
  return {
    firstName: member.member_name,
    lastName: member.member_name2,
    password: '',
    passwordConfirm: '',
    phone: member.hphone_num,
    gcashId: member.gcashid,
    region: place?.region ?? '',
    province: place?.province ?? '',
    address: member.addr1,
  };
}

/**
 * Spec §5 member info update, checked in order: both names; 'Password does not match'; a changed region needs
 * its province and address ('Region has been changed. Please fill province and address').
 */
export function memberInfoProblem(
  values: MemberInfoValues,
  original: Place | null,
  t: Catalogue,
): string | null {
  if (values.firstName.trim() === '' || values.lastName.trim() === '') return t.namesRequired;
  if (values.password !== values.passwordConfirm) return t.profilePasswordsDiffer;
  const regionChanged = values.region !== (original?.region ?? '');
  if (regionChanged && (values.province === '' || values.address.trim() === '')) return t.regionChanged;
  return null;
}

/**
 * The member info edit: the §5 checks, then 'Would you like to change your information?', the region and
 * province turned into area ids, a new password checked against the contract's rule (8+ characters, not a
 * common one), and PUT /wifi-user/update with the member's own fields ('User Updated!'; 'Communication
 * Error!' when the call fails).
 */
export function useMemberInfoForm(member: MemberView, place: Place | null) {
  const t = useMessages();
  const update = useUpdateMember();
  const confirm = useMobileConfirm();
  const [values, setValues] = useState(() => memberInfoValues(member, place));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [checkingAddress, setCheckingAddress] = useState(false);
  const [checkingPassword, setCheckingPassword] = useState(false);

  const change = (patch: Partial<MemberInfoValues>) => {
    if (patch.password) void loadCommonPasswords();
    setDone(null);
    setValues((current) => ({ ...current, ...patch }));
  };

  const newPasswordProblem = async (password: string): Promise<string | null> => {
    setCheckingPassword(true);
    const weak = await weakPasswordProblem(password, t);
    setCheckingPassword(false);
    return weak;
  };

  const areaOf = async (): Promise<{ area1: number; area2: number } | null | 'none'> => {
    if (values.region === '' && values.province === '') return 'none';
    setCheckingAddress(true);
    const area = values.province
      ? await lookupAreaIds(values.region, values.province).catch(() => null)
      : null;
    setCheckingAddress(false);
    return area;
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setDone(null);
    const problem = memberInfoProblem(values, place, t);
    setError(problem);
    if (problem) return;
    if (!(await confirm.ask(t.accountChangeInfoConfirm, t.accountChangeInfoButton))) return;
    const area = await areaOf();
    if (area === null) {
      setError(t.invalidAddress);
      return;
    }
    const weak = values.password ? await newPasswordProblem(values.password) : null;
    if (weak) {
      setError(weak);
      return;
    }
    try {
      await update.mutateAsync({
        body: {
          bbs_no: member.bbs_no,
          member_name: values.firstName.trim(),
          member_name2: values.lastName.trim(),
          hphone_num: values.phone,
          gcashid: values.gcashId,
          addr1: values.address.trim(),
          ...(area === 'none' ? { area1: -1, area2: -1 } : area),
          ...(values.password
            ? { member_pass: values.password, member_pass_confirm: values.passwordConfirm }
            : {}),
        },
      });
      setValues((current) => ({ ...current, password: '', passwordConfirm: '' }));
      setDone(t.userUpdated);
    } catch (failure) {
      setError(statusOf(failure) === 400 ? errorMessage(failure, t) : t.communicationErrorMember);
    }
  };

  return {
    values,
    change,
    error,
    done,
    onSubmit,
    submitting: checkingAddress || checkingPassword || update.isPending,
    confirmSheet: confirm.sheet,
  };
}
