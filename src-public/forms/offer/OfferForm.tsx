import type { FieldError } from '../../../shared/schemas/common';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import '../forms.css';
import { ApiError } from '../../../shared/errors';
import { TOAST_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { AUTHOR_STATUS_MESSAGES, OFFER_STEP_MESSAGES as S } from '../../../shared/messagesAuthoring';
import { canModerate } from '../../../shared/permissions';
import type { Offer } from '../../../shared/types';
import { api } from '../../api';
import { useSession } from '../../session/SessionProvider';
import { useToast } from '../../toast/ToastProvider';
import { useErrorToast } from '../../toast/useErrorToast';
import { useApiData } from '../../hooks/useApiData';
import { categoriesRequest } from '../../requests';
import { ErrorSummary } from '../ErrorSummary';
import { RequiredFieldsNote } from '../fields';
import { focusControl } from '../RadioGroup';
import { Tabs } from '../Tabs';
import { useFormErrors } from '../useFormErrors';
import { useDraft } from '../useDraft';
import { sameValues } from '../../../shared/drafts';
import { useUnsavedChanges } from '../useUnsavedChanges';
import { BasicTab } from './BasicTab';
import { ConditionsTab } from './ConditionsTab';
import { ContactTab } from './ContactTab';
import { ImagesTab } from './ImagesTab';
import { OfferReview } from './OfferReview';
import { nextStep, previousStep, QUESTION_STEPS, stepHeading, type OfferStepKey } from './offerSteps';
import { LocationTab } from './LocationTab';
import {
  emptyOfferValues,
  OFFER_TABS,
  offerControlId,
  offerFormData,
  publishStatus,
  sortOfferErrors,
  tabOfField,
  validateOffer,
  valuesFromOffer,
  type OfferFormValues,
  type OfferTabKey,
} from './offerFormValues';
import { PriceTab } from './PriceTab';
import { PublicationTab } from './PublicationTab';
import type { SetOfferField } from './tabProps';

interface OfferFormProps {
  /** The offer being edited; absent when creating one. */
  offer?: Offer;
  onCancel: () => void;
  onSaved: (offer: Offer) => void;
}

/**
 * The offer form, validated with the shared offer schema and saved as multipart. A new offer is written one step at a
 * time ('Krok 2 z 7: Odpłatność', 'Dalej' checks only that step) and ends on 'Sprawdź i opublikuj', so nothing is
 * published unseen; an offer being edited shows the same questions as tabs, an overview to jump around in. The step is
 * kept in the form's state, not the address: the browser's Back leaves the form (asking first, the draft keeps the
 * answers), 'Wstecz' goes back one step.
 */
export function OfferForm({ offer, onCancel, onSaved }: OfferFormProps) {
  const { user } = useSession();
  const { showToast, showError } = useToast();
  const categoryList = useApiData(categoriesRequest);
  useErrorToast(categoryList, USER_PANEL_MESSAGES.categoriesLoadFailed);
  const categories = categoryList.data ?? [];
  const [initial] = useState<OfferFormValues>(() => (offer ? valuesFromOffer(offer) : emptyOfferValues(user)));
  const [values, setValues] = useState(initial);
  const [newImage, setNewImage] = useState<File | null>(null);
  const draft = useDraft({ formKey: offer ? `offer:${offer.id}` : 'offer:new', values, initial, onRestore: setValues });
  const guard = useUnsavedChanges(newImage !== null || !sameValues(values, initial), { onLeave: draft.discard });
  const form = useFormErrors();
  const stepped = !offer;
  const authorPublishesDirectly = canModerate(user);
  // The visible tab, or the visible step of a new offer.
  const [section, setSection] = useState<OfferStepKey>('basic');
  // Counts the moves between steps: each one puts focus on the new step's heading.
  const [stepMoves, setStepMoves] = useState(0);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  // Whether the shown errors are those of one step ('Dalej') rather than of the whole offer (a save).
  const stepScope = useRef(false);
  const [saving, setSaving] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const intent = useRef<'next' | 'draft' | 'publish'>('draft');

  useEffect(() => {
    if (stepMoves > 0) stepHeadingRef.current?.focus();
  }, [stepMoves]);

  const goTo = (step: OfferStepKey) => {
    setSection(step);
    setStepMoves((count) => count + 1);
  };
  const ofStep = (problems: FieldError[], step: OfferStepKey) =>
    problems.filter((problem) => tabOfField(problem.field) === step);

  // A control on a tab that was hidden can only take focus after the tab has rendered.
  useEffect(() => {
    if (!focusTarget) return;
    focusControl(focusTarget);
    setFocusTarget(null);
  }, [focusTarget]);

  const setField: SetOfferField = (key, value) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a failed attempt the messages follow the person's corrections.
    if (form.attempt === 0) return;
    const problems = validateOffer(next, 'draft', newImage !== null);
    form.setErrors(stepScope.current ? ofStep(problems, section) : problems);
  };

  const fail = (problems: FieldError[]) => {
    stepScope.current = false;
    form.fail(problems);
    const tab = tabOfField(problems[0].field);
    if (tab) setSection(tab);
  };

  /** 'Dalej': only this step's answers are checked; the next step's heading takes focus. */
  const next = () => {
    const problems = ofStep(validateOffer(values, 'draft', newImage !== null), section);
    if (problems.length > 0) {
      stepScope.current = true;
      return form.fail(problems);
    }
    form.reset();
    goTo(nextStep(section));
  };

  /** 'Wstecz' and 'Zmień' check nothing: the answers are checked on the way forward. */
  const back = (step: OfferStepKey) => {
    form.reset();
    goTo(step);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (intent.current === 'next') return next();
    const status = intent.current === 'draft' ? 'draft' : publishStatus(values);
    const problems = validateOffer(values, status, newImage !== null);
    if (problems.length > 0) return fail(problems);
    setSaving(true);
    try {
      const form = offerFormData(values, status, newImage);
      const saved = offer
        ? await api.put<Offer>(`/api/offers/${offer.id}`, { form })
        : await api.post<Offer>('/api/offers/', { form });
      // A substantive edit of an active offer is hidden until approved again: the author must know (shared/reapproval.ts).
      const backToApproval = offer?.status === 'active' && saved.status === 'pending_approval';
      const sentForApproval = saved.status === 'pending_approval' && offer?.status !== 'pending_approval';
      const message = backToApproval
        ? AUTHOR_STATUS_MESSAGES.offerUpdatedForApproval
        : sentForApproval
          ? AUTHOR_STATUS_MESSAGES.offerSentForApproval
          : offer
            ? TOAST_MESSAGES.offerUpdated
            : TOAST_MESSAGES.offerSaved;
      showToast({ ...message, variant: 'success' });
      draft.discard();
      guard.release(() => onSaved(saved));
    } catch (error) {
      showError(error, offer ? USER_PANEL_MESSAGES.offerUpdateFailed : USER_PANEL_MESSAGES.offerSaveFailed);
      if (error instanceof ApiError && error.fieldErrors.length > 0) fail(sortOfferErrors(error.fieldErrors));
      else form.failRequest(error, offer ? USER_PANEL_MESSAGES.offerUpdateFailed : USER_PANEL_MESSAGES.offerSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const tabsWithErrors = new Set(form.errors.map((error) => tabOfField(error.field)));
  const tabProps = { values, errors: form.byField, setField };
  const panels: Record<OfferTabKey, () => ReactNode> = {
    basic: () => <BasicTab {...tabProps} categories={categories} />,
    conditions: () => <ConditionsTab {...tabProps} />,
    price: () => <PriceTab {...tabProps} />,
    location: () => (
      <LocationTab {...tabProps} profileFeatures={user?.accessibility_features ?? []} confirmHere={!stepped} />
    ),
    images: () => <ImagesTab {...tabProps} newImage={newImage} setNewImage={setNewImage} />,
    contact: () => <ContactTab {...tabProps} />,
    publication: () => <PublicationTab {...tabProps} authorPublishesDirectly={authorPublishesDirectly} />,
  };
  const onReview = stepped && section === 'review';
  const showsPublish = !stepped || onReview;

  return (
    <form className="form offer-form" noValidate onSubmit={submit}>
      {draft.notice}
      <RequiredFieldsNote />
      <ErrorSummary
        errors={form.errors}
        attempt={form.attempt}
        title={form.title}
        controlIdOf={offerControlId}
        onSelect={(field) => {
          const tab = tabOfField(field);
          if (tab) setSection(tab);
          setFocusTarget(offerControlId(field));
        }}
      />
      {stepped ? (
        <div className="offer-steps">
          <h2 ref={stepHeadingRef} id="offer-step-heading" className="offer-step-heading" tabIndex={-1}>
            {stepHeading(section)}
          </h2>
          {/* Every step stays rendered (hidden when not current), like the tabs: a chosen file and links to fields survive. */}
          {QUESTION_STEPS.map((key) => (
            <div key={key} hidden={key !== section}>
              {panels[key]()}
            </div>
          ))}
          {onReview && (
            <OfferReview
              values={values}
              setField={setField}
              categories={categories}
              newImage={newImage}
              showsStatus={authorPublishesDirectly}
              profileFeatures={user?.accessibility_features ?? []}
              onChange={back}
            />
          )}
          <div className="form-actions">
            {!onReview && (
              <button type="submit" className="btn btn-primary" onClick={() => (intent.current = 'next')}>
                {S.next}
              </button>
            )}
            {section !== QUESTION_STEPS[0] && (
              <button type="button" className="btn btn-secondary" onClick={() => back(previousStep(section))}>
                {S.back}
              </button>
            )}
          </div>
        </div>
      ) : (
        <Tabs<OfferTabKey>
          idPrefix="offer"
          label="Sekcje formularza oferty"
          tabs={OFFER_TABS.map((tab) => ({ ...tab, hasErrors: tabsWithErrors.has(tab.key) }))}
          active={section === 'review' ? 'basic' : section}
          onChange={setSection}
          renderPanel={(key) => panels[key]()}
        />
      )}
      {showsPublish && !authorPublishesDirectly && (
        <p className="form-hint" id="offer-buttons-hint">
          {AUTHOR_STATUS_MESSAGES.offerStatusHint}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={() => guard.leave(onCancel)}>
          Wróć do listy
        </button>
        <button type="submit" className="btn btn-secondary" onClick={() => (intent.current = 'draft')}>
          Zapisz jako szkic
        </button>
        {showsPublish && (
          <button
            type="submit"
            className="btn btn-primary"
            aria-describedby={authorPublishesDirectly ? undefined : 'offer-buttons-hint'}
            onClick={() => (intent.current = 'publish')}
          >
            {offer ? 'Zaktualizuj i opublikuj' : 'Opublikuj'}
          </button>
        )}
      </div>
      <p role="status" className="muted">
        {saving ? 'Zapisywanie oferty…' : ''}
      </p>
      {guard.dialog}
    </form>
  );
}
