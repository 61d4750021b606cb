// The navbar's {type: 'search'} item renders @theme/SearchBar; the site's search lives in src/features/search.
export {default} from '@site/src/features/search/SearchBar';
