import type {ReactNode} from 'react';

/** Line icons for the landing page's cards: 24 × 24, drawn in the current text colour. */

function Icon({children}: {children: ReactNode}): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {children}
    </svg>
  );
}

export function StoreIcon(): ReactNode {
  return (
    <Icon>
      <path d="M4 10v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9" />
      <path d="M3 10l2-6h14l2 6a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
      <path d="M10 20v-5h4v5" />
    </Icon>
  );
}

export function CodeIcon(): ReactNode {
  return (
    <Icon>
      <path d="M8 7l-5 5 5 5" />
      <path d="M16 7l5 5-5 5" />
      <path d="M13.5 4l-3 16" />
    </Icon>
  );
}

export function WalletIcon(): ReactNode {
  return (
    <Icon>
      <path d="M4 7a2 2 0 0 1 2-2h11v4" />
      <path d="M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2z" />
      <circle cx="16" cy="14.5" r="1.2" />
    </Icon>
  );
}
