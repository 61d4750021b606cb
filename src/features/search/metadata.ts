/**
 * The page metadata Pagefind searches besides the title, named once for the
 * indexer (`markForIndex.ts`, which fills them) and the ranking
 * (`RANKING.metaWeights` in `pagefind.ts`, which weighs them):
 * - `description` and `keywords`: the page's front matter, in the writer's words;
 * - `synonyms`: readers' words (`synonyms.ts`) for the site's words in the
 *   page's title and keywords, what the page is about;
 * - `section_synonyms`: the same for the site's words in its description and
 *   headings, what it covers;
 * - `phrases`: the pairs of neighbouring words in its title, keywords,
 *   description and headings, each pair as one word (`phrases.ts`);
 * - `code`: the names in its code blocks (`identifiers.ts`), which its
 *   snippets leave out.
 */
export const META = {
  description: 'description',
  keywords: 'keywords',
  synonyms: 'synonyms',
  sectionSynonyms: 'section_synonyms',
  phrases: 'phrases',
  code: 'code',
} as const;
