import { and, eq, inArray } from 'drizzle-orm';
import type { SeedExtension } from '../../db/seed-extensions.ts';
import { appointments } from '../../db/schema.ts';
import { careContractAcceptances, careContractVersions } from '../../db/tables/care-contracts.ts';
import { CARE_STATUSES } from '../reviews/reviews.service.ts';
import { CARE_CONTRACT_TEMPLATE } from './template.ts';

/**
 * The demo psychologist's contract is the template (version 1), accepted by every demo
 * collaborator already in its care (ana and her colleagues), so their rooms open as before;
 * bruno, at his first access, has none and meets the contract (domain.md §18).
 */
export const seedCareContracts: SeedExtension = async (deps, tx, ids) => {
  const now = deps.clock();
  const [version] = await tx
    .insert(careContractVersions)
    .values({
      psychologistUuid: ids.psychologistUuid,
      version: 1,
      text: CARE_CONTRACT_TEMPLATE,
      createdAt: now,
    })
    .returning();
  const inCare = await tx
    .selectDistinct({ collaboratorUuid: appointments.collaboratorUuid })
    .from(appointments)
    .where(
      and(
        eq(appointments.psychologistUuid, ids.psychologistUuid),
        inArray(appointments.status, CARE_STATUSES),
      ),
    );
  if (inCare.length === 0) return;
  await tx.insert(careContractAcceptances).values(
    inCare.map((r) => ({
      versionUuid: version!.uuid,
      collaboratorUuid: r.collaboratorUuid,
      psychologistUuid: ids.psychologistUuid,
      acceptedAt: now,
    })),
  );
};
