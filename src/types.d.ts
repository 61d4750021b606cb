declare module '*.yaml' {
  const document: unknown;
  export default document;
}

declare module '!!raw-loader!*' {
  const source: string;
  export default source;
}
