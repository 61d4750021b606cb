import type {ComponentProps, ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import {useMobileDrawerKeyboard} from './useMobileDrawerKeyboard';

type Props = ComponentProps<typeof Navbar>;

/** The stock navbar, with a mobile drawer that behaves like a dialog for keyboard users. */
export default function NavbarWrapper(props: Props): ReactNode {
  useMobileDrawerKeyboard();
  return <Navbar {...props} />;
}
