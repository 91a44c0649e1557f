import { maskUrl } from './logger';

describe(maskUrl.name, () => {
  it.each([
    [
      '/wifi-user/login/email=juan@example.ph/password=secret1',
      '/wifi-user/login/email=juan@example.ph/password=***',
    ],
    ['/api/v1/admin/login/id=root/password=secret2', '/api/v1/admin/login/id=root/password=***'],
    ['/wifi-user/find-id/Juan/Cruz/secret3', '/wifi-user/find-id/Juan/Cruz/***'],
  ])('masks the password in %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });

  it('leaves paths without a password as they are', () => {
    expect(maskUrl('/api/v1/store/12?sort=name')).toBe('/api/v1/store/12?sort=name');
  });
});
