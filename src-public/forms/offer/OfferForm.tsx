import type { FieldError } from '../../../shared/schemas/common';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import '../forms.css';
import { ApiError } from '../../../shared/errors';
import { TOAST_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { AUTHOR_STATUS_MESSAGES } from '../../../shared/messagesAuthoring';
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

/** The offer form: seven tabs, validated with the shared offer schema, saved as multipart. */
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
  const [activeTab, setActiveTab] = useState<OfferTabKey>('basic');
  const [saving, setSaving] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const intent = useRef<'draft' | 'publish'>('draft');

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
    if (form.attempt > 0) form.setErrors(validateOffer(next, 'draft', newImage !== null));
  };

  const fail = (problems: FieldError[]) => {
    form.fail(problems);
    const tab = tabOfField(problems[0].field);
    if (tab) setActiveTab(tab);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
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
    location: () => <LocationTab {...tabProps} profileFeatures={user?.accessibility_features ?? []} confirmHere />,
    images: () => <ImagesTab {...tabProps} newImage={newImage} setNewImage={setNewImage} />,
    contact: () => <ContactTab {...tabProps} />,
    publication: () => (
      <PublicationTab {...tabProps} authorPublishesDirectly={canModerate(user)} savedStatus={offer?.status ?? null} />
    ),
  };

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
          if (tab) setActiveTab(tab);
          setFocusTarget(offerControlId(field));
        }}
      />
      <Tabs<OfferTabKey>
        idPrefix="offer"
        label="Sekcje formularza oferty"
        tabs={OFFER_TABS.map((tab) => ({ ...tab, hasErrors: tabsWithErrors.has(tab.key) }))}
        active={activeTab}
        onChange={setActiveTab}
        renderPanel={(key) => panels[key]()}
      />
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={() => guard.leave(onCancel)}>
          Wróć do listy
        </button>
        <button type="submit" className="btn btn-secondary" onClick={() => (intent.current = 'draft')}>
          Zapisz jako szkic
        </button>
        <button type="submit" className="btn btn-primary" onClick={() => (intent.current = 'publish')}>
          {offer ? 'Zaktualizuj i opublikuj' : 'Opublikuj'}
        </button>
      </div>
      <p role="status" className="muted">
        {saving ? 'Zapisywanie oferty…' : ''}
      </p>
      {guard.dialog}
    </form>
  );
}
