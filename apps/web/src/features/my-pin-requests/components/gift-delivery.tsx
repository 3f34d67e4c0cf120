import { formatDate, GiftDelivery, type UserPinRequest } from '@portal/shared';
import { TextWithData } from '../../../components/ui/data-text';
import { useT } from '../../../lib/i18n/language-provider';

/** Whether the request says how the level's gift reaches the user. */
export function hasGiftDelivery(request: UserPinRequest): boolean {
  return request.gift_delivery === GiftDelivery.Courier || request.gift_delivery === GiftDelivery.Direct;
}

/**
 * How the level's gift reaches the user: 'Courier to …', the address being the user's own text
 * (data), or 'Direct, pick-up on DD-MM-YYYY'.
 */
export function GiftDeliveryText({ request }: { request: UserPinRequest }) {
  const t = useT();
  if (request.gift_delivery === GiftDelivery.Courier)
    return <TextWithData id="myPins.gift.courierTo" data={{ address: (request.address ?? '').trim() }} />;
  if (request.gift_delivery === GiftDelivery.Direct)
    return <>{t('myPins.gift.directOn', { date: formatDate(request.pickup_date) })}</>;
  return null;
}
