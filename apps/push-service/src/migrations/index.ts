import { InitialPushSchema1795323306097 } from './1795323306097-InitialPushSchema';
import { AddPushMessagesAndInbox1795327002366 } from './1795327002366-AddPushMessagesAndInbox';
import { AddOutboxTraceParent1795550860085 } from './1795550860085-AddOutboxTraceParent';
import { BindDevicesToSessions1795848788492 } from './1795848788492-BindDevicesToSessions';
import { PushFanOutUnits1795849514328 } from './1795849514328-PushFanOutUnits';

export const MIGRATIONS = [
  InitialPushSchema1795323306097,
  AddPushMessagesAndInbox1795327002366,
  AddOutboxTraceParent1795550860085,
  BindDevicesToSessions1795848788492,
  PushFanOutUnits1795849514328,
];
