/**
 * Puts back what a visitor typed into server-rendered textareas that hydration emptied (keepTypedText). Whoever
 * hydrates a form provides it (app/start-app.tsx, lazyWhenNeeded); SendButton calls it before adopting the typed
 * values.
 */
import { createContext } from "react";

export const RestoreTypedText = createContext<() => void>(() => undefined);
