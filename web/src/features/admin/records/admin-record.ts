/**
 * One admin record descriptor: everything the generic admin screens (the tab with its list, the add dialog, the
 * edit screen) need to know about a kind of record. docs/decisions/0023-record-descriptors.md.
 */
import type { RecordKind } from "@main-street/domain/records";
import { pages } from "@main-street/domain/paths";
import type { UseQueryResult } from "@tanstack/react-query";
import type { FormikValues } from "formik";
import type { ComponentType, ReactNode } from "react";
import type { RecordForm } from "../forms/record-form";

/** What the generic list reads from every record. */
export interface AdminListable {
  id: string;
  excerpt?: string;
  description?: string;
  featured?: string;
}

export interface FieldsProps<R> {
  mode: "add" | "edit";
  disabled: boolean;
  /** The record as loaded, on the edit screen. */
  record?: R;
}

/** A small badge after the record's name in the admin list. */
interface ListBadge {
  label: string;
  outlined?: boolean;
}

export interface AdminRecordConfig<R extends AdminListable, Values extends FormikValues> {
  /** The kind, its form values and their mapping to and from the API. */
  form: RecordForm<R, Values>;
  /** The record's name: the list row's heading and the Edit/Delete buttons' labels. */
  nameOf(record: R): string;
  /** The public page that shows a record ('View This …'). */
  publicPath(id: string): string;
  /** The cached public list of the kind (the same query the public pages use). */
  useList(): UseQueryResult<R[]>;
  /** The form's fields, shared by the add dialog and the edit screen. */
  Fields: ComponentType<FieldsProps<R>>;
  /** The admin list's columns: badges after the name (before 'Featured'), then lines under the excerpt. */
  badges(record: R): ListBadge[];
  Details: ComponentType<{ record: R }>;
  /** Beside the tab's Add button (events: the categories staff manage). */
  TabActions?: ComponentType;
  /** Shown under the edit screen's form (businesses: their owners and history). */
  EditExtras?: ComponentType<{ record: R }>;
  /** The empty list's title ('No businesses found'). */
  emptyTitle: string;
  /** The edit screen's text and icon for an unknown id. */
  notFoundHint: string;
  notFoundIcon: ReactNode;
  /** docs/product.md#messages: whether a delete refused for a lost session sends the admin to sign in again. */
  signInAgainOnDelete: boolean;
}

/** Where the edit screen of a record is. */
export function adminEditPath(kind: RecordKind, id: string): string {
  return pages.adminEdit.href(kind.collection, id);
}
