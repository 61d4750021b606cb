// The signing helper, where reconcile.mjs expects it: beside it, as a reader
// keeps it. The one copy of the helper is ../signing/sign-request.mjs.
export * from '../signing/sign-request.mjs';
