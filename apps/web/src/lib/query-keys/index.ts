import { accountKeys } from './account';
import { appointmentKeys } from './appointments';
import { careContractKeys } from './care-contract';
import { collaboratorKeys } from './collaborators';
import { companyInsightKeys } from './company-insights';
import { declarationKeys } from './declarations';
import { clinicalRecordKeys, measureKeys, radarKeys, reviewKeys } from './care';
import { openingHourKeys } from './opening-hours';
import { companyKeys, sectorKeys } from './organisations';
import { psychologistKeys } from './psychologists';
import { waitlistKeys } from './waitlist';

/**
 * Every TanStack Query key of the app, one module per domain (decision 1333). Features import them
 * from here: a feature that changes another's data invalidates that feature's keys without
 * importing the feature (decision 1225), and a key is never spelled twice.
 */
export const queryKeys = {
  account: accountKeys,
  appointments: appointmentKeys,
  careContract: careContractKeys,
  clinicalRecords: clinicalRecordKeys,
  collaborators: collaboratorKeys,
  companies: companyKeys,
  companyInsights: companyInsightKeys,
  declarations: declarationKeys,
  measures: measureKeys,
  openingHours: openingHourKeys,
  psychologists: psychologistKeys,
  radar: radarKeys,
  reviews: reviewKeys,
  sectors: sectorKeys,
  waitlist: waitlistKeys,
};
