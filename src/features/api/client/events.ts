/** Dispatched on `window` when API HTML is written in the browser (after a move within the app). */
export const API_HTML_EVENT = 'coinloom:api-html';
