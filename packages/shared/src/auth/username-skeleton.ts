/**
 * What a username looks like to a reader, for telling look-alikes apart (docs/product/accounts.md,
 * Registration): case, dots and underscores are dropped, and the confusable `I`/`l`/`1` and
 * `O`/`0` become one letter each. Two usernames with one skeleton cannot both exist.
 *
 * The database computes the same skeleton for its unique index (users.username_skeleton:
 * `translate(lower(username), 'i10._', 'llo')`); usernames are ASCII, so JavaScript's and
 * PostgreSQL's lower-casing agree, and an API test compares the two.
 */
export function usernameSkeleton(username: string): string {
  return username.toLowerCase().replace(/[._]/g, '').replace(/[i1]/g, 'l').replace(/0/g, 'o');
}
