/** The id of the heading a release notes post puts its generated API changes under (`## API changes`). */
export const API_CHANGES_ANCHOR = 'api-changes';
