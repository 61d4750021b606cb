import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import {referencePath} from '@site/src/features/api/openapi';
import styles from './styles.module.css';

/**
 * Whether a component renders inside the full reference page. There, links
 * to schemas, events and error codes stay on the page (`#schema-Money`);
 * anywhere else they lead to it.
 */
const InReference = createContext(false);

export function ReferenceScope({children}: {children: ReactNode}): ReactNode {
  return <InReference.Provider value>{children}</InReference.Provider>;
}

export function useInReference(): boolean {
  return useContext(InReference);
}

export function useReferenceHref(): (anchor: string) => string {
  const inReference = useInReference();
  return (anchor) => (inReference ? `#${anchor}` : `${referencePath}#${anchor}`);
}

/** A link target that is not a heading, known to the build's broken-anchor check. */
export function AnchorTarget({id, children}: {id: string; children: ReactNode}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const targetClassName = useAnchorTargetClassName(id);
  return (
    <span id={id} className={clsx(targetClassName, styles.target)}>
      {children}
    </span>
  );
}

/** Ids of the reference's own sections that other components link to. */
export const referenceSections = {
  overview: 'overview',
  servers: 'servers',
  authentication: 'authentication',
  webhooks: 'webhooks',
  schemas: 'schemas',
  errors: 'error-codes',
  commonResponses: 'common-responses',
  commonParameters: 'common-parameters',
} as const;
