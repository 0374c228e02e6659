import {
  CARA_MESSAGES,
  PHOTO_CODE_LENGTH,
  SELECT_AREA_NOTICE_MS,
  SETTING_TABS,
  UPLOAD_EXAMPLES_MAX,
  isSignedIn,
  type InpaintingSettingsResponse,
  type SettingTab,
} from '@storefront/contracts';
import { useShell } from '@storefront/contracts/react';
import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { caraCalls, uploadPhoto } from '../lib/cara-api';
import { PHOTO_ACCEPT, isLandscape, isPhotoType, readAsDataUrl, readImageSize } from './photo-rules';
import { RegionSelect } from './region-select';
import { DEFAULT_AREA, EMPTY_SELECTION, addArea, redo, scaleRegions, shadePng, undo, type Region, type Selection } from './regions';

/** Where the widget was opened: 1 with a product chosen (the AI places it), 2 to choose a setting. */
export type WidgetSource = 1 | 2;

interface Props {
  source: WidgetSource;
  /** Source 1: the product to place. */
  skuNumber?: string;
  onClose: () => void;
}

/** The room photo the render starts from: one the user stored (upload or photo code) or an example. */
type Photo =
  | { kind: 'stored'; image_id: string; image_code: string; src: string; width: number; height: number }
  | { kind: 'example'; id: string; src: string; width: number; height: number };

type Step = 1 | 2 | 3;

/**
 * The upload widget (spec sections 2 and 4): 1 upload a photo (or a photo code, or an example), 2 select the
 * areas to change, 3 choose a setting and generate. The render runs as an AI case; its notice comes later.
 */
export default function UploadWidget({ source, skuNumber, onClose }: Props) {
  const shell = useShell();
  const calls = useMemo(() => caraCalls(shell.api), [shell.api]);
  const [step, setStep] = useState<Step>(1);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [shade, setShade] = useState<{ png: string; regions: Region[] } | null>(null);
  const [settings, setSettings] = useState<InpaintingSettingsResponse | null>(null);
  const [tab, setTab] = useState<SettingTab>('LIVING ROOM');
  const [group, setGroup] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [areaNotice, setAreaNotice] = useState(false);
  const [busy, setBusy] = useState<'upload' | 'code' | 'next' | 'generate' | null>(null);
  const [code, setCode] = useState('');
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    calls
      .settings()
      .then((s) => live && setSettings(s))
      .catch(() => live && setSettings({ official_pictures: [], groups: [] }));
    return () => {
      live = false;
      clearTimeout(noticeTimer.current);
    };
  }, [calls]);

  const generate = async (request: Omit<Parameters<typeof calls.inpaintingMessage>[0], 'type'>) => {
    setBusy('generate');
    setProblem(null);
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
      shell.toasts.show({ kind: 'info', message: 'Your visualization is being generated. We will let you know when it is ready.' });
      onClose();
    } catch (error) {
      setProblem(error instanceof Error && error.name === 'ApiError' ? error.message : CARA_MESSAGES.serverExceptionRetry);
      setBusy(null);
    }
  };

  const photoRef = (p: Photo) => (p.kind === 'stored' ? { image_id: p.image_id } : { official_picture_id: p.id });

  // Step 1 ------------------------------------------------------------------------------------
  const takeFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setProblem(null);
    if (!isPhotoType(file)) {
      setProblem(CARA_MESSAGES.photoType);
      return;
    }
    setBusy('upload');
    try {
      const image = await readAsDataUrl(file);
      const size = await readImageSize(image);
      if (!isLandscape(size)) {
        setProblem(CARA_MESSAGES.landscapeOnly);
        setBusy(null);
        return;
      }
      const stored = await uploadPhoto(shell.brand, shell.session, file, source);
      calls.log({ type: 'upload_pictures', tag1: stored.image_code, tag2: source });
      setPhoto({ kind: 'stored', ...stored, src: image });
      setSelection(EMPTY_SELECTION);
      setShade(null);
      setStep(2);
    } catch (error) {
      setProblem(error instanceof Error && error.name === 'ApiError' ? error.message : CARA_MESSAGES.serverExceptionRetry);
    } finally {
      setBusy((b) => (b === 'upload' ? null : b));
    }
  };

  const submitCode = async () => {
    const value = code.trim().toLowerCase();
    if (!value || busy) return;
    setProblem(null);
    setBusy('code');
    try {
      const stored = await calls.photoByCode(value);
      setCode(value);
      setPhoto({ kind: 'stored', ...stored });
      setShade(null);
      setGroup(null);
      setStep(3);
    } catch {
      setProblem(CARA_MESSAGES.errorCode);
    } finally {
      setBusy(null);
    }
  };

  const pickExample = (example: InpaintingSettingsResponse['official_pictures'][number]) => {
    const chosen: Photo = { kind: 'example', ...example };
    setPhoto(chosen);
    setShade(null);
    if (source === 1 && skuNumber) {
      void generate({ official_picture_id: example.id, sku_number: [skuNumber], regions: scaleRegions([DEFAULT_AREA], { width: 1, height: 1 }, example) });
      return;
    }
    setGroup(null);
    setStep(3);
  };

  // Step 2 ------------------------------------------------------------------------------------
  const next = () => {
    if (!photo) return;
    if (selection.areas.length === 0) {
      setAreaNotice(true);
      clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => setAreaNotice(false), SELECT_AREA_NOTICE_MS);
      return;
    }
    setBusy('next');
    const regions = scaleRegions(selection.areas, { width: 1, height: 1 }, photo);
    const png = shadePng(regions, photo);
    setShade({ png, regions });
    calls.log({ type: 'draw_shadow', tag1: regions.length, tag2: source });
    if (source === 1 && skuNumber) {
      void generate({ ...photoRef(photo), shade: png, regions, sku_number: [skuNumber] });
      return;
    }
    // Source 2: the setting is chosen afresh for the new areas.
    setGroup(null);
    setBusy(null);
    setStep(3);
  };

  // Step 3 ------------------------------------------------------------------------------------
  const groups = settings?.groups.filter((g) => g.tab === tab) ?? [];
  const chosen = settings?.groups.find((g) => g.id === group) ?? null;
  const onGenerate = () => {
    if (!photo || !chosen) return;
    // A photo from a code or an example has no drawn areas: the middle of the floor is replaced.
    const regions = shade?.regions ?? scaleRegions([DEFAULT_AREA], { width: 1, height: 1 }, photo);
    void generate({ ...photoRef(photo), shade: shade?.png ?? null, regions, sku_group_id: chosen.id, sku_number: chosen.sku_number });
  };

  const title = step === 1 ? 'Upload a photo of your room' : step === 2 ? CARA_MESSAGES.selectAreas : CARA_MESSAGES.chooseSetting;
  const examples = settings?.official_pictures.slice(0, UPLOAD_EXAMPLES_MAX) ?? [];

  return (
    <ModalOverlay className="cara-modal-overlay" isOpen onOpenChange={(open) => !open && onClose()} isDismissable={busy === null}>
      <Modal className="cara-modal cara-widget">
        <Dialog className="cara-dialog" aria-label="AI furniture replacement">
          <div className="cara-dialog-head">
            <div>
              <p className="cara-step" aria-hidden="true">
                Step {step} of 3
              </p>
              <Heading slot="title" className="cara-dialog-title">
                {title}
              </Heading>
            </div>
            <Button className="cara-icon-button" aria-label="Close" onPress={onClose} isDisabled={busy === 'generate'}>
              ×
            </Button>
          </div>
          <ol className="cara-steps" aria-label="Steps">
            {['Upload', 'Select areas', 'Choose a setting'].map((name, i) => (
              <li key={name} className={i + 1 === step ? 'is-current' : i + 1 < step ? 'is-done' : undefined} aria-current={i + 1 === step ? 'step' : undefined}>
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
            <div className="cara-step-body">
              <div
                className={dragging ? 'cara-drop is-over' : 'cara-drop'}
                onDragOver={(e: DragEvent) => {
                  e.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={(e: DragEvent) => {
                  e.preventDefault();
                  setDragging(false);
                  void takeFile(e.dataTransfer.files[0]);
                }}
                aria-busy={busy === 'upload'}
              >
                <p className="cara-drop-title">Drop a landscape photo of your room here</p>
                <p className="cara-drop-hint">JPG, PNG, BMP or WEBP</p>
                <label className={busy ? 'cara-button is-disabled' : 'cara-button'}>
                  {busy === 'upload' ? 'Uploading…' : 'Browse'}
                  <input
                    ref={fileInput}
                    type="file"
                    accept={PHOTO_ACCEPT}
                    className="cara-file"
                    disabled={busy !== null}
                    aria-label="Browse for a room photo"
                    onChange={(e) => void takeFile(e.target.files?.[0])}
                  />
                </label>
              </div>
              {isSignedIn(shell.session) ? (
                <div className="cara-code">
                  <label htmlFor="cara-photo-code">Photo Code</label>
                  <input
                    id="cara-photo-code"
                    className="cara-text cara-code-input"
                    maxLength={PHOTO_CODE_LENGTH}
                    value={code}
                    disabled={busy !== null}
                    placeholder="6 characters"
                    autoComplete="off"
                    onChange={(e) => setCode(e.target.value.slice(0, PHOTO_CODE_LENGTH))}
                    onKeyDown={(e: KeyboardEvent) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        void submitCode();
                      }
                    }}
                  />
                  <span className="cara-code-hint">Press Enter to use a photo you uploaded before</span>
                </div>
              ) : null}
              <div className="cara-examples-howto" aria-label="Good and bad photos" role="group">
                <figure className="cara-howto cara-howto--good">
                  <RoomSketch landscape />
                  <figcaption>
                    <strong>Good</strong> Landscape, the whole room, good light
                  </figcaption>
                </figure>
                <figure className="cara-howto cara-howto--bad">
                  <RoomSketch landscape={false} />
                  <figcaption>
                    <strong>Bad</strong> Portrait, close-up or dark
                  </figcaption>
                </figure>
              </div>
              {examples.length > 0 ? (
                <section aria-labelledby="cara-samples-title">
                  <h3 id="cara-samples-title" className="cara-subtitle">
                    Or try a sample room
                  </h3>
                  <ul className="cara-samples">
                    {examples.map((example, i) => (
                      <li key={example.id}>
                        <button type="button" className="cara-sample" disabled={busy !== null} onClick={() => pickExample(example)}>
                          <img src={example.src} alt={`Sample room ${i + 1}`} />
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          ) : null}

          {step === 2 && photo ? (
            <div className="cara-step-body">
              <p className="cara-drop-hint">Drag over the furniture you want to replace. You can draw several areas.</p>
              <RegionSelect src={photo.src} alt="Your room photo" areas={selection.areas} onDraw={(a) => setSelection((s) => addArea(s, a))} />
              <p className="cara-area-count" aria-live="polite">
                {selection.areas.length === 0
                  ? 'No area selected'
                  : `${selection.areas.length} ${selection.areas.length === 1 ? 'area' : 'areas'} selected`}
              </p>
              {areaNotice ? (
                <p className="cara-notice" role="alert">
                  {CARA_MESSAGES.selectAreaFirst}
                </p>
              ) : null}
              <div className="cara-actions">
                <button type="button" className="cara-button cara-button--ghost" onClick={() => setStep(1)} disabled={busy !== null}>
                  Back
                </button>
                <span className="cara-actions-gap" />
                <button
                  type="button"
                  className="cara-button cara-button--ghost"
                  disabled={selection.areas.length === 0 || busy !== null}
                  onClick={() => setSelection(undo)}
                >
                  Undo
                </button>
                <button
                  type="button"
                  className="cara-button cara-button--ghost"
                  disabled={selection.undone.length === 0 || busy !== null}
                  onClick={() => setSelection(redo)}
                >
                  Redo
                </button>
                <button
                  type="button"
                  className="cara-button"
                  aria-disabled={selection.areas.length === 0 || busy !== null}
                  data-loading={busy === 'next' || busy === 'generate' || undefined}
                  onClick={() => busy === null && next()}
                >
                  {busy === 'next' || busy === 'generate' ? 'Please wait…' : 'Next'}
                </button>
              </div>
            </div>
          ) : null}

          {step === 3 && photo ? (
            <div className="cara-step-body">
              <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as SettingTab)} className="cara-tabs">
                <TabList aria-label="Rooms" className="cara-tablist">
                  {SETTING_TABS.map((t) => (
                    <Tab key={t} id={t} className="cara-tab">
                      {t}
                    </Tab>
                  ))}
                </TabList>
                {SETTING_TABS.map((t) => (
                  <TabPanel key={t} id={t} className="cara-tabpanel">
                    {settings === null ? (
                      <p className="cara-drop-hint">Loading settings…</p>
                    ) : groups.length === 0 ? (
                      <p className="cara-drop-hint">No settings for this room yet.</p>
                    ) : (
                      <ul className="cara-groups" aria-label={`${t.toLowerCase()} settings`}>
                        {groups.map((g) => (
                          <li key={g.id}>
                            <button
                              type="button"
                              className={g.id === group ? 'cara-group is-chosen' : 'cara-group'}
                              aria-pressed={g.id === group}
                              disabled={busy !== null}
                              onClick={() => setGroup(g.id)}
                            >
                              <img src={g.src} alt="" loading="lazy" />
                              <span>{g.name}</span>
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </TabPanel>
                ))}
              </Tabs>
              <div className="cara-actions">
                {photo.kind === 'stored' && shade ? (
                  <button type="button" className="cara-button cara-button--ghost" onClick={() => setStep(2)} disabled={busy !== null}>
                    Back
                  </button>
                ) : null}
                <span className="cara-actions-gap" />
                <button type="button" className="cara-button" disabled={!chosen || busy !== null} onClick={onGenerate}>
                  {busy === 'generate' ? 'Generating…' : 'Generate'}
                </button>
              </div>
            </div>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A small drawing of a room photo, for the good and bad examples. */
function RoomSketch({ landscape }: { landscape: boolean }) {
  const w = landscape ? 120 : 68;
  const h = landscape ? 80 : 100;
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} aria-hidden="true" className="cara-sketch">
      <rect width={w} height={h} fill={landscape ? '#efe6da' : '#5b5852'} />
      <rect y={h * 0.68} width={w} height={h * 0.32} fill={landscape ? '#c9b59a' : '#46433e'} />
      <rect x={w * 0.12} y={h * 0.18} width={w * 0.22} height={h * 0.26} fill={landscape ? '#fff' : '#6d6a63'} />
      <rect x={w * 0.42} y={h * 0.5} width={w * 0.46} height={h * 0.2} rx="3" fill={landscape ? '#8a5a2b' : '#3b3935'} />
      <rect x={w * 0.46} y={h * 0.42} width={w * 0.38} height={h * 0.1} rx="3" fill={landscape ? '#a87443' : '#34322e'} />
    </svg>
  );
}
