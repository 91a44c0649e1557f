import { subjectMatches } from './subject-match';

describe(subjectMatches.name, () => {
  it.each([
    ['store.created', 'store.created'],
    ['store.*', 'store.created'],
    ['store.*', 'store.deleted'],
    ['*.created', 'store.created'],
    ['store.*.added', 'store.image.added'],
    ['*', 'store'],
    ['store.>', 'store.created'],
    ['store.>', 'store.image.added'],
    ['>', 'store'],
    ['>', 'loyalty.ticket.redeemed'],
    ['*.>', 'store.created'],
  ])('matches %j to %j', (pattern, subject) => {
    expect(subjectMatches(pattern, subject)).toBe(true);
  });

  it.each([
    ['store.created', 'store.updated'],
    ['store.created', 'store.created.later'],
    ['store.created', 'store'],
    ['store', 'store.created'],
    ['store.*', 'store'],
    ['store.*', 'store.image.added'],
    ['store.*', 'member.created'],
    ['*.created', 'store.updated'],
    ['*', 'store.created'],
    ['store.>', 'store'],
    ['store.>', 'member.created'],
    ['store.>', 'stores.created'],
    ['*.>', 'store'],
    ['store.created', 'Store.created'],
  ])('does not match %j to %j', (pattern, subject) => {
    expect(subjectMatches(pattern, subject)).toBe(false);
  });
});
