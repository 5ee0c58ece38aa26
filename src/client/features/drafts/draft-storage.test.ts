import { expect, test } from 'vitest';
import { removeDraftsOf } from '../offline/device-owner';
import { draftStorageKey, writeDraft } from './draft-storage';

test("'Esci' removes the drafts this module writes for that profile, and no one else's", () => {
  writeDraft(draftStorageKey('anna', 'GHOST'), { step: 1 });
  writeDraft(draftStorageKey('anna', 'PROPP'), { step: 2 });
  writeDraft(draftStorageKey('bruno', 'GHOST'), { step: 3 });
  removeDraftsOf('anna');
  expect(localStorage.getItem(draftStorageKey('anna', 'GHOST'))).toBeNull();
  expect(localStorage.getItem(draftStorageKey('anna', 'PROPP'))).toBeNull();
  expect(localStorage.getItem(draftStorageKey('bruno', 'GHOST'))).not.toBeNull();
});
