/** The Italian catalogue, one file per area of the client. Add a new area's file here. */
import { common } from './common';
import { superuser } from './superuser';
import { entrance } from './entrance';

export const it = {
  common,
  superuser,
  entrance,
};

export type Catalogue = typeof it;
