/**
 * The rules of ../shared/product-brief.md that a sentence can break, each as a check that reads meaning rather
 * than one wording: `topic` finds every sentence on the rule's subject, whatever its words, and `breaks` says
 * whether it says what the brief forbids (or leaves out what it requires). Each rule carries the mistakes it
 * must catch (at least three phrasings) and correct statements it must pass (at least two, on topic):
 * tests/unit/rules.test.ts proves both, then holds every sentence of the pages, the API description, the data
 * files and the figures to every rule that applies to them.
 */
import type {Rule} from './reading';
import {apiRules} from './rules/api';
import {billingRules} from './rules/billing';
import {feeRules} from './rules/fees';
import {networkRules} from './rules/networks';
import {outgoingRules} from './rules/outgoing';
import {paymentRules} from './rules/payments';
import {releaseRules} from './rules/releases';

/** Every rule of the brief, topic by topic (one file each under rules/). */
export const rules: readonly Rule[] = [
  ...paymentRules,
  ...billingRules,
  ...outgoingRules,
  ...networkRules,
  ...feeRules,
  ...apiRules,
  ...releaseRules,
];
