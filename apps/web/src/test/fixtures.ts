import {
  DEFAULT_REJECT_REASONS,
  DEFAULT_TERMS,
  DEFAULT_BRAND_COLOR,
  DEFAULT_HERO_TEXT,
  DEFAULT_HERO_TITLE,
  DEFAULT_SHARE_TEMPLATE,
  DEFAULT_WHATSAPP_REJECTED_TEXT,
  DEFAULT_CLAIM_TEXT,
  DEFAULT_WHATSAPP_VALIDATED_TEXT,
  encodeNumberBitmap,
  type Payment,
  type Raffle,
  type Settings,
} from '@rifas/shared';
import { decodeStatusCodes } from '@/features/purchase/utils/picker';

/** A pending payment as GET /api/payments returns it; override what the test is about. */
export function buildPayment(fields: Partial<Payment> = {}): Payment {
  return {
    id: 12,
    amount: 10,
    status: 'pending',
    payment_method_name: 'Pago Móvil',
    payment_method: 'Pago Móvil',
    payment_method_id: 3,
    reference_number: '0001234',
    payment_date: '2026-03-14',
    created_at: '2026-03-15T14:30:00.000Z',
    updated_at: '2026-03-15T14:30:00.000Z',
    customer_id: 'V-12345678',
    customer_name: 'María González',
    customer_email: 'maria@rifas.test',
    customer_phone: '04141234567',
    raffle_id: 7,
    raffle_title: 'Moto 0 km',
    capture: '/api/payments/12/capture?expires=1&sig=abc',
    transaction_data: { banco_origen: 'Banesco' },
    precio_moneda: { VES: { rate: 36.5, unit: 182.5, total: 365, simbolo: 'Bs' } },
    amount_due: { cents: 36_500, codigo: 'VES', simbolo: 'Bs' },
    numbers: [7, 8],
    rejection_reason: null,
    refund_reason: null,
    reviewed_at: null,
    duplicate_reference: false,
    ticket_url: 'http://localhost:3000/ticket/Abc123',
    duplicate_of: [],
    receipt_matches: [],
    stale: false,
    ...fields,
  };
}

/** A raffle as GET /api/raffles returns it (the filter and the number labels). */
export function buildRaffle(fields: Partial<Raffle> = {}): Raffle {
  return {
    id: 7,
    title: 'Moto 0 km',
    description: 'Una moto nueva',
    product_to_win: 'Moto',
    price_per_number: 5,
    start_number: 0,
    end_number: 99,
    draw_date: '2026-04-01T23:00:00.000Z',
    imagen: null,
    imagen_card: null,
    imagenes: [],
    imagen_width: null,
    imagen_height: null,
    images: [],
    status: 'active',
    total_numbers: 100,
    sold_numbers: 10,
    reserved_numbers: 2,
    available_numbers: 88,
    numero_ganador: null,
    is_minimal_required: false,
    minimal_number: 0,
    diffusion_channel: 'Instagram',
    ended: false,
    extended: false,
    can_sell: true,
    winner_display: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...fields,
  };
}

/** The shop's settings as GET /api/settings answers them on a first run. */
export function buildSettings(fields: Partial<Settings> = {}): Settings {
  return {
    shop_name: 'Rifas',
    whatsapp_number: '584121234567',
    contact_greeting: 'Hola, me gustaría obtener más información sobre las rifas.',
    contact_email: '',
    instagram_url: '',
    facebook_url: '',
    tiktok_url: '',
    terms: DEFAULT_TERMS,
    pending_digest_minutes: 10,
    abuse_address_percent: 8,
    abuse_address_min: 100,
    abuse_buyer_percent: 2,
    abuse_buyer_min: 20,
    reject_reasons: [...DEFAULT_REJECT_REASONS],
    brand_color: DEFAULT_BRAND_COLOR,
    hero_title: DEFAULT_HERO_TITLE,
    hero_text: DEFAULT_HERO_TEXT,
    about_text: '',
    share_template: DEFAULT_SHARE_TEMPLATE,
    whatsapp_validated_text: DEFAULT_WHATSAPP_VALIDATED_TEXT,
    whatsapp_rejected_text: DEFAULT_WHATSAPP_REJECTED_TEXT,
    claim_text: DEFAULT_CLAIM_TEXT,
    logo_url: null,
    hero_image: null,
    updated_at: '2030-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** The picker's status codes of start..end with these numbers sold and reserved. */
export function statusCodesFor(
  start: number,
  end: number,
  sold: number[] = [],
  reserved: number[] = [],
): Uint8Array {
  return decodeStatusCodes(
    encodeNumberBitmap({ start_number: start, end_number: end, sold, reserved }),
    start,
    end,
  );
}
