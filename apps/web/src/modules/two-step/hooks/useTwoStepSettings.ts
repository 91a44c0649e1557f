import { useState } from 'react';

import { useMessages } from '../../i18n';
import { useConfirm } from '../../ui/useConfirm';
import { toast } from '../../ui/toast';
import { useNewRecoveryCodes, useRefreshOwnProfile, useTotpDisable, useTotpSetup } from '../api/useTwoStep';

/** What asks for the password again: a set-up, a new set of recovery codes, or turning it off. */
export type PasswordPurpose = 'setup' | 'codes' | 'disable';

export type TwoStepStage =
  | { name: 'status' }
  | { name: 'password'; purpose: PasswordPurpose }
  | { name: 'scan'; secret: string; otpauthUrl: string }
  | { name: 'codes'; codes: string[] };

/**
 * The steps of the two-step section: status → password → (set-up: QR code and first code →) recovery codes,
 * or → turned off after a confirmation. Each change is the signed-in administrator's own.
 */
export function useTwoStepSettings(initial: TwoStepStage = { name: 'status' }) {
  const t = useMessages();
  const confirm = useConfirm();
  const [stage, setStage] = useState<TwoStepStage>(initial);
  const setup = useTotpSetup();
  const disable = useTotpDisable();
  const newCodes = useNewRecoveryCodes();
  const refreshProfile = useRefreshOwnProfile();

  const backToStatus = () => {
    setStage({ name: 'status' });
  };

  /** The password confirmed: the change it was asked for. A refusal is thrown to the password form. */
  async function passwordConfirmed(purpose: PasswordPurpose, password: string): Promise<void> {
    const body = { password };
    if (purpose === 'setup') {
      const answer = await setup.mutateAsync({ body });
      setStage({ name: 'scan', secret: answer.secret, otpauthUrl: answer.otpauth_url });
    } else if (purpose === 'codes') {
      const answer = await newCodes.mutateAsync({ body });
      setStage({ name: 'codes', codes: answer.recovery_codes });
    } else {
      const sure = await confirm({
        title: t.twoStepTurnOffTitle,
        message: t.twoStepTurnOffQuestion,
        confirmLabel: t.twoStepTurnOff,
        danger: true,
      });
      if (!sure) return;
      await disable.mutateAsync({ body });
      await refreshProfile();
      toast.success(t.twoStepTurnedOff);
      backToStatus();
    }
  }

  async function enabled(codes: string[]): Promise<void> {
    setStage({ name: 'codes', codes });
    toast.success(t.twoStepTurnedOn);
    await refreshProfile();
  }

  return {
    stage,
    ask: (purpose: PasswordPurpose) => {
      setStage({ name: 'password', purpose });
    },
    passwordConfirmed,
    enabled,
    backToStatus,
    busy: setup.isPending || disable.isPending || newCodes.isPending,
  };
}
