import type {SAMPLE_PAGES} from './page-weight.mjs';

export declare const BUDGETS: Record<keyof typeof SAMPLE_PAGES, {html: number; js: number; css: number}>;
