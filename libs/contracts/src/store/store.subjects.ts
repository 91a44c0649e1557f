import { HealthCheckRequest, HealthCheckResponse, defineEvent, defineRequest } from '../common/message-def';
import { OpenedSession, SessionRefMessage, SessionStateView, SessionsEndedPayload } from '../common/sessions';
import {
  AddImagesMessage,
  AddImagesResult,
  CreateNoticeRequest,
  CreateStoreRequest,
  DeleteNoticeMessage,
  FindStoreByCodeMessage,
  GetStoreMessage,
  ListNoticesMessage,
  ListStoresMessage,
  OpenGuessingAlertsMessage,
  OwnerEmailMessage,
  RemoveImagesMessage,
  StoreIdMessage,
  StoreLoginRequest,
  OwnerPasswordLinkMessage,
  SetOwnerPasswordRequest,
  UpdateStoreMessage,
  StampCodeMessage,
  StampPasswordCheck,
  VerifyStampPasswordMessage,
} from './store.messages';
import {
  CreatedIdView,
  NoticeView,
  OpenGuessingAlertView,
  RedeemedView,
  RemovedImagesView,
  StoreCodeLookupView,
  StoreStampCodeView,
  StoreMemberDataView,
  StoreView,
} from './store.views';
import { StoreChangedPayload, StoreDeletedPayload } from './store.events';

export const StoreRequests = {
  health: defineRequest<HealthCheckRequest, HealthCheckResponse>('store.health', HealthCheckRequest),
  createStore: defineRequest<CreateStoreRequest, CreatedIdView>('store.create-store', CreateStoreRequest),
  getStore: defineRequest<GetStoreMessage, StoreView>('store.get-store', GetStoreMessage),
  listStores: defineRequest<ListStoresMessage, StoreView[]>('store.list-stores', ListStoresMessage),
  findByCode: defineRequest<FindStoreByCodeMessage, StoreCodeLookupView | null>(
    'store.find-by-code',
    FindStoreByCodeMessage,
  ),
  verifyOwner: defineRequest<StoreLoginRequest, OpenedSession<StoreView>>(
    'store.verify-owner',
    StoreLoginRequest,
  ),
  /** Mails a single-use link to set the owner password, when the code and e-mail match a store (else nothing). */
  requestOwnerPasswordLink: defineRequest<OwnerPasswordLinkMessage, { requested: true }>(
    'store.request-owner-password-link',
    OwnerPasswordLinkMessage,
  ),
  /** Spends the mailed token and sets the owner password (which ends the owner's sessions). */
  setOwnerPassword: defineRequest<SetOwnerPasswordRequest, { set: true }>(
    'store.set-owner-password',
    SetOwnerPasswordRequest,
  ),
  /** Whether a store owner's session is still live (the gateway asks on the owner's calls). */
  checkSession: defineRequest<SessionRefMessage, SessionStateView>('store.check-session', SessionRefMessage),
  /** An owner's logout: the session ends, and every gateway replica hears it (`sessionsEnded`). */
  endSession: defineRequest<SessionRefMessage, { ended: true }>('store.end-session', SessionRefMessage),
  verifyStampPassword: defineRequest<VerifyStampPasswordMessage, StampPasswordCheck>(
    'store.verify-stamp-password',
    VerifyStampPasswordMessage,
  ),
  /** The current rotating stamp code of a store in rotating mode (409 StampCodeOff in password mode). */
  stampCode: defineRequest<StampCodeMessage, StoreStampCodeView>('store.stamp-code', StampCodeMessage),
  updateStore: defineRequest<UpdateStoreMessage, StoreView>('store.update-store', UpdateStoreMessage),
  deleteStore: defineRequest<StoreIdMessage, RemovedImagesView>('store.delete-store', StoreIdMessage),
  incrementRedeemed: defineRequest<StoreIdMessage, RedeemedView>('store.increment-redeemed', StoreIdMessage),
  addImages: defineRequest<AddImagesMessage, AddImagesResult>('store.add-images', AddImagesMessage),
  removeImages: defineRequest<RemoveImagesMessage, RemovedImagesView>(
    'store.remove-images',
    RemoveImagesMessage,
  ),
  listNotices: defineRequest<ListNoticesMessage, NoticeView[]>('store.list-notices', ListNoticesMessage),
  createNotice: defineRequest<CreateNoticeRequest, NoticeView>('store.create-notice', CreateNoticeRequest),
  deleteNotice: defineRequest<DeleteNoticeMessage, { deleted: true }>(
    'store.delete-notice',
    DeleteNoticeMessage,
  ),
  /** Stores with guessing alerts not answered by a new stamp password (the admin dashboard). */
  openGuessingAlerts: defineRequest<OpenGuessingAlertsMessage, OpenGuessingAlertView[]>(
    'store.open-guessing-alerts',
    OpenGuessingAlertsMessage,
  ),
  /** The stores a member owns (their owner e-mail is the member's), for the member's data export. */
  exportOwnerData: defineRequest<OwnerEmailMessage, StoreMemberDataView>(
    'store.export-owner-data',
    OwnerEmailMessage,
  ),
} as const;

export const StoreEvents = {
  created: defineEvent('store.created', StoreChangedPayload),
  updated: defineEvent('store.updated', StoreChangedPayload),
  deleted: defineEvent('store.deleted', StoreDeletedPayload),
  /** Sessions of a store's owner ended (SessionsEndedPayload). */
  sessionsEnded: defineEvent('store.sessions-ended', SessionsEndedPayload),
} as const;
