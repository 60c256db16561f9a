import { useEffect, useState } from 'react';
import Icon from './Icon';
import { translate } from '@/lib/i18n';

/** Scroll events are debounced at 100 ms (docs/requirements.md §9). */
export const SCROLL_DEBOUNCE_MS = 100;
const SHOW_AFTER_PX = 200;

export default function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(window.scrollY > SHOW_AFTER_PX), SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      data-test="scroll-to-top"
      aria-label={translate('shell.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-6 right-6 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary-600 text-white shadow-lg hover:bg-primary-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2"
    >
      <Icon name="arrow-up" />
    </button>
  );
}
