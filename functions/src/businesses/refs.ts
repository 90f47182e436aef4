import { businessKind } from "@main-street/domain/records";
import { firestore } from "../platform/firestore";

/** A listing's document, for the transactions that read it fresh (owners' changes, the history). */
export const businessRef = (id: string) => firestore().collection(businessKind.collection).doc(id);
