import { DomainError, MemberErrorCode } from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';

/** Spec §6: what a role admin sees when they try what only a super master may do. */
export const NOT_ALLOWED_MESSAGE = '권한이 없습니다.';
/** Spec §5: the register/update failure when the id may be taken. */
export const ADMIN_ID_TAKEN_MESSAGE = '등록에 실패했습니다. 동일한 아이디가 존재할 수 있습니다.';

/** The member service's domain errors about administrators; the gateway maps each code to its HTTP status. */
export const AdminErrors = {
  loginFailed: () => new DomainError(MemberErrorCode.AdminLoginFailed, MESSAGES.adminLoginFailed),
  notFound: () => new DomainError(MemberErrorCode.AdminNotFound, 'Administrator not found'),
  notAllowed: (message: string = NOT_ALLOWED_MESSAGE) => new DomainError(MemberErrorCode.NotAllowed, message),
  idTaken: () => new DomainError(MemberErrorCode.AdminIdTaken, ADMIN_ID_TAKEN_MESSAGE),
};

/** The super-master protections' own wording (the spec gives none). */
export const SUPER_MASTER_MESSAGES = {
  cannotDelete: 'A super master cannot be deleted.',
  cannotEditAnother: 'A super master cannot edit another super master.',
  cannotGiveUpRole: 'A super master cannot give up the role.',
} as const;
