import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ACCESSIBILITY_FEATURE_LABELS } from '../../shared/discovery';
import { ELIGIBILITY_MESSAGES, isAgeText } from '../../shared/eligibility';
import {
  EMPTY_NEEDS,
  hasNeeds,
  NEEDS_CERTIFICATE_LABELS,
  NEEDS_CERTIFICATES,
  NEEDS_COMMUNICATION_FEATURES,
  NEEDS_PLACE_FEATURES,
  NEEDS_TEXTS as T,
  NEEDS_TOWN_MAX,
  parseNeeds,
  type MyNeeds,
  type NeedsCertificate,
} from '../../shared/needs';
import { Dialog } from '../components/Dialog';
import { CheckboxGroup } from '../forms/CheckboxGroup';
import { TextField } from '../forms/fields';
import { RadioGroup } from '../forms/RadioGroup';
import { readNeedsText, writeNeedsText } from './needsStore';

const AGE_ID = 'needs-age';

interface NeedsDialogProps {
  onClose: () => void;
  /** After saving; the dialog closes and the opener says what happened. */
  onSaved: () => void;
}

/**
 * 'Moje potrzeby' (docs/wyszukiwanie.md#moje-potrzeby): kept in this browser only. The town is a plain field, not
 * the place suggestions of the search form: suggestions would send every typed letter to the server.
 */
export default function NeedsDialog({ onClose, onSaved }: NeedsDialogProps) {
  const [needs, setNeeds] = useState<MyNeeds>(() => parseNeeds(readNeedsText()) ?? EMPTY_NEEDS);
  const [ageError, setAgeError] = useState<string | undefined>();
  const [message, setMessage] = useState('');
  const [focusAge, setFocusAge] = useState(false);
  const ageRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusAge) return;
    ageRef.current?.focus();
    setFocusAge(false);
  }, [focusAge]);
  const set = <K extends keyof MyNeeds>(key: K, value: MyNeeds[K]) =>
    setNeeds((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const age = needs.age.trim();
    if (age && !isAgeText(age)) {
      setAgeError(ELIGIBILITY_MESSAGES.age);
      setFocusAge(true);
      return;
    }
    const saved: MyNeeds = { ...needs, age: age && String(Number(age)), town: needs.town.trim() };
    if (!hasNeeds(saved)) {
      setMessage(T.empty);
      return;
    }
    writeNeedsText(JSON.stringify(saved));
    onSaved();
  };
  const clear = () => {
    writeNeedsText(null);
    setNeeds(EMPTY_NEEDS);
    setAgeError(undefined);
    setMessage(T.cleared);
    // The button stays where it is; the first field is where the person starts again.
    setFocusAge(true);
  };

  const featureOptions = (codes: readonly (typeof NEEDS_PLACE_FEATURES)[number][]) =>
    codes.map((value) => ({ value, label: ACCESSIBILITY_FEATURE_LABELS[value] }));
  const features = (group: readonly string[]) => needs.features.filter((feature) => group.includes(feature));
  const setFeatures = (group: readonly string[], chosen: MyNeeds['features']) =>
    set('features', [...needs.features.filter((feature) => !group.includes(feature)), ...chosen]);

  return (
    <Dialog title={T.title} onClose={onClose} initialFocusSelector={`#${AGE_ID}`}>
      <form className="needs-form" onSubmit={onSubmit} noValidate>
        <p>{T.intro}</p>
        <TextField
          ref={ageRef}
          id={AGE_ID}
          name="age"
          label={T.age}
          hint={T.ageHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          size={4}
          value={needs.age}
          error={ageError}
          onChange={(event) => set('age', event.target.value)}
        />
        <RadioGroup<NeedsCertificate | 'unset'>
          idPrefix="needs-certificate"
          name="certificate"
          legend={T.certificateLegend}
          options={[
            { value: 'unset', label: T.certificateUnset },
            ...NEEDS_CERTIFICATES.map((value) => ({ value, label: NEEDS_CERTIFICATE_LABELS[value] })),
          ]}
          value={needs.certificate || 'unset'}
          onChange={(value) => set('certificate', value === 'unset' ? '' : value)}
        />
        <CheckboxGroup
          idPrefix="needs-place"
          name="place"
          legend={T.placeLegend}
          options={featureOptions(NEEDS_PLACE_FEATURES)}
          values={features(NEEDS_PLACE_FEATURES)}
          onChange={(chosen) => setFeatures(NEEDS_PLACE_FEATURES, chosen)}
        />
        <CheckboxGroup
          idPrefix="needs-communication"
          name="communication"
          legend={T.communicationLegend}
          options={featureOptions(NEEDS_COMMUNICATION_FEATURES)}
          values={features(NEEDS_COMMUNICATION_FEATURES)}
          onChange={(chosen) => setFeatures(NEEDS_COMMUNICATION_FEATURES, chosen)}
        />
        <TextField
          id="needs-town"
          name="town"
          label={T.town}
          hint={T.townHint}
          autoComplete="address-level2"
          maxLength={NEEDS_TOWN_MAX}
          value={needs.town}
          onChange={(event) => set('town', event.target.value)}
        />
        <CheckboxGroup
          idPrefix="needs-contact"
          name="contact"
          legend={T.contactLegend}
          hint={T.noPhoneHint}
          options={[{ value: 'no_phone' as const, label: T.noPhone }]}
          values={needs.noPhone ? ['no_phone'] : []}
          onChange={(values) => set('noPhone', values.includes('no_phone'))}
        />
        <p className="needs-message" role="status">
          {message}
        </p>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            {T.save}
          </button>
          <button type="button" className="btn btn-secondary" onClick={clear}>
            {T.clear}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
