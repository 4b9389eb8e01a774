// The estimate page's one module (a browser script, bundled on its own): the total and the deposit
// follow each option and add-on ticked, by the same rule the server uses, and are announced; and
// the customer may draw a signature with a finger, pen or mouse, sent as a PNG with the form.
// Without it the page works as it is: the server computes the totals for the choice posted.
import {
  type Deposit,
  type Discount,
  estimateTotals,
  type MoneyLine,
} from '@painting-site/gateway/contract/estimate-money';
import { ESTIMATE_LIMITS, ESTIMATE_FORM_FIELDS as F, formatMoney } from '@painting-site/gateway/contract/estimates';

interface EstimateData {
  currency: string;
  locale: string;
  options: MoneyLine[][];
  addOns: MoneyLine[];
  discount: Discount;
  taxThousandths: number;
  deposit: Deposit;
}

const form = document.querySelector<HTMLFormElement>('form[data-accept-form]');
const dataText = document.getElementById('estimate-data')?.textContent;

function followTotals(data: EstimateData, accept: HTMLFormElement) {
  const announce = accept.querySelector<HTMLElement>('[data-announce]');
  const write = (cents: number) => formatMoney(cents, data.currency, data.locale);
  const update = () => {
    const chosen = accept.querySelector<HTMLInputElement>(`input[name="${F.option}"]:checked`);
    const option = chosen ? Number(chosen.value) : 0;
    const ticked = [...accept.querySelectorAll<HTMLInputElement>(`input[name="${F.addOn}"]:checked`)].map((box) =>
      Number(box.value),
    );
    const lines = [
      ...(data.options[option] ?? []),
      ...ticked.flatMap((at) => (data.addOns[at] ? [data.addOns[at]] : [])),
    ];
    const totals = estimateTotals(lines, data);
    const shown: Record<string, number> = {
      subtotal: totals.subtotal,
      discount: -totals.discount,
      tax: totals.tax,
      total: totals.total,
      deposit: totals.deposit,
    };
    for (const [key, cents] of Object.entries(shown)) {
      const cell = accept.querySelector<HTMLElement>(`[data-amount="${key}"]`);
      if (cell) cell.textContent = write(cents);
    }
    if (announce) {
      announce.textContent = `Total ${write(totals.total)}${totals.deposit > 0 ? `, deposit ${write(totals.deposit)}` : ''}`;
    }
  };
  accept.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement | null;
    if (target?.name === F.option || target?.name === F.addOn) update();
  });
}

function signaturePad(accept: HTMLFormElement) {
  const box = accept.querySelector<HTMLElement>('[data-signature]');
  const canvas = box?.querySelector<HTMLCanvasElement>('canvas[data-signature-pad]');
  const field = accept.querySelector<HTMLInputElement>(`input[name="${F.signature}"]`);
  const context = canvas?.getContext('2d');
  if (!box || !canvas || !field || !context) return;
  box.hidden = false;
  let drawn = false;
  let last: { x: number; y: number } | null = null;
  const size = () => {
    const scale = Math.min(window.devicePixelRatio || 1, 2);
    const rect = canvas.getBoundingClientRect();
    canvas.width = Math.min(Math.round(rect.width * scale), ESTIMATE_LIMITS.signatureMaxWidth);
    canvas.height = Math.min(Math.round(rect.height * scale), ESTIMATE_LIMITS.signatureMaxHeight);
    context.lineWidth = 2.5 * scale;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1b2a41';
    drawn = false;
  };
  const point = (event: PointerEvent) => {
    const rect = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * canvas.width,
      y: ((event.clientY - rect.top) / rect.height) * canvas.height,
    };
  };
  size();
  canvas.addEventListener('pointerdown', (event) => {
    canvas.setPointerCapture(event.pointerId);
    last = point(event);
    event.preventDefault();
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!last) return;
    const next = point(event);
    context.beginPath();
    context.moveTo(last.x, last.y);
    context.lineTo(next.x, next.y);
    context.stroke();
    last = next;
    drawn = true;
  });
  const stop = () => {
    last = null;
  };
  canvas.addEventListener('pointerup', stop);
  canvas.addEventListener('pointercancel', stop);
  box.querySelector('[data-signature-clear]')?.addEventListener('click', () => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    drawn = false;
    field.value = '';
  });
  accept.addEventListener('submit', () => {
    field.value = drawn ? canvas.toDataURL('image/png') : '';
  });
}

if (form && dataText) {
  followTotals(JSON.parse(dataText) as EstimateData, form);
  signaturePad(form);
  document.getElementById('form-errors')?.focus();
}
