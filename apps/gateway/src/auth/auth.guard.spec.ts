import { ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { AccessPolicy, Policy, inParam } from './access-policy';
import { ACCESS_KEY, AuthenticatedRequest } from './access.decorators';
import { AuthGuard } from './auth.guard';
import { Principal } from './principal';
import { SessionCheck } from './session-check';
import { TokenService } from './token.service';

/** The session a test token names. */
const SESSION_ID = '5e55a0a0-0000-4000-8000-000000000001';

const SECRET = 'guard-test-secret';

const STORE: Principal = { kind: 'store', storeId: 12, sessionId: SESSION_ID };
const MEMBER: Principal = { kind: 'member', memberNo: 7, sessionId: SESSION_ID };
const ADMIN: Principal = { kind: 'admin', adminId: 1, authority: 'admin', sessionId: SESSION_ID };

class RouteController {
  route(): void {
    // the guarded route; never called
  }
}
const handler = RouteController.prototype.route;

/** Reflector stub: answers every metadata lookup with the given rule and remembers what was asked. */
class ReflectorStub {
  readonly lookups: { key: unknown; targets: unknown[] }[] = [];

  constructor(private readonly rule: AccessPolicy | undefined) {}

  getAllAndOverride(key: unknown, targets: unknown[]): AccessPolicy | undefined {
    this.lookups.push({ key, targets });
    return this.rule;
  }
}

const REQUEST_ID = 'req-guarded';

function requestWith(authorization?: string, params: Record<string, string> = {}): AuthenticatedRequest {
  return {
    id: REQUEST_ID,
    headers: authorization === undefined ? {} : { authorization },
    params,
  } as AuthenticatedRequest;
}

/** The context Nest gives a guard on an HTTP route: the request, the reply and `next`, as its arguments. */
function contextFor(request: AuthenticatedRequest): ExecutionContext {
  return new ExecutionContextHost([request, {}, () => undefined], RouteController, handler);
}

/** The guard's answer as a promise: it decides a public route at once, and throws synchronously. */
function activate(sut: AuthGuard, context: ExecutionContext): Promise<boolean> {
  return Promise.resolve().then(() => sut.canActivate(context));
}

describe(AuthGuard.name, () => {
  const tokens = new TokenService(SECRET);
  const expiresAt = new Date(Date.now() + 60_000).toISOString();
  const sign = (principal: Principal, secret = SECRET) => new TokenService(secret).sign(principal, expiresAt);
  const bearer = (principal: Principal) => `Bearer ${sign(principal)}`;
  /** Principals (kind and id) whose sessions have ended. */
  const ended = new Set<string>();
  const keyOf = (principal: Principal) => `${principal.kind} ${JSON.stringify(principal)}`;
  /** What the guard asked the session check: the principal and the request id. */
  const asked: [Principal, string][] = [];
  const sessions: SessionCheck = {
    isLive: (principal, requestId) => {
      asked.push([principal, requestId]);
      return Promise.resolve(!ended.has(keyOf(principal)));
    },
    forget: () => undefined,
  };

  beforeEach(() => {
    asked.length = 0;
  });

  function guardFor(rule: AccessPolicy | undefined): { sut: AuthGuard; reflector: ReflectorStub } {
    const reflector = new ReflectorStub(rule);
    return { sut: new AuthGuard(reflector as unknown as Reflector, tokens, sessions), reflector };
  }

  describe('on a public route', () => {
    const rule = Policy.public;

    it('lets a caller without a token through and sets no principal', async () => {
      const { sut } = guardFor(rule);
      const request = requestWith();

      await expect(activate(sut, contextFor(request))).resolves.toBe(true);
      expect(request.principal).toBeUndefined();
    });

    it('sets the principal of a valid token', async () => {
      const { sut } = guardFor(rule);
      const request = requestWith(bearer(STORE));

      await expect(activate(sut, contextFor(request))).resolves.toBe(true);
      expect(request.principal).toEqual(STORE);
    });

    it('answers the holder of an ended session as anonymous: no full views for a dead token', async () => {
      const { sut } = guardFor(rule);
      const request = requestWith(bearer(ADMIN));
      ended.add(keyOf(ADMIN));
      try {
        await expect(activate(sut, contextFor(request))).resolves.toBe(true);
        expect(request.principal).toBeUndefined();
      } finally {
        ended.delete(keyOf(ADMIN));
      }
    });

    it('lets a caller with an invalid token through as anonymous', async () => {
      const { sut } = guardFor(rule);
      const request = requestWith(`Bearer ${sign(ADMIN, 'other-secret')}`);

      await expect(activate(sut, contextFor(request))).resolves.toBe(true);
      expect(request.principal).toBeUndefined();
    });
  });

  describe('on a closed route', () => {
    const rule = Policy.anyOf(Policy.storeOwner, Policy.admin);

    it('rejects a caller without a token with UnauthorizedException', async () => {
      const { sut } = guardFor(rule);

      await expect(activate(sut, contextFor(requestWith()))).rejects.toThrow(
        new UnauthorizedException('Please log in.'),
      );
    });

    it('rejects an invalid token with UnauthorizedException asking to log in again', async () => {
      const { sut } = guardFor(rule);
      const request = requestWith(`Bearer ${sign(STORE, 'other-secret')}`);

      await expect(activate(sut, contextFor(request))).rejects.toThrow(
        new UnauthorizedException('Your session has expired. Please log in again.'),
      );
      expect(request.principal).toBeUndefined();
    });

    it('does not read a token sent without the Bearer scheme', async () => {
      const { sut } = guardFor(rule);

      await expect(activate(sut, contextFor(requestWith(sign(STORE))))).rejects.toThrow(
        UnauthorizedException,
      );
    });

    it('rejects a token of another kind with ForbiddenException', async () => {
      const { sut } = guardFor(rule);

      await expect(activate(sut, contextFor(requestWith(bearer(MEMBER))))).rejects.toThrow(
        ForbiddenException,
      );
    });

    it.each<[string, Principal]>([
      ['a store owner', STORE],
      ['an admin', ADMIN],
    ])('lets %s through and sets the principal', async (_name, principal) => {
      const { sut } = guardFor(rule);
      const request = requestWith(bearer(principal));

      await expect(activate(sut, contextFor(request))).resolves.toBe(true);
      expect(request.principal).toEqual(principal);
    });
  });

  it('fails safe: a route without access metadata is forbidden even with a valid token', async () => {
    const { sut } = guardFor(undefined);

    await expect(activate(sut, contextFor(requestWith(bearer(ADMIN))))).rejects.toThrow(ForbiddenException);
  });

  it('fails safe: a route without access metadata asks a caller without a token to log in', async () => {
    const { sut } = guardFor(undefined);

    await expect(activate(sut, contextFor(requestWith()))).rejects.toThrow(UnauthorizedException);
  });

  it('reads the access rule of the handler, then of its controller', async () => {
    const { sut, reflector } = guardFor(Policy.public);

    await activate(sut, contextFor(requestWith()));

    expect(reflector.lookups).toEqual([{ key: ACCESS_KEY, targets: [handler, RouteController] }]);
  });

  it('looks the rule up once per route, and decides a public route without a token without a promise', async () => {
    const { sut, reflector } = guardFor(Policy.public);

    expect(sut.canActivate(contextFor(requestWith()))).toBe(true);
    await expect(activate(sut, contextFor(requestWith(bearer(MEMBER))))).resolves.toBe(true);

    expect(reflector.lookups).toHaveLength(1);
  });

  describe.each<[string, Principal, AccessPolicy]>([
    ['a member', MEMBER, Policy.member],
    ['an administrator', ADMIN, Policy.admin],
    ['a store owner', STORE, Policy.storeOwner],
  ])('with the token of %s', (_name, principal, rule) => {
    it('lets a live session through', async () => {
      const { sut } = guardFor(rule);
      await expect(activate(sut, contextFor(requestWith(bearer(principal))))).resolves.toBe(true);
    });

    it('asks whether the session is live with the id of the request', async () => {
      const { sut } = guardFor(rule);

      await activate(sut, contextFor(requestWith(bearer(principal))));

      expect(asked).toEqual([[principal, REQUEST_ID]]);
    });

    it('refuses a token whose session has ended (logout, new password, suspension, deletion) with 401', async () => {
      const { sut } = guardFor(rule);
      const request = requestWith(bearer(principal));
      ended.add(keyOf(principal));
      try {
        await expect(activate(sut, contextFor(request))).rejects.toThrow(
          new UnauthorizedException('Your session has expired. Please log in again.'),
        );
        expect(request.principal).toBeUndefined();
      } finally {
        ended.delete(keyOf(principal));
      }
    });
  });

  describe('on a member(self) route', () => {
    const rule = Policy.memberSelf(inParam('memberNo'), 'Only your own.');

    it("forbids another member's object with the policy's message", async () => {
      const { sut } = guardFor(rule);

      await expect(activate(sut, contextFor(requestWith(bearer(MEMBER), { memberNo: '8' })))).rejects.toThrow(
        new ForbiddenException('Only your own.'),
      );
    });

    it("checks that the member's session is live before it looks at the object", async () => {
      const { sut } = guardFor(rule);
      ended.add(keyOf(MEMBER));
      try {
        await expect(
          activate(sut, contextFor(requestWith(bearer(MEMBER), { memberNo: '8' }))),
        ).rejects.toThrow(UnauthorizedException);
      } finally {
        ended.delete(keyOf(MEMBER));
      }
    });

    it('lets the member at their own object', async () => {
      const { sut } = guardFor(rule);

      await expect(activate(sut, contextFor(requestWith(bearer(MEMBER), { memberNo: '7' })))).resolves.toBe(
        true,
      );
    });
  });
});
