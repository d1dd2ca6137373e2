/**
 * The sidebar of the fixture of several folders (e2e/fixtures/book), in its order: the
 * folder default, recipes reordered by frontmatter `order` (Lists first), the unlisted
 * page left out.
 */
export const BOOK_SIDEBAR = [
  'Book home',
  'Changelog',
  'Introduction',
  'Advanced topics',
  'Performance',
  'Install',
  'Using it',
  'Lists',
  'Images',
];
