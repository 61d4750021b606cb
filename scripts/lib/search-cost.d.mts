import type {Browser} from '@playwright/test';

export declare const COST_QUERIES: string[];
export declare const SEARCH_BUDGET: {bytes: number; warmMs: number};
export declare const SEARCH_BEFORE: {
  indexRaw: number;
  indexGzip: number;
  desktopSeconds: number;
  phone3gSeconds: number;
};

export type SearchCost = {
  query: string;
  bytes: number;
  requests: {path: string; bytes: number}[];
  ms: number;
  warmMs: number;
};

export declare function measureSearchCost(browser: Browser, origin: string, query: string): Promise<SearchCost>;
