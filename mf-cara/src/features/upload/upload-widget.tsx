import { SELECT_AREA_NOTICE_MS, UPLOAD_EXAMPLES_MAX, hasPermission, isSignedIn } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { AriaLocale } from '@storefront/remote-kit/aria-locale';
import { useEffect, useMemo, useReducer, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { SPEC_TEXTS, problemText } from '../../ui/spec-texts';
import { caraCalls } from '../cara-calls';
import { isLandscape, isPhotoType, readAsDataUrl, readImageSize } from './photo-rules';
import { DEFAULT_AREA, scaleRegions, shadePng } from './regions';
import { StepAreas } from './step-areas';
import { StepPhoto } from './step-photo';
import { productCalls } from './product-calls';
import { StepProducts } from './step-products';
import { UPLOAD_TEXTS } from './texts';
import { uploadPhoto } from './upload-photo';
import { INITIAL_UPLOAD_STATE, reduce, type Busy, type ChosenProduct, type Example, type Photo } from './upload-state';

/** Where the widget was opened: 1 with a product chosen (the AI places it), 2 to choose a setting. */
export type WidgetSource = 1 | 2;

interface Props {
  source: WidgetSource;
  /** Source 1: the product to place. */
  skuNumber?: string;
  onClose: () => void;
}

/** What holds the widget's steps: the widget's own modal (from the chat), or the shell's dialog frame. */
export type WidgetFrame = ComponentType<{ busy: Busy; onClose: () => void; children: ReactNode }>;

/** The widget in a modal of its own, as the chat opens it. */
export default function UploadWidget(props: Props) {
  const { session } = useShell();
  // Opened from the assistant's parcel, which holds no react-aria: its own words in the session's language here.
  return (
    <AriaLocale language={session.language}>
      <UploadFlow {...props} Frame={OwnModal} />
    </AriaLocale>
  );
}

function OwnModal({ busy, onClose, children }: { busy: Busy; onClose: () => void; children: ReactNode }) {
  const t = useMessages(UPLOAD_TEXTS);
  return (
    <ModalOverlay className="cara-modal-overlay" isOpen onOpenChange={(open) => !open && onClose()} isDismissable={busy === null}>
      <Modal className="cara-modal cara-widget">
        <Dialog className="cara-dialog" aria-label={t.widget}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * The upload widget (spec sections 2 and 4): 1 upload a photo (or a photo code, or an example), 2 select the
 * areas to change, 3 choose the product of each area and generate. From source 1 the product the widget was opened
 * with goes into the areas, and the render starts from step 2 (or at once from an example). The render runs as an
 * AI case; its notice comes later. The state and its transitions are in `upload-state.ts`; each step's markup in its
 * `step-*.tsx`. `framed`: inside a frame that has its own title and close button (the shell's dialog).
 */
export function UploadFlow({ source, skuNumber, onClose, Frame, framed = false }: Props & { Frame: WidgetFrame; framed?: boolean }) {
  const shell = useShell();
  const t = useMessages(UPLOAD_TEXTS);
  const spec = useMessages(SPEC_TEXTS);
  const calls = useMemo(() => caraCalls(shell.api), [shell.api]);
  const products = useMemo(() => productCalls(shell.api, shell.brand), [shell.api, shell.brand]);
  const [state, dispatch] = useReducer(reduce, skuNumber, (sku): typeof INITIAL_UPLOAD_STATE => ({
    ...INITIAL_UPLOAD_STATE,
    placed: sku ? { sku_number: sku, name: sku, image: '' } : null,
  }));
  const { step, photo, selection, shade, settings, tab, choices, activeArea, problem, areaNotice, busy, code, dragging } = state;
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [said, setSaid] = useState('');
  /** Source 1 with a product: the render starts as soon as the photo (and its areas) are known. */
  const placesProduct = source === 1 && !!skuNumber;

  useEffect(() => {
    let live = true;
    calls
      .settings()
      .then((s) => live && dispatch({ type: 'settingsLoaded', settings: s }))
      .catch(() => live && dispatch({ type: 'settingsLoaded', settings: { official_pictures: [], groups: [] } }));
    if (skuNumber) {
      products
        .bySku([skuNumber])
        .then(([found]) => live && found && dispatch({ type: 'placedLoaded', product: found }))
        .catch(() => undefined);
    }
    return () => {
      live = false;
      clearTimeout(noticeTimer.current);
    };
  }, [calls, products, skuNumber]);

  const generate = async (request: Omit<Parameters<typeof calls.inpaintingMessage>[0], 'type'>) => {
    dispatch({ type: 'generateStarted' });
    try {
      const answer = await calls.inpaintingMessage({ type: 'generate', source, ...request });
      const created = answer.case;
      if (created) shell.events.emit('cara:case-updated', { case_id: created.case_id, status: created.status });
      calls.log({
        type: 'replacement_sku',
        tag1: [request.sku_number ?? []].flat().join(',') || (request.sku_group_id ?? ''),
        tag2: source,
        tag3: created?.case_id ?? '',
      });
      shell.toasts.show({ kind: 'info', message: t.generating });
      onClose();
    } catch (error) {
      dispatch({ type: 'failed', message: problemText(error, spec) });
    }
  };

  const photoRef = (p: Photo) => (p.kind === 'stored' ? { image_id: p.image_id } : { official_picture_id: p.id });

  // Step 1 ------------------------------------------------------------------------------------
  const takeFile = async (file: File | undefined) => {
    if (!file) return;
    if (!isPhotoType(file)) {
      dispatch({ type: 'fileRefused', message: spec.photoType });
      return;
    }
    dispatch({ type: 'uploadStarted' });
    try {
      const image = await readAsDataUrl(file);
      const size = await readImageSize(image);
      if (!isLandscape(size)) {
        dispatch({ type: 'failed', message: spec.landscapeOnly });
        return;
      }
      const stored = await uploadPhoto(shell.brand, shell.session, file, source);
      calls.log({ type: 'upload_pictures', tag1: stored.image_code, tag2: source });
      dispatch({ type: 'uploaded', photo: { kind: 'stored', ...stored, src: image } });
    } catch (error) {
      dispatch({ type: 'uploadFailed', message: problemText(error, spec) });
    }
  };

  const submitCode = async () => {
    const value = code.trim().toLowerCase();
    if (!value || busy) return;
    dispatch({ type: 'codeStarted' });
    try {
      const stored = await calls.photoByCode(value);
      dispatch({ type: 'codeAccepted', code: value, photo: { kind: 'stored', ...stored } });
    } catch {
      dispatch({ type: 'failed', message: spec.errorCode });
    }
  };

  const pickExample = (example: Example) => {
    dispatch({ type: 'examplePicked', photo: { kind: 'example', ...example }, generates: placesProduct });
    if (placesProduct) {
      void generate({ official_picture_id: example.id, sku_number: [skuNumber], regions: scaleRegions([DEFAULT_AREA], { width: 1, height: 1 }, example) });
    }
  };

  // Step 2 ------------------------------------------------------------------------------------
  const next = () => {
    if (!photo) return;
    if (selection.areas.length === 0) {
      dispatch({ type: 'areaNoticeShown' });
      clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => dispatch({ type: 'areaNoticeHidden' }), SELECT_AREA_NOTICE_MS);
      return;
    }
    const regions = scaleRegions(selection.areas, { width: 1, height: 1 }, photo);
    const png = shadePng(regions, photo);
    dispatch({ type: 'areasConfirmed', shade: { png, regions }, generates: placesProduct });
    calls.log({ type: 'draw_shadow', tag1: regions.length, tag2: source });
    if (placesProduct) void generate({ ...photoRef(photo), shade: png, regions, sku_number: [skuNumber] });
  };

  // Step 3 ------------------------------------------------------------------------------------
  const onChoose = (product: ChosenProduct) => {
    dispatch({ type: 'productChosen', product });
    setSaid(t.productChosen(product.name, activeArea + 1));
  };
  const onSetting = (skus: string[]) => {
    products
      .bySku(skus)
      .then((found) => dispatch({ type: 'settingApplied', products: found }))
      .catch((error: unknown) => dispatch({ type: 'failed', message: problemText(error, spec) }));
  };
  const onGenerate = () => {
    if (!photo || choices.some((c) => c === null)) return;
    // A photo from a code or an example has no drawn areas: the middle of the floor is replaced.
    const regions = shade?.regions ?? scaleRegions([DEFAULT_AREA], { width: 1, height: 1 }, photo);
    void generate({ ...photoRef(photo), shade: shade?.png ?? null, regions, sku_number: choices.map((c) => (c as ChosenProduct).sku_number) });
  };

  const title = step === 1 ? t.uploadTitle : step === 2 ? spec.selectAreas : t.productsTitle;
  const examples = settings?.official_pictures.slice(0, UPLOAD_EXAMPLES_MAX) ?? [];

  return (
    <Frame busy={busy} onClose={onClose}>
      <div className="cara-dialog-head">
        <div>
          <p className="cara-step" aria-hidden="true">
            {t.stepOf(step, 3)}
          </p>
          {framed ? (
            <h3 className="cara-dialog-title">{title}</h3>
          ) : (
            <Heading slot="title" className="cara-dialog-title">
              {title}
            </Heading>
          )}
        </div>
        {framed ? null : (
          <Button className="cara-icon-button" aria-label={t.close} onPress={onClose} isDisabled={busy === 'generate'}>
            ×
          </Button>
        )}
      </div>
      <ol className="cara-steps" aria-label={t.steps}>
        {[t.stepUpload, t.stepAreas, t.stepSetting].map((name, i) => (
          <li key={i} className={i + 1 === step ? 'is-current' : i + 1 < step ? 'is-done' : undefined} aria-current={i + 1 === step ? 'step' : undefined}>
            {name}
          </li>
        ))}
      </ol>

      {problem ? (
        <p className="cara-notice" role="alert">
          {problem}
        </p>
      ) : null}

      {step === 1 ? (
        <StepPhoto
          busy={busy}
          dragging={dragging}
          code={code}
          signedIn={isSignedIn(shell.session)}
          examples={examples}
          onDragging={(over) => dispatch({ type: 'dragged', over })}
          onFile={(file) => void takeFile(file)}
          onCode={(value) => dispatch({ type: 'codeTyped', code: value })}
          onSubmitCode={() => void submitCode()}
          onPickExample={pickExample}
        />
      ) : null}

      {step === 2 && photo ? (
        <StepAreas
          src={photo.src}
          selection={selection}
          areaNotice={areaNotice}
          busy={busy}
          onDraw={(area) => dispatch({ type: 'areaDrawn', area })}
          onMove={(index, area) => dispatch({ type: 'areaMoved', index, area })}
          onUndo={() => dispatch({ type: 'undone' })}
          onRedo={() => dispatch({ type: 'redone' })}
          onBack={() => dispatch({ type: 'back' })}
          onNext={next}
        />
      ) : null}

      {step === 3 && photo ? (
        <StepProducts
          calls={products}
          choices={choices}
          activeArea={activeArea}
          withProjects={isSignedIn(shell.session) && hasPermission(shell.session.roles, 'designer_project', shell.brand)}
          settings={settings}
          tab={tab}
          busy={busy}
          canGoBack={photo.kind === 'stored' && shade !== null}
          said={said}
          onArea={(index) => dispatch({ type: 'areaPicked', index })}
          onChoose={onChoose}
          onTab={(value) => dispatch({ type: 'tabChosen', tab: value })}
          onSetting={onSetting}
          onBack={() => dispatch({ type: 'back' })}
          onGenerate={onGenerate}
        />
      ) : null}
    </Frame>
  );
}
