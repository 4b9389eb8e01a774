import { PLACEHOLDER_BUSINESS_NAME } from '../../contract/setup-checklist.ts';
import type { BrandModule } from '../brand/index.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailEnvironment } from '../mail/mail-connection.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { createMailSender } from '../mail/mail-sender.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { SiteContentModule } from '../site-content/index.ts';
import { adminMailRouter, MAIL_TEST_WINDOW_MS, MAIL_TESTS_PER_WINDOW } from './admin-mail-router.ts';
import { createMailAccount } from './mail-account.ts';
import { createMailSettingsStore } from './mail-settings-store.ts';

interface MailSettingsDeps {
  access: OwnerAccess;
  siteContent: SiteContentModule;
  brand: BrandModule;
}

/**
 * The site's e-mail: the account (SMTP_URL and NOTIFY_EMAIL win; else the one the owner saved in
 * the dashboard, read at each send), the sender every module sends through, how each e-mail
 * shows the business, and the dashboard's E-mail section with its test e-mail.
 */
export function mailSettingsModule(kernel: Kernel<MailEnvironment>, { access, siteContent, brand }: MailSettingsDeps) {
  const { db, settings, outbound, clock, runtime, rateWindow } = kernel;
  const { business, copy } = siteContent;
  const account = createMailAccount(settings, createMailSettingsStore(db), outbound);
  const mail = createMailSender({
    connection: account.connection,
    // Not the placeholder a new site starts with: a bare address reads better than that.
    senderName: () => {
      const name = business.get()?.name ?? '';
      return name === PLACEHOLDER_BUSINESS_NAME ? '' : name;
    },
    businessEmail: () => business.get()?.email ?? '',
    clock,
    timeoutMs: runtime.mailTimeoutMs,
  });
  /** The business's name, phone, e-mail, confirmation words and logo, read as each e-mail is written. */
  const mailSite = (): MailSite => {
    const details = business.get();
    return {
      name: details?.name ?? 'your',
      phone: details?.phone ?? '',
      email: details?.email ?? '',
      confirmation: copy.get().pages.contact.confirmation,
      logoUrl: brand.mailLogoUrl(),
    };
  };
  return {
    account,
    mail,
    mailSite,
    routers: [
      adminMailRouter({
        mail,
        account,
        siteName: () => business.get()?.name ?? 'your',
        limiter: rateWindow('mailTests', MAIL_TESTS_PER_WINDOW, MAIL_TEST_WINDOW_MS),
        requireOwner: access.requireOwner,
      }),
    ],
  } satisfies Module;
}

export type MailSettingsModule = ReturnType<typeof mailSettingsModule>;
