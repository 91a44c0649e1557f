export { fetchAllMembers, type Member, useMemberPage } from './api/useMembers';
export { MemberDetailDialog } from './components/MemberDetailDialog';
export { MemberSearchBar } from './components/MemberSearchBar';
export { MemberTable } from './components/MemberTable';
export { useMemberSearchUrl } from './hooks/useMemberSearchUrl';
export { describeLedgerEntry } from './utils/ledgerEntry';
export { membersCsv } from './utils/membersCsv';
