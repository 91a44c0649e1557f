export * from './mailer';
export * from './mail-settings';
export * from './file-mailer';
export * from './smtp-mailer';
export * from './create-mailer';
export * from './background-mails';
