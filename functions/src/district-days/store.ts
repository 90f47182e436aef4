/**
 * Where district days' answer links are stored (docs/decisions/0081-district-days.md): `district_day_links`, one per
 * owner of a listing per day, whose id the e-mail's signed token names. The days themselves are read in businesses/.
 */
import { firestore } from "../platform/firestore";

const DISTRICT_LINKS_COLLECTION = "district_day_links";

export const districtLinks = () => firestore().collection(DISTRICT_LINKS_COLLECTION);
