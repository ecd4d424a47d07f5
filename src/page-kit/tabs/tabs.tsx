import {
  isValidElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import './tabs.css';

/** One tab: its key (React's `key`) and its title. Read by <Tabs>, never rendered by itself. */
export interface TabProps {
  title: ReactNode;
  disabled?: boolean;
}

function Tab(_props: TabProps): null {
  return null;
}

export interface TabsProps {
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
  /** Names the tab list for screen readers when the page has no heading that does. */
  'aria-label'?: string;
  children: ReactNode;
}

interface TabItem extends TabProps {
  key: string;
}

/** The <Tabs.Tab> children with their own keys (Children.toArray would rewrite them). */
function itemsOf(children: ReactNode): TabItem[] {
  const flat = (node: ReactNode): ReactNode[] => (Array.isArray(node) ? node.flatMap(flat) : [node]);
  return flat(children).flatMap((child) =>
    isValidElement(child) && child.type === Tab && child.key != null
      ? [{ ...(child as ReactElement<TabProps>).props, key: child.key }]
      : [],
  );
}

/** Which ends of a sideways-scrolling list hide tabs (1 px of rounding tolerated). */
interface HiddenEnds {
  start: boolean;
  end: boolean;
}

function hiddenEndsOf(list: HTMLElement): HiddenEnds {
  const rest = list.scrollWidth - list.clientWidth - list.scrollLeft;
  return { start: list.scrollLeft > 1, end: rest > 1 };
}

/**
 * Whether tabs lie beyond either edge of the list, kept up to date on scroll and resize: the bar
 * fades that edge and shows an arrow, so a cut-off title reads as "scroll for more".
 */
function useHiddenEnds(listRef: RefObject<HTMLDivElement | null>, itemCount: number) {
  const [ends, setEnds] = useState<HiddenEnds>({ start: false, end: false });
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = hiddenEndsOf(list);
    setEnds((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, [listRef]);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [listRef, measure, itemCount]);
  return { ends, measure };
}

/**
 * A tab bar (the page shows the active tab's content itself): the app's one tab look, with the
 * same API as antd-mobile's `<Tabs activeKey onChange><Tabs.Tab key title /></Tabs>` header use.
 * Not antd's: its sliding ink bar is drawn with @react-spring, which put the 25 KB animation chunk
 * on the first paint of positionList and productDetail (Lighthouse); a static line under the
 * active tab says the same. Keyboard as the ARIA tabs pattern: ←/→ (wrapping), Home and End
 * move to and choose a tab; only the active tab is in the Tab order. A list wider than the screen
 * scrolls sideways with the active tab brought into view, and fades the edge beyond which more
 * tabs lie, with an arrow (a scroll hint for titles that would otherwise just look cut off).
 */
export function Tabs({ activeKey, onChange, className, children, ...aria }: TabsProps) {
  const items = itemsOf(children);
  const listRef = useRef<HTMLDivElement>(null);
  const { ends, measure } = useHiddenEnds(listRef, items.length);

  // A long list scrolls sideways: keep the active tab in view (after a deep link or a key press),
  // without scrolling the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const left = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    list.scrollLeft = Math.max(0, left);
    measure();
  }, [activeKey, measure]);

  const choose = (key: string) => {
    if (key !== activeKey) onChange(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const at = enabled.findIndex((item) => item.key === activeKey);
    const step: Record<string, number | undefined> = {
      ArrowRight: (at + 1) % enabled.length,
      ArrowLeft: (at - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const next = enabled[step[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    choose(next.key);
    listRef.current?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(next.key)}"]`)?.focus();
  };

  const classes = [
    'trust-tabs',
    ends.start && 'trust-tabs-more-start',
    ends.end && 'trust-tabs-more-end',
    className,
  ].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      <div ref={listRef} role="tablist" className="trust-tabs-list" onKeyDown={onKeyDown} {...aria}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              data-tab-key={item.key}
              aria-selected={active}
              aria-disabled={item.disabled || undefined}
              tabIndex={active ? 0 : -1}
              className={active ? 'trust-tabs-tab trust-tabs-tab-active' : 'trust-tabs-tab'}
              onClick={() => !item.disabled && choose(item.key)}
            >
              <span className="trust-tabs-title">{item.title}</span>
            </button>
          );
        })}
      </div>
      {ends.start ? <span className="trust-tabs-hint trust-tabs-hint-start" aria-hidden="true" /> : null}
      {ends.end ? <span className="trust-tabs-hint trust-tabs-hint-end" aria-hidden="true" /> : null}
    </div>
  );
}

Tabs.Tab = Tab;
