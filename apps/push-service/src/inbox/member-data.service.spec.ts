import { tokenPreview } from './member-data.service';

describe(tokenPreview.name, () => {
  it('shows the first 8 characters of a native token, never the whole token', () => {
    const token = 'fcm-c3VwZXJzZWNyZXQtZGV2aWNlLXRva2Vu';

    const sut = tokenPreview({ platform: 'android', token });

    expect(sut).toBe('fcm-c3Vw…');
    expect(sut).not.toContain(token.slice(8));
  });

  it('shows only the push service’s host of a browser subscription, not its endpoint or keys', () => {
    const token = JSON.stringify({
      endpoint: 'https://fcm.googleapis.com/fcm/send/secret-endpoint-id',
      keys: { p256dh: 'public-key', auth: 'auth-secret' },
    });

    const sut = tokenPreview({ platform: 'web', token });

    expect(sut).toBe('fcm.googleapis.com/…');
  });

  it('shows nothing of a browser subscription it cannot read', () => {
    expect(tokenPreview({ platform: 'web', token: 'not json' })).toBe('…');
    expect(tokenPreview({ platform: 'web', token: '{"endpoint":42}' })).toBe('…');
  });
});
