import {useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useSeen} from '@site/src/lib/useSeen';

type Props = WrapperProps<typeof ButtonsType>;

/**
 * Adds a code block's copy and wrap buttons when the block nears the
 * viewport, as its highlighting is (CodeBlock/Content). The stock buttons
 * appear in every block right after hydration, all at once: on the API
 * guides, about fifty sets of icons built in one task just when the reader
 * starts to click.
 */
export default function ButtonsWrapper(props: Props): ReactNode {
  const [marker, setMarker] = useState<HTMLSpanElement | null>(null);
  const seen = useSeen(marker);
  return seen ? <Buttons {...props} /> : <span ref={setMarker} aria-hidden="true" />;
}
