import { OpsServer } from './ops-server';

describe(OpsServer.name, () => {
  let sut: OpsServer;
  let databaseUp = true;

  beforeAll(async () => {
    sut = await OpsServer.listen(
      0,
      { bus: () => Promise.resolve(true), database: () => Promise.resolve(databaseUp) },
      '127.0.0.1',
    );
  });

  afterAll(async () => {
    await sut.close();
  });

  async function get(path: string): Promise<{ status: number; type: string | null; body: string }> {
    const response = await fetch(`http://127.0.0.1:${String(sut.port)}${path}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.text(),
    };
  }

  it('says the process is alive', async () => {
    expect(await get('/healthz')).toMatchObject({ status: 200, body: '{"status":"ok"}' });
  });

  it('is ready when every check passes, and names the one that fails', async () => {
    expect(await get('/readyz')).toMatchObject({
      status: 200,
      body: JSON.stringify({ status: 'ready', checks: { bus: true, database: true } }),
    });

    databaseUp = false;
    expect(await get('/readyz')).toMatchObject({
      status: 503,
      body: JSON.stringify({ status: 'not ready', checks: { bus: true, database: false } }),
    });
    databaseUp = true;
  });

  it('serves the default registry as Prometheus text', async () => {
    const metrics = await get('/metrics');

    expect(metrics.status).toBe(200);
    expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('answers 404 elsewhere, and is not ready once stopping', async () => {
    expect((await get('/')).status).toBe(404);

    sut.markStopping();

    expect(await get('/readyz')).toMatchObject({
      status: 503,
      body: JSON.stringify({ status: 'stopping', checks: { bus: true, database: true } }),
    });
  });
});
