import { MODERATION_MESSAGES } from '../../shared/messages';
import { GROUND_LABELS } from '../../shared/moderation';
import type { MessageTree } from './types';

/** Mounted under `admin.moderation`: the statement of reasons asked by every restricting dialog (DSA art. 17). */
const moderation: MessageTree = {
  reason: 'Uzasadnienie decyzji',
  reason_hint:
    'Opisz fakty i okoliczności. Uzasadnienie zostanie wysłane autorowi razem z informacją, jak się odwołać.',
  reason_required: MODERATION_MESSAGES.reasonRequired,
  ground: 'Podstawa decyzji',
  ground_hint: 'Wybierz przepis lub punkt regulaminu, który treść naruszyła – powód zgłoszenia tego nie przesądza.',
  ground_required: MODERATION_MESSAGES.groundRequired,
  error_summary: 'Zanim zapiszesz, popraw:',
  grounds: GROUND_LABELS,
  ban_title: 'Zablokuj konto',
  ban_intro: 'Konto „%{name}” zostanie zablokowane, a wszystkie jego sesje zakończone.',
  ban_submit: 'Zablokuj konto',
  ban_summary: 'Zablokujesz konto „%{name}” na podstawie: %{ground}. Osoba dostanie uzasadnienie emailem.',
};

export default moderation;
