import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESSIBILITY_FEATURE_LABELS, type AccessibilityFeature } from '../../../shared/discovery';
import { COMBOBOX_MESSAGES, DISCOVERY_MESSAGES } from '../../../shared/messages';
import type { Locality } from '../../../shared/types';
import { PlaceCombobox } from '../../../src-public/components/PlaceCombobox';
import { featureOptions } from '../../../src-public/discovery/options';
import { shownCount } from '../../../src-public/counts';
import { CheckboxGroup } from '../../../src-public/forms/CheckboxGroup';
import { jsonResponse, mockFetch } from './publicHarness';

const place = (name: string, voivodeship: Locality['voivodeship'], voivodeship_name: string): Locality => ({
  name,
  voivodeship,
  voivodeship_name,
  population: 1000,
  lat: 51.8,
  lon: 19.4,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function FeaturesHarness({ error }: { error?: string }) {
  const [values, setValues] = useState<AccessibilityFeature[]>(['sign_language']);
  return (
    <>
      <CheckboxGroup
        idPrefix="features"
        name="accessibility_features"
        legend="Dostępność"
        hint="Zaznacz wszystkie udogodnienia."
        options={featureOptions((value) => shownCount(value === 'wheelchair_access' ? 4 : 0))}
        values={values}
        error={error}
        onChange={setValues}
      />
      <output>{values.join(',')}</output>
    </>
  );
}

describe('CheckboxGroup (accessibility, groups, modes)', () => {
  it('is a fieldset named by its legend, with one labelled checkbox per code, text next to every symbol', async () => {
    render(<FeaturesHarness />);
    const group = screen.getByRole('group', { name: 'Dostępność' });
    expect(group).toHaveAccessibleDescription('Zaznacz wszystkie udogodnienia.');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(11);
    expect(screen.getByRole('checkbox', { name: ACCESSIBILITY_FEATURE_LABELS.sign_language })).toBeChecked();
    // The count from the facets describes the box and stays out of its name; the symbol is hidden from screen readers.
    const wheelchair = screen.getByRole('checkbox', { name: 'Dostępne dla osób na wózkach' });
    expect(wheelchair).not.toBeChecked();
    expect(wheelchair).toHaveAccessibleDescription('(4)');
  });

  it('toggles with the keyboard (Space) and keeps the vocabulary order', async () => {
    render(<FeaturesHarness />);
    const wheelchair = screen.getByRole('checkbox', { name: 'Dostępne dla osób na wózkach' });
    wheelchair.focus();
    await userEvent.keyboard(' ');
    expect(wheelchair).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('wheelchair_access,sign_language');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent(/^sign_language$/);
  });

  it('describes the group with its error', () => {
    render(<FeaturesHarness error={DISCOVERY_MESSAGES.unknownFeature} />);
    expect(screen.getByRole('group', { name: 'Dostępność' })).toHaveAccessibleDescription(
      `Zaznacz wszystkie udogodnienia. ${DISCOVERY_MESSAGES.unknownFeature}`,
    );
  });
});

function PlaceHarness({ notListed }: { notListed?: string }) {
  const [value, setValue] = useState('');
  return (
    <form>
      <PlaceCombobox id="near" label="W pobliżu" value={value} onChange={setValue} notListedMessage={notListed} />
      <output aria-label="Wartość">{value}</output>
    </form>
  );
}

describe('PlaceCombobox (the gazetteer)', () => {
  const places = [place('Zgierz', 'lodzkie', 'łódzkie'), place('Zgorzelec', 'dolnoslaskie', 'dolnośląskie')];

  it('suggests places with their voivodeship, announced; arrows and Enter choose one', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/localities': () => jsonResponse(places) });
    render(<PlaceHarness />);
    const field = screen.getByRole('combobox', { name: 'W pobliżu' });
    await userEvent.type(field, 'zg');
    expect(await screen.findByRole('option', { name: 'Zgierz (łódzkie)' })).toBeInTheDocument();
    expect(screen.getByText(COMBOBOX_MESSAGES.count(2))).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.searchParams.get('q')).toBe('zg');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Zgorzelec (dolnośląskie)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(field).toHaveValue('Zgierz');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list with Escape and keeps the typed text', async () => {
    mockFetch({ 'GET /api/v1/localities': () => jsonResponse(places) });
    render(<PlaceHarness />);
    const field = screen.getByRole('combobox', { name: 'W pobliżu' });
    await userEvent.type(field, 'zgi');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('zgi');
  });

  it('says when the typed name is not a listed place', async () => {
    mockFetch({ 'GET /api/v1/localities': () => jsonResponse([]) });
    render(<PlaceHarness notListed={DISCOVERY_MESSAGES.placeNotListed} />);
    const field = screen.getByRole('combobox', { name: 'W pobliżu' });
    await userEvent.type(field, 'Nibylandia');
    await waitFor(() => expect(field).toHaveAccessibleDescription(DISCOVERY_MESSAGES.placeNotListed), {
      timeout: 3000,
    });
  });
});
