export { useMe, useMyData } from './api/memberAccountApi';
export { AccountMenu } from './components/AccountMenu';
export { MemberInfoEditor } from './components/MemberInfoEditor';
export { MyDataView } from './components/MyDataView';
export { PushInbox } from './components/PushInbox';
