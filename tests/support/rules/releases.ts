/** The brief's rules on how the blog tells of a release. */
import {product} from '../../../src/data/product';
import type {Rule} from '../reading';

/** The product version, as pages write it. */
const version = new RegExp(`\\b${product.version.replace(/\./g, '\\.')}\\b`);

/** The rules on release posts. */
export const releaseRules: readonly Rule[] = [
  {
    id: 'release-in-two-steps',
    rule: 'version 4.8.1 shipped in two steps (24 and 27 November 2026): a post that says what it changed names its step',
    brief: '2026-11-28, Version 4.8.1',
    sources: ['page'],
    topic: ({text, where}) =>
      where.startsWith('blog/') &&
      version.test(text) &&
      /\b(?:settles?|changes?|changed|brings?|introduces?|adds?|shipped|ships|released|came out|rolled out|went live|is out)\b/.test(
        text,
      ),
    breaks: ({text}) => !/\bsteps?\b|\bboth\b|\bpart\b|\b24 and 27 november\b|\brelease notes\b/.test(text),
    mistakes: [
      'Coinloom 4.8.1 settles five questions the product used to leave open.',
      'Coinloom 4.8.1 settles how four more kinds of money going out behave through the API.',
      '4.8.1 shipped on 27 November.',
    ],
    correct: [
      '4.8.1 shipped in two steps, on 24 and 27 November 2026; the release notes list both.',
      'The second step of 4.8.1, on 27 November, settles how NFTs go out.',
    ],
  },
];
