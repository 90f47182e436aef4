/** A staff action's outcome: a success toast, or the failure toast (a lost session signs in again). */
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";

export function useStaffAction() {
  const toast = useToast();
  const handleError = useApiErrorHandler();
  return async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      toast({ variant: "success", title: done });
    } catch (error) {
      handleError(error, { toast: { title: "Error" }, signInAgain: true });
    }
  };
}
