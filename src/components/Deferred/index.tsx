import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {flushSync} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import styles from './styles.module.css';

/** The event that renders every deferred part of the page at once (find-in-page, printing). */
export const RENDER_ALL_EVENT = 'coinloom:render-deferred';

/** How far below the viewport a part starts to render, so it is there when the reader gets to it. */
const MARGIN = '0px 0px 1500px 0px';

/** The element with the URL's fragment as its id, inside a part's HTML; null when there is none. */
function targetIn(template: HTMLTemplateElement | null, hash: string): Element | null {
  const id = decodeURIComponent(hash.slice(1));
  return id && template ? template.content.querySelector(`[id="${CSS.escape(id)}"]`) : null;
}

type Props = {
  children: ReactNode;
  /** The layout box's class, such as a grid area: the part keeps its place before and after it renders. */
  className?: string;
};

/**
 * A part of a long page that the browser renders only when the reader comes
 * near it, opens a link into it, or asks for everything (printing, the
 * reference's "Render all" button).
 *
 * The built HTML has the whole part, inside a `<template data-deferred>`: its
 * text is in the page's bytes, so the Markdown twin, llms-full.txt and the
 * search index keep every word (their builders unwrap the template), but the
 * browser makes no elements of it until it is needed. In the browser the
 * first render writes the same empty template, which is what the HTML's
 * template holds as children, so hydration matches.
 */
export default function Deferred({children, className}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const template = useRef<HTMLTemplateElement>(null);
  const [shown, setShown] = useState(false);
  const scrollTo = useRef<string | null>(null);
  const {hash} = useLocation();

  useEffect(() => {
    const element = box.current;
    if (shown || !element) return undefined;
    const show = () => setShown(true);
    const showNow = () => flushSync(show);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: MARGIN,
    });
    observer.observe(element);
    window.addEventListener(RENDER_ALL_EVENT, showNow);
    window.addEventListener('beforeprint', showNow);
    return () => {
      observer.disconnect();
      window.removeEventListener(RENDER_ALL_EVENT, showNow);
      window.removeEventListener('beforeprint', showNow);
    };
  }, [shown]);

  // A link to an id inside this part: render it, then go there. After a move within the app there is no HTML
  // to look in (the template is empty), so a fragment that names nothing on the page renders every part.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const missing = id !== '' && !document.getElementById(id);
    const empty = !template.current?.content.childNodes.length;
    if (!shown && missing && (empty || targetIn(template.current, hash))) {
      setShown(true);
      scrollTo.current = id;
    }
  }, [hash, shown]);

  useEffect(() => {
    if (shown && scrollTo.current) {
      document.getElementById(scrollTo.current)?.scrollIntoView();
      scrollTo.current = null;
    }
  }, [shown]);

  return (
    <div ref={box} className={clsx(styles.box, className)} data-deferred-box={shown ? 'shown' : 'waiting'}>
      {shown ? (
        children
      ) : (
        <template ref={template} data-deferred="">
          {ExecutionEnvironment.canUseDOM ? null : children}
        </template>
      )}
    </div>
  );
}
