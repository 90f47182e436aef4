export { ProposalForm } from "./ProposalForm";
