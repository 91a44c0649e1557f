import type { ReactNode } from 'react';
import { formatMessage, type Catalogue } from '@stamp/shared';

import { useMessages } from '../../i18n';
import { mobileFormStyles as formStyles, mobileScreenStyles as screenStyles } from '../../mobile-shell';
import { describeLedgerEntry } from '../../members';
import { dateTime, datePart } from '../../dates';
import { InfoList } from '../../ui/InfoList';
import type { MemberDataExport } from '../api/memberAccountApi';
import { downloadMyData } from '../utils/myDataFile';
import styles from './MyData.module.css';

/** Lists longer than this show their first items; the file holds them all. */
const SHOWN = 20;

function Items({ lines, t }: { lines: string[]; t: Catalogue }) {
  if (lines.length === 0) return <p className={screenStyles.muted}>{t.myDataNone}</p>;
  return (
    <ul className={styles.items}>
      {lines.slice(0, SHOWN).map((line, index) => (
        <li key={index}>{line}</li>
      ))}
      {lines.length > SHOWN && <li>{formatMessage(t.myDataMore, { n: lines.length - SHOWN })}</li>}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${screenStyles.card} ${styles.section}`} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The member's data export as a readable page, one section per kind of data, and the button that saves the
 * whole export as a JSON file.
 */
export function MyDataView({ data }: { data: MemberDataExport }) {
  const t = useMessages();
  const { profile, account, sessions, consents } = data.member;
  const storeName = new Map<number, string>();
  for (const ticket of data.loyalty.tickets) {
    if (ticket.Store) storeName.set(ticket.store_id, ticket.Store.name);
  }
  for (const card of data.loyalty.coupons) {
    if (card.Mission.Store) storeName.set(card.Mission.store_id, card.Mission.Store.name);
  }
  const store = (id: number) => storeName.get(id) ?? `#${String(id)}`;
  return (
    <>
      <section className={screenStyles.card}>
        <p className={formStyles.sectionLead}>{t.myDataLead}</p>
        <p className={screenStyles.muted}>
          {formatMessage(t.myDataMadeOn, { date: dateTime(data.exported_at) })}
        </p>
        <button
          type="button"
          className={`${formStyles.primary} ${styles.download}`}
          onClick={() => {
            downloadMyData(data);
          }}
        >
          {t.myDataDownload}
        </button>
      </section>
      <Section title={t.myDataProfile}>
        <InfoList
          items={[
            [t.myDataName, `${profile.member_name} ${profile.member_name2}`],
            [t.myDataEmail, profile.member_id],
            [t.myDataPhone, profile.hphone_num || t.none],
            [t.myDataGcash, profile.gcashid || t.none],
            [t.myDataAddress, profile.addr1 || t.none],
          ]}
        />
      </Section>
      <Section title={t.myDataAccount}>
        <InfoList
          items={[
            [t.myDataJoined, datePart(account.reg_dt)],
            [t.myDataLastLogin, account.last_login_at ? dateTime(account.last_login_at) : t.none],
            [
              t.myDataLogins,
              formatMessage(t.myDataLoginsValue, { total: sessions.total, live: sessions.live }),
            ],
            ...(account.dormant_at ? [[t.myDataDormant, datePart(account.dormant_at)] as const] : []),
            ...consents.map(
              (consent) =>
                [
                  t.myDataConsent,
                  formatMessage(t.myDataConsentValue, {
                    version: consent.version,
                    date: datePart(consent.agreed_at),
                  }),
                ] as const,
            ),
          ]}
        />
      </Section>
      <Section title={t.myDataCards}>
        <Items
          t={t}
          lines={data.loyalty.coupons.map((card) =>
            formatMessage(t.myDataCardLine, {
              store: store(card.Mission.store_id),
              stamps: card.stamp_count,
              max: card.max_stamp_count,
            }),
          )}
        />
      </Section>
      <Section title={t.myDataTickets}>
        <Items
          t={t}
          lines={data.loyalty.tickets.map((ticket) =>
            ticket.usedAt
              ? formatMessage(t.myDataTicketUsed, {
                  store: store(ticket.store_id),
                  date: datePart(ticket.usedAt),
                })
              : formatMessage(t.myDataTicketOpen, { store: store(ticket.store_id) }),
          )}
        />
      </Section>
      <Section title={t.myDataReceipts}>
        <Items
          t={t}
          lines={data.loyalty.ledger.map((entry) =>
            formatMessage(t.myDataReceiptLine, {
              date: dateTime(entry.occurredAt),
              kind: describeLedgerEntry(entry, t),
              store: store(entry.store_id),
            }),
          )}
        />
      </Section>
      <Section title={t.myDataMessages}>
        <Items
          t={t}
          lines={data.push.messages.map(
            (item) => `${datePart(item.PushMessage.createdAt)} · ${item.PushMessage.title}`,
          )}
        />
      </Section>
      <Section title={t.myDataDevices}>
        <Items
          t={t}
          lines={data.push.devices.map((device) =>
            formatMessage(t.myDataDeviceLine, {
              platform: device.platform,
              token: device.token_preview,
              date: datePart(device.createdAt),
            }),
          )}
        />
      </Section>
      <Section title={t.myDataStores}>
        <Items
          t={t}
          lines={data.store.owned_stores.map((owned) => `${owned.name} (${owned.code}) · ${owned.address}`)}
        />
      </Section>
    </>
  );
}
