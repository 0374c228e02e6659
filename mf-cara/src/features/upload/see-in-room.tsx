import { useDialog, useShell } from '@storefront/remote-kit';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { caraCalls } from '../cara-calls';
import { UploadFlow } from './upload-widget';

/** The shell's dialog frame has the title and the close button: the widget's steps go straight into it. */
function InFrame({ children }: { children: ReactNode }) {
  return (
    <div className="cara-widget cara-widget--framed">
      {children}
    </div>
  );
}

/**
 * "See it in my room" (source 1): the upload widget in the shell's SeeInRoom dialog, with the product of the page it was
 * opened from (`payload.sku_number`) chosen for every area; an example photo goes straight to generation.
 */
export default function SeeInRoom() {
  const { api } = useShell();
  const dialog = useDialog();
  const sku = typeof dialog.payload.sku_number === 'string' ? dialog.payload.sku_number : '';
  const calls = useMemo(() => caraCalls(api), [api]);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    calls.log({ type: 'mibd.inpainting.open', tag1: 1, tag2: sku });
  }, [calls, sku]);
  // A render that starts closes the dialog from the widget: the focus is put on the frame's dialog first, so the frame
  // gives it back to the button that opened it (the pressed sample or Generate may have lost it meanwhile).
  const close = () => {
    anchor.current?.closest<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
    dialog.close();
  };
  return (
    <>
      <span ref={anchor} hidden />
      <UploadFlow source={1} skuNumber={sku || undefined} onClose={close} Frame={InFrame} framed />
    </>
  );
}
