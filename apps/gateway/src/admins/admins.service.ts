import { Inject, Injectable } from '@nestjs/common';
import {
  AdminActor,
  AdminFieldsRequest,
  AdminLoginRequest,
  AdminPasswordConfirmRequest,
  AdminRecoveryCodesView,
  AdminTotpEnableRequest,
  AdminTotpSetupView,
  AdminUpdateRequest,
  AdminView,
  DeletionView,
  DomainError,
  MemberErrorCode,
  MemberRequests,
} from '@stamp/contracts';
import { validateMessage } from '@stamp/server-kit/validation';
import { SESSION_CHECK, SessionCheck } from '../auth/session-check';
import { TokenService } from '../auth/token.service';
import { CallerBus } from '../http/caller-bus';
import { AdminCaller, Caller } from '../http/caller';
import { AdminLoginView } from '../members/member-login.view';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import { RateLimiter } from '../rate-limit/rate-limiter';

function actorOf(caller: AdminCaller): AdminActor {
  const { adminId, authority, sessionId } = caller.principal;
  return { adminId, authority, sessionId };
}

/** Administrator accounts: the login (token signing) here, the super-master rules of spec §6 in the member service. */
@Injectable()
export class AdminsService {
  constructor(
    private readonly bus: CallerBus,
    private readonly tokens: TokenService,
    private readonly rateLimiter: RateLimiter,
    @Inject(SESSION_CHECK) private readonly sessions: SessionCheck,
  ) {}

  async logIn(caller: Caller, body: AdminLoginRequest): Promise<AdminLoginView> {
    await this.rateLimiter.consume(AbuseLimits.adminLogin(caller.ip, body.admin_id));
    const { account: admin, session } = await this.bus.requestAs(caller, MemberRequests.adminLogin, body);
    const principal = {
      kind: 'admin',
      adminId: admin.id,
      authority: admin.authority,
      sessionId: session.session_id,
    } as const;
    return { token: this.tokens.sign(principal, session.expires_at), admin };
  }

  /**
   * The deprecated GET twin: the path's id and password, validated as the POST body is. It carries no
   * one-time code, so an administrator with two-step sign-in gets `ADMIN_OTP_REQUIRED` from it, never a token.
   */
  async logInByPath(caller: Caller, adminId: string, password: string): Promise<AdminLoginView> {
    return this.logIn(caller, await validateMessage(AdminLoginRequest, { admin_id: adminId, password }));
  }

  list(caller: AdminCaller): Promise<AdminView[]> {
    return this.bus.requestAs(caller, MemberRequests.listAdmins, { actor: actorOf(caller) });
  }

  byId(caller: AdminCaller, id: number): Promise<AdminView> {
    return this.bus.requestAs(caller, MemberRequests.getAdmin, { actor: actorOf(caller), id });
  }

  byLoginId(caller: AdminCaller, loginId: string): Promise<AdminView> {
    return this.bus.requestAs(caller, MemberRequests.getAdmin, { actor: actorOf(caller), admin_id: loginId });
  }

  create(caller: AdminCaller, admin: AdminFieldsRequest): Promise<AdminView> {
    return this.bus.requestAs(caller, MemberRequests.createAdmin, { actor: actorOf(caller), admin });
  }

  /** A new password or authority ends the administrator's sessions: this gateway forgets them at once. */
  async update(caller: AdminCaller, id: number, admin: AdminUpdateRequest): Promise<AdminView> {
    try {
      return await this.bus.requestAs(caller, MemberRequests.updateAdmin, {
        actor: actorOf(caller),
        id,
        admin,
      });
    } finally {
      this.sessions.forget('admin', id);
    }
  }

  /** A two-step set-up of the caller's own account, waiting for its first code. */
  totpSetup(caller: AdminCaller, confirm: AdminPasswordConfirmRequest): Promise<AdminTotpSetupView> {
    return this.twoStepChange(caller, () =>
      this.bus.requestAs(caller, MemberRequests.adminTotpSetup, { actor: actorOf(caller), confirm }),
    );
  }

  /** On: the administrator's other sessions end (this gateway forgets them at once); the caller's goes on. */
  totpEnable(caller: AdminCaller, enable: AdminTotpEnableRequest): Promise<AdminRecoveryCodesView> {
    return this.twoStepChange(
      caller,
      () => this.bus.requestAs(caller, MemberRequests.adminTotpEnable, { actor: actorOf(caller), enable }),
      true,
    );
  }

  /** Off: as `totpEnable`, the administrator's other sessions end. */
  async totpDisable(caller: AdminCaller, confirm: AdminPasswordConfirmRequest): Promise<void> {
    await this.twoStepChange(
      caller,
      () => this.bus.requestAs(caller, MemberRequests.adminTotpDisable, { actor: actorOf(caller), confirm }),
      true,
    );
  }

  newRecoveryCodes(
    caller: AdminCaller,
    confirm: AdminPasswordConfirmRequest,
  ): Promise<AdminRecoveryCodesView> {
    return this.twoStepChange(caller, () =>
      this.bus.requestAs(caller, MemberRequests.adminRecoveryCodes, { actor: actorOf(caller), confirm }),
    );
  }

  /**
   * A two-step change of the caller's own account: a wrong password or code spends the administrator's budget
   * of failures; `endsSessions`, the change ended the administrator's other sessions.
   */
  private async twoStepChange<T>(
    caller: AdminCaller,
    change: () => Promise<T>,
    endsSessions = false,
  ): Promise<T> {
    try {
      return await this.rateLimiter.limitFailures(
        AbuseLimits.adminTwoStepFailures(caller.principal.adminId),
        change,
        (error) =>
          error instanceof DomainError &&
          (error.code === MemberErrorCode.AdminPasswordWrong ||
            error.code === MemberErrorCode.AdminTotpCodeWrong),
      );
    } finally {
      if (endsSessions) {
        this.sessions.forget('admin', caller.principal.adminId);
      }
    }
  }

  async remove(caller: AdminCaller, id: number): Promise<DeletionView> {
    try {
      return await this.bus.requestAs(caller, MemberRequests.deleteAdmin, { actor: actorOf(caller), id });
    } finally {
      this.sessions.forget('admin', id);
    }
  }
}
