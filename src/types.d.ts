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
