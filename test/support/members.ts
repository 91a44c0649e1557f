import { randomBytes } from 'node:crypto';
import { signUpInput } from './fixtures';
import { TestSystem } from './system';

export interface SignedUpMember {
  memberNo: number;
  token: string;
  email: string;
}

/** Signs a new member up through the gateway (unique e-mail under `prefix`) and logs them in. */
export async function signUpMember(sut: TestSystem, prefix: string): Promise<SignedUpMember> {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@example.ph`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const signup = await sut.call<{ bbs_no: number }>('POST', '/wifi-user/signup', {
    body: signUpInput(email, password),
  });
  expect(signup.status).toBe(201);
  const login = await sut.call<{ token: string }>('POST', '/wifi-user/login', {
    body: { email, password },
  });
  expect(login.status).toBe(200);
  return { memberNo: signup.body.bbs_no, token: login.body.token, email };
}
