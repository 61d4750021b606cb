export declare const BUDGETS: Record<
  'landing' | 'doc' | 'blogPost' | 'notFound',
  {html: number; js: number; css: number}
>;
