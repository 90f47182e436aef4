/**
 * The event form's "Host business" (docs/product.md#host-business): a searchable list of the directory's businesses,
 * "None" first, bound to the form's `hostBusinessId` ('' for none). MUI's Autocomplete is a combobox with a listbox,
 * so it is typed into, read out and chosen from by keyboard.
 */
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useField } from "formik";
import { useMemo } from "react";
import { useAllBusinesses } from "../../../lib/queries";

interface HostOption {
  id: string;
  name: string;
}

const NONE: HostOption = { id: "", name: "None" };

export function HostBusinessField({ disabled }: { disabled: boolean }) {
  const [field, meta, helpers] = useField<string>("hostBusinessId");
  const businesses = useAllBusinesses();
  const options = useMemo(
    () => [NONE, ...(businesses.data ?? []).map(({ id, name }) => ({ id, name }))],
    [businesses.data],
  );
  // While the list loads, a chosen host reads "Loading…" rather than "None"; a host not in the list (a business
  // since removed) shows as None, and saving leaves it as it was.
  const value =
    options.find((option) => option.id === field.value) ??
    (businesses.isLoading && field.value ? { id: field.value, name: "Loading…" } : NONE);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <Autocomplete
      id="field-hostBusinessId"
      options={options}
      value={value}
      // Not disabled while the list loads: MUI greys a disabled field's label and hint below readable contrast.
      disabled={disabled}
      loading={businesses.isLoading}
      disableClearable
      autoHighlight
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(chosen.id);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name="hostBusinessId"
          label="Host business"
          // Read out as busy until the list is here (the value reads "Loading…" meanwhile).
          slotProps={{ htmlInput: { ...params.inputProps, "aria-busy": businesses.isLoading } }}
          error={showError}
          helperText={showError ? meta.error : "The business it happens at and is run by, if any"}
        />
      )}
    />
  );
}
