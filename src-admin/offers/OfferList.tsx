import {
  BooleanInput,
  DataTable,
  DateField,
  NumberInput,
  SelectInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { IMAGE_ALT_COLUMN } from '../../shared/labels/images';
import { VENUE_TEXTS } from '../../shared/venueFeatures';
import { OFFER_STATUSES, type OfferStatus } from '../../shared/labels/offers';
import { ACCESSIBILITY_FEATURES, SERVICE_MODES, TARGET_GROUPS, VOIVODESHIPS } from '../../shared/discovery';
import { AGE_MAX, AGE_MIN, CERTIFICATE_REQUIREMENTS, FUNDING_ROUTES } from '../../shared/eligibility';
import { AVAILABILITY_STATES } from '../../shared/offerAvailability';
import type { AdminOffer } from '../../shared/types';
import type { Approval } from '../common/ApproveDialog';
import { ImageAltField } from '../common/ImageAltField';
import { ListSearchInput } from '../common/ListSearchInput';
import { ModeratedContentList } from '../common/ModeratedContentList';
import { ModerationRowActions } from '../common/ModerationRowActions';
import { StatusBadge } from '../common/StatusBadge';
import type { AdminDataProvider } from '../providers/dataProvider';
import { OfferBulkActions } from './OfferBulkActions';
import { OfferEditDialog } from './OfferEditDialog';
import { OfferPromoteButton } from './OfferPromoteButton';
import { OfferStatusDialog } from './OfferStatusDialog';
import { OrganisationField } from './OrganisationField';

const Column = DataTable.Col<AdminOffer>;

/** The status, and under it a venue accessibility list the author took over from the profile without checking it. */
function OfferStatusCell({ offer }: { offer: AdminOffer }) {
  const translate = useTranslate();
  return (
    <>
      <StatusBadge resource="offers" status={offer.status} />
      {!offer.venue_features_confirmed && (
        <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
          {translate('resources.offers.fields.accessibility_features')}: <span>{VENUE_TEXTS.unconfirmed}</span>
        </Typography>
      )}
    </>
  );
}

const statusChoices = OFFER_STATUSES.map((status) => ({ id: status, name: `resources.offers.statuses.${status}` }));

const choicesOf = (codes: readonly string[], group: string) =>
  codes.map((code) => ({ id: code, name: `resources.offers.${group}.${code}` }));

/** Moderators look for offers by what visitors filter on; these filters are added from the list's filter button. */
const DISCOVERY_FILTERS = [
  {
    source: 'accessibility_features',
    choices: choicesOf(ACCESSIBILITY_FEATURES, 'features'),
    empty: 'resources.offers.filters.any_feature',
  },
  { source: 'target_groups', choices: choicesOf(TARGET_GROUPS, 'groups'), empty: 'resources.offers.filters.any_group' },
  { source: 'service_modes', choices: choicesOf(SERVICE_MODES, 'modes'), empty: 'resources.offers.filters.any_mode' },
  {
    source: 'voivodeship',
    choices: choicesOf(VOIVODESHIPS, 'voivodeships'),
    empty: 'resources.offers.filters.any_voivodeship',
  },
  {
    source: 'certificate_required',
    choices: choicesOf(CERTIFICATE_REQUIREMENTS, 'certificates'),
    empty: 'resources.offers.filters.any_certificate',
  },
  {
    source: 'funding_routes',
    choices: choicesOf(FUNDING_ROUTES, 'funding'),
    empty: 'resources.offers.filters.any_funding',
  },
  {
    source: 'availability',
    choices: choicesOf(AVAILABILITY_STATES, 'availability_states'),
    empty: 'resources.offers.filters.any_availability',
  },
];

const offerFilters = [
  <ListSearchInput key="q" placeholder="resources.offers.filters.search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    emptyText="resources.offers.filters.all_statuses"
    alwaysOn
  />,
  ...DISCOVERY_FILTERS.map(({ source, choices, empty }) => (
    <SelectInput key={source} source={source} choices={choices} emptyText={empty} />
  )),
  <BooleanInput key="data_may_be_outdated" source="data_may_be_outdated" label="resources.offers.filters.outdated" />,
  <BooleanInput key="fresh" source="fresh" label="resources.offers.filters.fresh" />,
  <NumberInput key="age" source="age" label="resources.offers.filters.age" min={AGE_MIN} max={AGE_MAX} step={1} />,
];

/** Oferty: search, status filter, refresh, moderation per row and in bulk. */
export function OfferList() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const approval: Approval<OfferStatus> = {
    from: 'pending_approval',
    to: 'active',
    changeStatus: (id, status) => dataProvider.changeOfferStatus(id, status),
  };
  return (
    <ModeratedContentList
      resource="offers"
      title="admin.layout.menu.offers"
      filters={offerFilters}
      bulkActions={<OfferBulkActions />}
    >
      <Column source="title" />
      <Column source="profile.organization_name" label="resources.offers.fields.organization">
        <OrganisationField />
      </Column>
      <Column source="category.name" label="resources.offers.fields.category" />
      <Column source="status" render={(offer) => <OfferStatusCell offer={offer} />} />
      <Column source="image_alt" label={IMAGE_ALT_COLUMN.label} disableSort>
        <ImageAltField<AdminOffer> imageOf={(offer) => offer.image_urls[0]} altOf={(offer) => offer.image_alt} />
      </Column>
      <Column source="is_promoted">
        <OfferPromoteButton />
      </Column>
      <Column source="created_at">
        <DateField source="created_at" locales="pl-PL" />
      </Column>
      <Column label="resources.offers.fields.actions">
        <ModerationRowActions<OfferStatus, AdminOffer>
          approval={approval}
          statusDialog={(offer, onClose) => <OfferStatusDialog offer={offer} onClose={onClose} />}
          editDialog={(offer, onClose) => <OfferEditDialog id={offer.id} onClose={onClose} />}
        />
      </Column>
    </ModeratedContentList>
  );
}
