import {type ReactNode} from 'react';
import {policyDirectives} from '@site/src/data/payButton';

/** The directives a merchant's content security policy needs for the button, the popup and the iframe. */
export default function PolicyList(): ReactNode {
  return (
    <ul>
      {policyDirectives.map((entry) => (
        <li key={entry.directive}>
          <code>
            {entry.directive} {entry.value}
          </code>{' '}
          (for the {entry.neededFor}): {entry.why}
        </li>
      ))}
    </ul>
  );
}
