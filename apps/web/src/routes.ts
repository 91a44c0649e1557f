import { generatePath } from 'react-router-dom';

/**
 * Every path of the web app, in one constant (product-spec §2): components link with `ROUTES.x` or a
 * builder, never by string concatenation. Patterns (`...Pattern`) are for the route table.
 */
export const ROUTES = {
  root: '/',
  // Member app
  /** The spec's mobile base: `/mobile/home` and the like are aliases of the member routes below it. */
  mobileBase: '/mobile',
  mobileIndex: '/mobile/index',
  mobileHome: '/home',
  myCoupon: '/my-coupon',
  mobileLogin: '/mobile/login',
  mobileSignIn: '/mobile/sign-in',
  mobileForgot: '/mobile/forgot',
  mobilePrivatePolicy: '/mobile/private-policy',
  mobileResetPassword: '/mobile/reset-password',
  /** A dormant account's confirmation link (docs/privacy.md). */
  mobileReactivate: '/mobile/reactivate',
  ownerSetPassword: '/mobile/store-owner/set-password',
  account: '/account',
  accountMemberInfo: '/account/member-info',
  accountPushMessage: '/account/push-message',
  /** 'Download my data': everything held about the member, readable and as a file. */
  accountMyData: '/account/my-data',
  register: '/register',
  unredeemed: '/unredeemed',
  storeCouponPattern: '/store/coupon/:id',
  storeCoupon: (id: number) => generatePath('/store/coupon/:id', { id: String(id) }),
  storeTicketPattern: '/store/coupon/:id/use/:ticketId',
  storeTicket: (id: number, ticketId: number) =>
    generatePath('/store/coupon/:id/use/:ticketId', { id: String(id), ticketId: String(ticketId) }),
  storeMapPattern: '/store/coupon/:id/Map/*',
  storeMap: (id: number) => generatePath('/store/coupon/:id/Map', { id: String(id) }),
  storeMapPhoto: (id: number) => generatePath('/store/coupon/:id/Map/photo', { id: String(id) }),
  storeMapNotice: (id: number) => generatePath('/store/coupon/:id/Map/notice', { id: String(id) }),
  storeMenuPattern: '/mobile/store-menu/:id/*',
  storeMenu: (id: number) => generatePath('/mobile/store-menu/:id', { id: String(id) }),
  /** The store menu's screens (spec §2), relative to the menu for its route table. */
  storeMenuScreens: {
    dashboard: 'dashboard',
    info: 'info',
    manage: 'manage',
    pushMessage: 'push-message',
    notice: 'notice',
    noticeWrite: 'notice/write',
    stampCode: 'stamp-code',
  },
  storeMenuScreen: (
    id: number,
    screen: 'dashboard' | 'info' | 'manage' | 'push-message' | 'notice' | 'notice/write' | 'stamp-code',
  ) => `${generatePath('/mobile/store-menu/:id', { id: String(id) })}/${screen}`,
  // Back-office
  admin: '/admin',
  adminIndex: '/admin/index',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/index/dashboard',
  adminStores: '/admin/index/store-member',
  adminCreateStore: '/admin/index/create-store',
  adminMembers: '/admin/index/fork-user',
  adminCoupons: '/admin/index/coupon-management',
  adminCreateCoupon: '/admin/index/create-coupon',
  adminAutoPush: '/admin/index/auto-push',
  adminSendPush: '/admin/index/send-push',
  adminAdmins: '/admin/index/manager',
  /** The signed-in administrator's own two-step sign-in (issue 25 §4). */
  adminTwoStep: '/admin/index/two-step',
  /** A super master without two-step sign-in, just after signing in: set it up now or not now. */
  adminProtectAccount: '/admin/protect-account',
} as const;

/**
 * The member screens that the spec also lists under the mobile base: `/mobile/home` opens `/home`,
 * `/mobile/store/coupon/3` opens `/store/coupon/3` (the form without the base is the canonical one).
 */
export const MOBILE_ALIASED_PATTERNS: readonly string[] = [
  ROUTES.mobileHome,
  ROUTES.myCoupon,
  ROUTES.unredeemed,
  ROUTES.account,
  ROUTES.accountMemberInfo,
  ROUTES.accountPushMessage,
  ROUTES.accountMyData,
  ROUTES.storeCouponPattern,
  ROUTES.storeTicketPattern,
  ROUTES.storeMapPattern,
];
