import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST_DURATION_MS } from '@tawreed/domain';
import { useEffect, useRef } from 'react';
import { t } from '../../i18n';
import { CloseIcon } from './icons';
import { type ToastVariant, useToast } from './toast';
import { keepToastsClearOfControls } from './toast-placement';

// A warning is styled as an error (SPEC §8); both interrupt, the others wait their turn.
const TONE: Record<ToastVariant, 'success' | 'info' | 'error'> = {
  success: 'success',
  info: 'info',
  warning: 'error',
  error: 'error',
};

/**
 * Radix Toast with SPEC §9's settings: 5 s, swipe right 50 px, F8 focuses the region. While a
 * toast is open it keeps clear of the page's controls (toast-placement.ts).
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  const showing = toasts.some((item) => item.open);
  useEffect(() => {
    if (!showing || !viewport.current) return undefined;
    return keepToastsClearOfControls(viewport.current);
  }, [showing]);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.label')}
    >
      {toasts.map((item) => {
        const tone = TONE[item.variant ?? 'info'];
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            type={tone === 'error' ? 'foreground' : 'background'}
            className={`toast toast--${tone}`}
          >
            <div className="toast__text">
              <ToastPrimitive.Title className="toast__title">{item.title}</ToastPrimitive.Title>
              {item.description && (
                <ToastPrimitive.Description className="toast__description">
                  {item.description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close className="icon-button toast__close" aria-label={t('toast.dismiss')}>
              <CloseIcon />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport ref={viewport} className="toast-viewport" label={t('toast.regionLabel')} />
    </ToastPrimitive.Provider>
  );
}
