/** The Italian catalogue, one file per area of the client. Add a new area's file here. */
import { common } from './common';
import { superuser } from './superuser';
import { entrance } from './entrance';
import { messages } from './messages';
import { archive } from './archive';
import { viewer } from './viewer';
import { workshop } from './workshop';

export const it = {
  common,
  superuser,
  entrance,
  messages,
  archive,
  viewer,
  workshop,
};

export type Catalogue = typeof it;
