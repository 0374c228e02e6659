import { SELECT_AREA_NOTICE_MS, UPLOAD_EXAMPLES_MAX, isSignedIn } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { SPEC_TEXTS, problemText } from '../../ui/spec-texts';
import { caraCalls } from '../cara-calls';
import { isLandscape, isPhotoType, readAsDataUrl, readImageSize } from './photo-rules';
import { DEFAULT_AREA, scaleRegions, shadePng } from './regions';
import { StepAreas } from './step-areas';
import { StepPhoto } from './step-photo';
import { StepSetting } from './step-setting';
import { UPLOAD_TEXTS } from './texts';
import { uploadPhoto } from './upload-photo';
import { INITIAL_UPLOAD_STATE, reduce, type Example, type Photo } from './upload-state';

/** Where the widget was opened: 1 with a product chosen (the AI places it), 2 to choose a setting. */
export type WidgetSource = 1 | 2;

interface Props {
  source: WidgetSource;
  /** Source 1: the product to place. */
  skuNumber?: string;
  onClose: () => void;
}

/**
 * The upload widget (spec sections 2 and 4): 1 upload a photo (or a photo code, or an example), 2 select the
 * areas to change, 3 choose a setting and generate. The render runs as an AI case; its notice comes later.
 * The state and its transitions are in `upload-state.ts`; each step's markup in its `step-*.tsx`.
 */
export default function UploadWidget({ source, skuNumber, onClose }: Props) {
  const shell = useShell();
  const t = useMessages(UPLOAD_TEXTS);
  const spec = useMessages(SPEC_TEXTS);
  const calls = useMemo(() => caraCalls(shell.api), [shell.api]);
  const [state, dispatch] = useReducer(reduce, INITIAL_UPLOAD_STATE);
  const { step, photo, selection, shade, settings, tab, group, problem, areaNotice, busy, code, dragging } = state;
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Source 1 with a product: the render starts as soon as the photo (and its areas) are known. */
  const placesProduct = source === 1 && !!skuNumber;

  useEffect(() => {
    let live = true;
    calls
      .settings()
      .then((s) => live && dispatch({ type: 'settingsLoaded', settings: s }))
      .catch(() => live && dispatch({ type: 'settingsLoaded', settings: { official_pictures: [], groups: [] } }));
    return () => {
      live = false;
      clearTimeout(noticeTimer.current);
    };
  }, [calls]);

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
  const chosen = settings?.groups.find((g) => g.id === group) ?? null;
  const onGenerate = () => {
    if (!photo || !chosen) return;
    // A photo from a code or an example has no drawn areas: the middle of the floor is replaced.
    const regions = shade?.regions ?? scaleRegions([DEFAULT_AREA], { width: 1, height: 1 }, photo);
    void generate({ ...photoRef(photo), shade: shade?.png ?? null, regions, sku_group_id: chosen.id, sku_number: chosen.sku_number });
  };

  const title = step === 1 ? t.uploadTitle : step === 2 ? spec.selectAreas : spec.chooseSetting;
  const examples = settings?.official_pictures.slice(0, UPLOAD_EXAMPLES_MAX) ?? [];

  return (
    <ModalOverlay className="cara-modal-overlay" isOpen onOpenChange={(open) => !open && onClose()} isDismissable={busy === null}>
      <Modal className="cara-modal cara-widget">
        <Dialog className="cara-dialog" aria-label={t.widget}>
          <div className="cara-dialog-head">
            <div>
              <p className="cara-step" aria-hidden="true">
                {t.stepOf(step, 3)}
              </p>
              <Heading slot="title" className="cara-dialog-title">
                {title}
              </Heading>
            </div>
            <Button className="cara-icon-button" aria-label={t.close} onPress={onClose} isDisabled={busy === 'generate'}>
              ×
            </Button>
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
              onUndo={() => dispatch({ type: 'undone' })}
              onRedo={() => dispatch({ type: 'redone' })}
              onBack={() => dispatch({ type: 'back' })}
              onNext={next}
            />
          ) : null}

          {step === 3 && photo ? (
            <StepSetting
              settings={settings}
              tab={tab}
              group={group}
              busy={busy}
              canGoBack={photo.kind === 'stored' && shade !== null}
              canGenerate={chosen !== null}
              onTab={(t) => dispatch({ type: 'tabChosen', tab: t })}
              onGroup={(id) => dispatch({ type: 'groupChosen', group: id })}
              onBack={() => dispatch({ type: 'back' })}
              onGenerate={onGenerate}
            />
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
