/**
 * The product's own wording (product-spec §5, §8 and api-contract.md), kept in one place so the
 * server and the web app say exactly the same thing.
 */
export const MESSAGES = {
  storeNameRequired: 'Store name is required',
  storePasswordRequired: 'Store password is required',
  ownerNameRequired: 'Owner name is required',
  storeEmailRequired: 'Store email is required',
  storePhoneRequired: 'Store phone number is required',
  ownerPhoneRequired: 'Owner phone number is required',
  regionRequired: 'Region is required',
  provinceRequired: 'Province is required',
  addressRequired: 'Address is required',
  storeImageRequired: 'Store image is required',
  representativeImageRequired: 'Representative image is required',
  normalImageRequired: 'Normal image is required',
  storeImageLimit: 'Store image should be less than 15',
  invalidStoreCode: 'Invalid store code',
  searchValueRequired: 'Input Search Value',
  loginCheckEmailPassword: 'Please check your email and password.',
  adminLoginFailed: 'Login failed',
  communicationError: 'Communication Error',
  failedToUploadImages: 'Failed to upload images',
  noticeCreated: 'Notice created',
  successfullyDeleted: 'Successfully Deleted',
  updateSuccess: 'Update success',
} as const;

export type MessageKey = keyof typeof MESSAGES;
