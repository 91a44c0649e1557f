/** What an Argon2id hash looks like (a PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export const ARGON2ID_HASH_PATTERN = /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
