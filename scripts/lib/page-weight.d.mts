import type {Browser} from '@playwright/test';

export declare const SAMPLE_PAGES: {
  landing: string;
  doc: string;
  blogPost: string;
  notFound: string;
  apiGuide: string;
  apiReference: string;
  networkGuide: string;
  screen: string;
};

export type PageWeight = {html: number; js: number; css: number; requests: string[]};

export declare function measurePageWeight(browser: Browser, url: string): Promise<PageWeight>;
