import {Fragment, type ReactNode} from 'react';

type Props = {
  items: readonly string[];
  /** Wraps each item: `code` for identifiers, `strong` for app labels. */
  as?: 'code' | 'strong';
  conjunction?: 'and' | 'or';
};

/** "a, b and c" from a list in a data file, so prose never retypes the list. */
export default function InlineList({items, as, conjunction = 'and'}: Props): ReactNode {
  return items.map((item, index) => {
    const separator = index === 0 ? '' : index === items.length - 1 ? ` ${conjunction} ` : ', ';
    const Wrapper = as ?? Fragment;
    return (
      <Fragment key={item}>
        {separator}
        <Wrapper>{item}</Wrapper>
      </Fragment>
    );
  });
}
