import { HealthCheckRequest, HealthCheckResponse, defineEvent, defineRequest } from '../common/message-def';
import { memberNoUpcaster } from '../common/upcast';
import {
  AddStampMessage,
  CreateMissionMessage,
  DailyActivityRequest,
  DeleteMissionMessage,
  GrantTicketMessage,
  MemberCouponMessage,
  MemberLedgerMessage,
  MemberMessage,
  MemberMissionMessage,
  MemberTicketMessage,
  StoreDailyActivityRequest,
  StoreMissionMessage,
  UpdateMissionMessage,
  UseTicketMessage,
} from './loyalty.messages';
import {
  CouponCreatedView,
  CouponView,
  DailyActivityView,
  DeletedView,
  LedgerEntryView,
  LoyaltyMemberDataView,
  MissionDeletedView,
  MissionResultView,
  MissionView,
  StampResultView,
  StoreDailyActivityView,
  TicketUsedView,
  TicketView,
} from './loyalty.views';
import {
  MissionEndedPayload,
  MissionEventPayload,
  MissionStatusChangedPayload,
  StampGuessingDetectedPayload,
  TicketRedeemedPayload,
} from './loyalty.events';

export const LoyaltyRequests = {
  health: defineRequest<HealthCheckRequest, HealthCheckResponse>('loyalty.health', HealthCheckRequest),
  createMission: defineRequest<CreateMissionMessage, MissionResultView>(
    'loyalty.create-mission',
    CreateMissionMessage,
  ),
  updateMission: defineRequest<UpdateMissionMessage, MissionResultView>(
    'loyalty.update-mission',
    UpdateMissionMessage,
  ),
  deleteMission: defineRequest<DeleteMissionMessage, MissionDeletedView>(
    'loyalty.delete-mission',
    DeleteMissionMessage,
  ),
  getStoreMission: defineRequest<StoreMissionMessage, MissionView>(
    'loyalty.get-store-mission',
    StoreMissionMessage,
  ),
  createCoupon: defineRequest<MemberMissionMessage, CouponCreatedView>(
    'loyalty.create-coupon',
    MemberMissionMessage,
  ),
  listCoupons: defineRequest<MemberMessage, CouponView[]>('loyalty.list-coupons', MemberMessage),
  getCoupon: defineRequest<MemberMissionMessage, CouponView>('loyalty.get-coupon', MemberMissionMessage),
  deleteCoupon: defineRequest<MemberCouponMessage, DeletedView>('loyalty.delete-coupon', MemberCouponMessage),
  addStamp: defineRequest<AddStampMessage, StampResultView>('loyalty.add-stamp', AddStampMessage),
  listTickets: defineRequest<MemberMessage, TicketView[]>('loyalty.list-tickets', MemberMessage),
  getTicket: defineRequest<MemberTicketMessage, TicketView>('loyalty.get-ticket', MemberTicketMessage),
  useTicket: defineRequest<UseTicketMessage, TicketUsedView>('loyalty.use-ticket', UseTicketMessage),
  deleteTicket: defineRequest<MemberTicketMessage, DeletedView>('loyalty.delete-ticket', MemberTicketMessage),
  grantTicket: defineRequest<GrantTicketMessage, TicketView>('loyalty.grant-ticket', GrantTicketMessage),
  memberLedger: defineRequest<MemberLedgerMessage, LedgerEntryView[]>(
    'loyalty.member-ledger',
    MemberLedgerMessage,
  ),
  /** Per-day stamps, completed cards and redemptions (the admin dashboard). */
  dailyActivity: defineRequest<DailyActivityRequest, DailyActivityView>(
    'loyalty.daily-activity',
    DailyActivityRequest,
  ),
  /** The same per day for one store, with its new members (the owner's dashboard). */
  storeDailyActivity: defineRequest<StoreDailyActivityRequest, StoreDailyActivityView>(
    'loyalty.store-daily-activity',
    StoreDailyActivityRequest,
  ),
  /** Everything the loyalty service holds about a member (their data export). */
  exportMemberData: defineRequest<MemberMessage, LoyaltyMemberDataView>(
    'loyalty.export-member-data',
    MemberMessage,
  ),
} as const;

export const LoyaltyEvents = {
  missionCreated: defineEvent('mission.created', MissionEventPayload),
  missionUpdated: defineEvent('mission.updated', MissionEventPayload),
  missionStatusChanged: defineEvent('mission.status-changed', MissionStatusChangedPayload),
  missionEnded: defineEvent('mission.ended', MissionEndedPayload),
  /** An ongoing mission passed its expiry date (end of that day, store time zone); announced once. */
  missionExpired: defineEvent('mission.expired', MissionEventPayload),
  ticketRedeemed: defineEvent('ticket.redeemed', TicketRedeemedPayload, memberNoUpcaster),
  stampGuessingDetected: defineEvent('store.stamp-guessing-detected', StampGuessingDetectedPayload),
} as const;
