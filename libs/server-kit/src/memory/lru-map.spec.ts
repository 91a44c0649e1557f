import { LruMap } from './lru-map';

describe(LruMap.name, () => {
  it('drops the entry least recently used when full', () => {
    const sut = new LruMap<string, number>(2);
    sut.set('a', 1);
    sut.set('b', 2);
    expect(sut.get('a')).toBe(1);
    sut.set('c', 3);
    expect([sut.get('a'), sut.get('b'), sut.get('c')]).toEqual([1, undefined, 3]);
    expect(sut.size).toBe(2);
  });

  it('replaces a value without growing, and forgets a deleted key', () => {
    const sut = new LruMap<string, number>(2);
    sut.set('a', 1);
    sut.set('a', 2);
    expect(sut.size).toBe(1);
    expect(sut.get('a')).toBe(2);
    sut.delete('a');
    expect(sut.get('a')).toBeUndefined();
  });

  it('forgets everything on clear', () => {
    const sut = new LruMap<string, number>(2);
    sut.set('a', 1);
    sut.set('b', 2);
    sut.clear();
    expect([sut.size, sut.get('a'), sut.get('b')]).toEqual([0, undefined, undefined]);
  });

  it('refuses a capacity below 1', () => {
    expect(() => new LruMap(0)).toThrow('capacity of at least 1');
  });
});
