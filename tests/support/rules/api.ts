/** The brief's rules on how the API behaves. */
import type {Rule} from '../reading';

/** The rules on the API's conventions. */
export const apiRules: readonly Rule[] = [
  {
    id: 'patch-not-idempotent-by-nature',
    rule: 'PATCH is not idempotent by nature',
    brief: 'the API (Idempotency)',
    topic: ({text}) => /\bpatch\b/.test(text) && /\bidempoten\w*/.test(text),
    breaks: ({text}) =>
      /\bpatch`?\b[^.;]*\b(?:is|are)\b(?: \w+)? idempotent\b|\bidempotent by nature\b[^.;]*\bpatch\b|\bpatch\b[^.;]*\bidempotent by nature\b/.test(
        text,
      ) && !/\bpatch`?\b[^.;]*\b(?:is not|isn't|are not|not)\b/.test(text),
    mistakes: [
      '`GET`, `PUT`, `DELETE` and `PATCH` are idempotent by nature and take no key.',
      'PATCH is idempotent, so it needs no key.',
      'A PATCH request is always idempotent.',
    ],
    correct: [
      '`GET`, `PUT` and `DELETE` are idempotent by nature; `PATCH` is not, so it takes an Idempotency-Key.',
      'PATCH is not idempotent by nature.',
    ],
  },
];
