import { keepNextTickShape, keptNextTicks } from './next-tick-shape';

describe(keepNextTickShape.name, () => {
  it('keeps one nextTick entry alive, however often it is called', () => {
    keepNextTickShape();
    const [entry] = keptNextTicks();
    keepNextTickShape();

    expect(entry).toHaveProperty('callback');
    expect(typeof (entry as { callback?: unknown }).callback).toBe('function');
    expect(keptNextTicks()).toEqual([entry]);
  });

  it('leaves its async hook disabled: later nextTick entries are not kept', async () => {
    keepNextTickShape();

    for (let tick = 0; tick < 3; tick++) {
      await new Promise((resolve) => {
        process.nextTick(resolve);
      });
    }

    expect(keptNextTicks()).toHaveLength(1);
  });
});
