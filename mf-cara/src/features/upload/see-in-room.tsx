import { useDialog, useShell } from '@storefront/remote-kit';
import { useEffect, useMemo, type ReactNode } from 'react';
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
  useEffect(() => {
    calls.log({ type: 'mibd.inpainting.open', tag1: 1, tag2: sku });
  }, [calls, sku]);
  // A render that starts closes the dialog from the widget; the shell's frame gives the focus back to the button that opened it.
  return <UploadFlow source={1} skuNumber={sku || undefined} onClose={dialog.close} Frame={InFrame} framed />;
}
