import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { statusOf, errorMessage } from '../../api';
import { useMessages } from '../../i18n';
import { useMobileConfirm } from '../../mobile-shell';
import { loadCommonPasswords, weakPasswordProblem } from '../../passwords';
import { lookupAreaIds } from '../../regions';
import type { MemberView } from '../../session';
import { firstFieldError } from '../../ui/formErrors';
import { useUpdateMember } from '../api/memberAccountApi';
import {
  MEMBER_INFO_ORDER,
  memberInfoSchema,
  type MemberInfoValues,
  type Place,
} from '../validation-schemas/memberInfoSchema';

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
 * The member info edit: the schema's §5 checks in order (the first failing one shown, its field focused), then
 * 'Would you like to change your information?', the region and province turned into area ids ('Invalid
 * address' when the lookup finds nothing), a new password checked against the contract's rule (8+
 * characters, not a common one), and PUT /wifi-user/update with the member's own fields ('User Updated!';
 * 'Communication Error!' when the call fails).
 */
export function useMemberInfoForm(member: MemberView, place: Place | null) {
  const t = useMessages();
  const update = useUpdateMember();
  const confirm = useMobileConfirm();
  const form = useForm<MemberInfoValues>({
    resolver: zodResolver(memberInfoSchema(t, place)),
    defaultValues: memberInfoValues(member, place),
    // One alert at a time, as the spec shows them: it changes on the next submit, not on every key.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (values: MemberInfoValues) => {
    const refuse = (message: string) => {
      form.setError('root', { message });
    };
    let area: { area1: number; area2: number } | null = { area1: -1, area2: -1 };
    if (values.region !== '' || values.province !== '') {
      area = values.province ? await lookupAreaIds(values.region, values.province).catch(() => null) : null;
    }
    if (area === null) {
      refuse(t.invalidAddress);
      return;
    }
    const weak = values.password ? await weakPasswordProblem(values.password, t) : null;
    if (weak) {
      refuse(weak);
      form.setFocus('password');
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
          ...area,
          ...(values.password
            ? { member_pass: values.password, member_pass_confirm: values.passwordConfirm }
            : {}),
        },
      });
      form.resetField('password', { defaultValue: '' });
      form.resetField('passwordConfirm', { defaultValue: '' });
      setDone(t.userUpdated);
    } catch (failure) {
      refuse(statusOf(failure) === 400 ? errorMessage(failure, t) : t.communicationErrorMember);
    }
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setDone(null);
      if (!(await confirm.ask(t.accountChangeInfoConfirm, t.accountChangeInfoButton))) return;
      setSaving(true);
      try {
        await save(values);
      } finally {
        setSaving(false);
      }
    },
    (invalid) => {
      setDone(null);
      const first = firstFieldError(invalid, MEMBER_INFO_ORDER);
      if (first) form.setFocus(first.field);
    },
  );

  return {
    form,
    /** A typed password starts fetching the common-password list the submit checks it against. */
    passwordTyped: () => void loadCommonPasswords(),
    error: errors.root?.message ?? firstFieldError(errors, MEMBER_INFO_ORDER)?.message ?? null,
    done,
    /** A change takes 'User Updated!' away (the form's change events bubble here). */
    changed: () => {
      setDone(null);
    },
    onSubmit,
    submitting: saving,
    confirmSheet: confirm.sheet,
  };
}
