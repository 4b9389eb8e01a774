import { type ServiceMessages, serviceMessages, tidyService } from '@painting-site/gateway/contract/service-rules';
import type { ServiceIcon, ServiceInput } from '@painting-site/gateway/contract/services';

// The form's values and the contract's rules, the ones the gateway applies, so the owner reads the
// same message whichever side catches the slip.

export type ServiceFormValues = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  /** Empty for none. */
  priceHint: string;
  icon: ServiceIcon;
};

/** The values as they are sent: trimmed, and no price hint as null. */
export function toServiceInput(values: ServiceFormValues): ServiceInput {
  return tidyService(values);
}

export function validateService(values: ServiceFormValues): ServiceMessages {
  return serviceMessages(toServiceInput(values));
}
