import { RequestIds } from './request-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe(RequestIds.name, () => {
  it('makes version 4 UUIDs, each one new', () => {
    const sut = new RequestIds();

    const ids = Array.from({ length: 1000 }, () => sut.next());

    expect(ids.every((id) => UUID_V4.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("counts in the last group, after a random part of the process's own", () => {
    const sut = new RequestIds();
    const other = new RequestIds();

    const [first, second] = [sut.next(), sut.next()];

    expect(first.slice(-12)).toBe('000000000000');
    expect(second.slice(-12)).toBe('000000000001');
    expect(second.slice(0, 24)).toBe(first.slice(0, 24));
    expect(other.next().slice(0, 24)).not.toBe(first.slice(0, 24));
  });
});
