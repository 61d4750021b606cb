// The search results page, /search/: it lives with the rest of search in src/features/search.
export {default} from '@site/src/features/search/SearchPage';
