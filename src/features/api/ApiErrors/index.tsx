import type {ReactNode} from 'react';
import ErrorsTable from '@site/src/features/api/ApiParts/ErrorsTable';
import {errorCatalog, getError} from '@site/src/features/api/openapi';

type Props = {
  /** Error codes of the API description; all of them when left out. An unknown code fails the build. */
  codes?: readonly string[];
};

/** Error codes with their HTTP status, meaning and what to do, from the API description. */
export default function ApiErrors({codes}: Props): ReactNode {
  const entries = codes ? codes.map(getError) : errorCatalog();
  const label = codes ? `Error codes ${codes.join(', ')}` : 'Every error code';
  return <ErrorsTable entries={entries} label={label} />;
}
