declare module '*.yaml' {
  const document: unknown;
  export default document;
}

declare module '!!raw-loader!*' {
  const source: string;
  export default source;
}

declare module '*.yaml?requestExamples=createCheckout,validateAddress' {
  const picked: Record<string, {method: string; path: string; example: unknown}>;
  export default picked;
}

declare module '@site/static/openapi.yaml?facts' {
  const facts: ReturnType<typeof import('./features/api/openapi').apiFacts>;
  export default facts;
}

/** One value of the API description, picked by a JSON pointer (src/features/api/loader.cjs). */
declare module '@site/static/openapi.yaml?pick=*' {
  const value: unknown;
  export default value;
}
