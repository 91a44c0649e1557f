import { InitialMemberSchema1795323304456 } from './1795323304456-InitialMemberSchema';
import { AddMembersAndAdmins1795326223307 } from './1795326223307-AddMembersAndAdmins';

export const MIGRATIONS = [InitialMemberSchema1795323304456, AddMembersAndAdmins1795326223307];
