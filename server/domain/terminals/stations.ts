import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import { createStation, updateStation } from '../../../database/queries/stations';
import { FieldErrors } from '../errors';
import { say } from '../../../common/said';

export const STATION_NAME_TAKEN = say('validation.terminals.aStationWithThisName');

/** Two stations of one store cannot share a name: the header would not tell them apart. */
const uniqueName = <T>(write: () => Promise<T>) =>
  onUniqueViolation(write, {
    stations_store_id_name_unique: () => new FieldErrors({ name: STATION_NAME_TAKEN }),
  });

/** A new station (Settings → Stations, and first-run setup); a name the store has already is a field error, so a double submit adds one. */
export const addStation = (db: Db, storeId: number, input: { name: string }) =>
  uniqueName(() => createStation(db, storeId, input));

/** Renames a station; false when the store has no such station. */
export const renameStation = (db: Db, storeId: number, id: number, input: { name: string }) =>
  uniqueName(() => updateStation(db, storeId, id, input));
