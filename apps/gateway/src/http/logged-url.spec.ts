import { LoggedUrls } from './logged-url';

describe(LoggedUrls.name, () => {
  const sut = new LoggedUrls();
  sut.addRoute('/api/v1/store/:id');
  sut.addRoute('/wifi-user/login/email=:email/password=:password');
  sut.addRoute('/assets/index-abc123.js');
  sut.addRoute('/*');

  it('shows a matched route by its pattern, and only that a query string was there', () => {
    expect(sut.of('/api/v1/store/12?sort=name', '/api/v1/store/:id')).toBe('/api/v1/store/:id?…');
    expect(
      sut.of(
        '/wifi-user/login/email=juan@example.ph/password=secret1',
        '/wifi-user/login/email=:email/password=:password',
      ),
    ).toBe('/wifi-user/login/email=:email/password=:password');
  });

  it("shows of a wildcard route's path only what is a registered route's own text", () => {
    expect(sut.of('/assets/index-abc123.js', '/*')).toBe('/assets/index-abc123.js');
    expect(sut.of('/admin/members/juan@example.ph', '/*')).toBe('/*/*/*');
  });

  it('stops showing segments at the first one no route has as its text', () => {
    expect(sut.of('/wifi-user/login/email=juan@example.ph/password=secret1/extra', undefined)).toBe(
      '/wifi-user/login/*/*/*',
    );
    expect(sut.of('/api/juan/v1/store', undefined)).toBe('/api/*/*/*');
  });
});
