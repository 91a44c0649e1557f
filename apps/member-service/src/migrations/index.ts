import { InitialMemberSchema1795323304456 } from './1795323304456-InitialMemberSchema';
import { AddMembersAndAdmins1795326223307 } from './1795326223307-AddMembersAndAdmins';
import { AddOutboxTraceParent1795550860085 } from './1795550860085-AddOutboxTraceParent';
import { AddSessions1795836035008 } from './1795836035008-AddSessions';
import { NameEndedSessions1795848669334 } from './1795848669334-NameEndedSessions';
import { AddAdminTwoStep1795849022520 } from './1795849022520-AddAdminTwoStep';
import { AddDormancy1795930000000 } from './1795930000000-AddDormancy';

export const MIGRATIONS = [
  InitialMemberSchema1795323304456,
  AddMembersAndAdmins1795326223307,
  AddOutboxTraceParent1795550860085,
  AddSessions1795836035008,
  NameEndedSessions1795848669334,
  AddAdminTwoStep1795849022520,
  AddDormancy1795930000000,
];
