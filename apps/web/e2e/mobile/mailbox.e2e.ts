import { expect, latestMailTo, test } from '../support/fixtures';

test('the mailbox fixture reads the reset mail the product writes, with a link to this server', async ({
  api,
  baseURL,
}) => {
  const member = await api.signUpMember();
  expect(await api.requestPasswordReset(member)).toBe(
    `A password reset link has been sent to ${member.member_id}.`,
  );

  const first = await latestMailTo(member.member_id);
  expect(first.subject).toBe('Reset your Stamp password');
  const [link] = first.links;
  expect(link).toMatch(new RegExp(`^${String(baseURL)}/mobile/reset-password\\?token=[\\w-]{43}$`));

  await api.requestPasswordReset(member);
  const second = await latestMailTo(member.member_id, { after: first });
  expect(second.links[0]).not.toBe(link);
});
