import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import { initialMigration } from './001-initial';
import { archiveIndexesMigration } from './002-archive-indexes';
import { storyListIndexMigration } from './003-story-list-index';
import { imageIndexesMigration } from './004-image-indexes';
import { accountSafetyMigration } from './005-account-safety';
import { aiConsentMigration } from './006-ai-consent';
import { workshopsMigration } from './007-workshops';
import { healthProbeMigration } from './009-health-probe';
import { readingSettingsMigration } from './010-reading-settings';
import { classMigration } from './011-class';
import { storyPageIndexMigration } from './012-story-page-index';
import { groupsMigration } from './013-groups';
import { secureDefaultsMigration } from './014-secure-defaults';
import { loginCardsMigration } from './015-login-cards';
import { familyLettersMigration } from './016-family-letters';
import { sharedLimitsMigration } from './017-shared-limits';
import { reviewNoteMigration } from './018-review-note';
import { accentFoldingMigration } from './019-accent-folding';
import { voiceMigration } from './020-voice';
import { PUBLIC_INITIALS_MIGRATION, publicInitialsMigration } from './021-public-initials';

/** Every migration, by name; Kysely applies them in the order of their names. */
export function migrationsFor(kind: DbKind): Record<string, Migration> {
  return {
    '001-initial': initialMigration(kind),
    '002-archive-indexes': archiveIndexesMigration,
    '003-story-list-index': storyListIndexMigration,
    '004-image-indexes': imageIndexesMigration,
    '005-account-safety': accountSafetyMigration,
    '006-ai-consent': aiConsentMigration,
    '007-workshops': workshopsMigration,
    '009-health-probe': healthProbeMigration,
    '010-reading-settings': readingSettingsMigration,
    '011-class': classMigration,
    '012-story-page-index': storyPageIndexMigration,
    '013-groups': groupsMigration,
    '014-secure-defaults': secureDefaultsMigration,
    '015-login-cards': loginCardsMigration,
    '016-family-letters': familyLettersMigration,
    '017-shared-limits': sharedLimitsMigration,
    '018-review-note': reviewNoteMigration,
    '019-accent-folding': accentFoldingMigration(kind),
    '020-voice': voiceMigration(kind),
    [PUBLIC_INITIALS_MIGRATION]: publicInitialsMigration,
  };
}

/** Every migration this version knows, in order (a backup records the last one applied). */
export function knownMigrations(): string[] {
  return Object.keys(migrationsFor('sqlite')).sort();
}
