import {useEffect, useState, type ReactNode} from 'react';

/**
 * A button that copies a text and says Copied for a moment. The theme's copy button cannot stand here (the
 * feature's README says why).
 */
export function CopyButton({text, label}: {text: string; label: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="button button--sm button--secondary"
      aria-label={copied ? undefined : label}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
