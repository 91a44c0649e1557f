import { InitialMemberSchema1795323304456 } from './1795323304456-InitialMemberSchema';

export const MIGRATIONS = [InitialMemberSchema1795323304456];
