import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { purchaseWithReceipt, transferMethod, uniqueBuyer } from './admin-ops-helpers';
import { createRaffle } from './buyer-helpers';
import { apiLoginAsAdmin, authHeaders, expect, loginAs, shot, test } from './fixtures';

/** Picks `format` in the export menu named `menu` and returns the downloaded file. */
async function exportAs(page: Page, menu: string, format: 'CSV' | 'Excel (XLSX)') {
  await page.getByRole('button', { name: menu }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  return download;
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

/** The CSV's rows split into cells (our CSV quotes only cells with ';', '"' or line breaks). */
function csvRows(bytes: Buffer): string[][] {
  expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
  return (
    bytes
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      // Text cells come quoted (docs/security.md, CSV); none of these carries a ';' or a quote.
      .map((line) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/, '$1')))
  );
}

async function xlsxRows(bytes: Buffer, sheetName: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet(sheetName)!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`exports payments and a raffle's buyers, read back (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const admin = await apiLoginAsAdmin(request);
    // A unique title: a retry or a repeat must not find the previous attempt's raffle too.
    const tag = Math.random().toString(36).slice(2, 6);
    const raffle = await createRaffle(request, admin, { title: `Rifa export ${width} ${tag}` });
    const method = await transferMethod(request, admin);
    const buyer = uniqueBuyer('Exportado');
    await purchaseWithReceipt(request, raffle.id, method.id, [4, 9], buyer);
    const other = uniqueBuyer('Otro');
    await purchaseWithReceipt(request, raffle.id, method.id, [12], other);
    await loginAs(page, admin);

    // The payments page, searched by the buyer's name: the export keeps the search.
    await page.goto(`/admin/payments?search=${encodeURIComponent(buyer.customer_name)}`);
    await expect(
      page.getByText(buyer.customer_name).filter({ visible: true }).first(),
    ).toBeVisible();
    if (width === 390) await shot(page, 'exports-payments');

    const csv = csvRows(await bytesOf(await exportAs(page, 'Exportar pagos', 'CSV')));
    expect(csv[0]!.slice(0, 5)).toEqual(['ID', 'Fecha', 'Rifa', 'Números', 'Comprador']);
    expect(csv).toHaveLength(2);
    expect(csv[1]![2]).toBe(raffle.title);
    expect(csv[1]![3]).toBe('04, 09');
    expect(csv[1]![4]).toBe(buyer.customer_name);
    expect(csv[1]![5]).toBe(buyer.customer_id);
    expect(csv[1]![11]).toBe('10');
    expect(csv[1]![13]).toBe('Pendiente');

    const xlsxDownload = await exportAs(page, 'Exportar pagos', 'Excel (XLSX)');
    expect(xlsxDownload.suggestedFilename()).toMatch(/^pagos-\d{4}-\d\d-\d\d\.xlsx$/);
    const xlsx = await xlsxRows(await bytesOf(xlsxDownload), 'Pagos');
    expect(xlsx).toHaveLength(2);
    expect(xlsx[1]![4]).toBe(buyer.customer_name);
    expect(xlsx[1]![11]).toBe(10);

    // 'Compradores' of the raffle, from the admin raffle list: its own menu on a
    // card, in the row's 'Más' menu on a laptop's table.
    await page.goto('/admin/raffles');
    const buyersAs = async (format: 'CSV' | 'Excel (XLSX)') => {
      if (width < 1280) return exportAs(page, `Compradores: ${raffle.title}`, format);
      const item = format === 'CSV' ? 'Compradores (CSV)' : 'Compradores (Excel)';
      await page.getByRole('button', { name: `Más acciones: ${raffle.title}` }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      return download;
    };
    const buyers = csvRows(await bytesOf(await buyersAs('CSV')));
    expect(buyers[0]).toEqual([
      'Número',
      'Comprador',
      'Cédula',
      'Teléfono',
      'Email',
      'Estado del pago',
      'Fecha',
    ]);
    expect(buyers.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['04', buyer.customer_name],
      ['09', buyer.customer_name],
      ['12', other.customer_name],
    ]);
    const buyersXlsx = await xlsxRows(await bytesOf(await buyersAs('Excel (XLSX)')), 'Compradores');
    expect(buyersXlsx.slice(1).map((row) => row[0])).toEqual(['04', '09', '12']);
    expect(buyersXlsx[3]![5]).toBe('Pendiente');
    if (width === 390) await shot(page, 'exports-raffles');
  });
}

test('an admin turns the pending-payments digest off and on from the users screen', async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  // A retry starts from the same state whatever the failed attempt left behind.
  const reset = await request.put(`/api/auth/${admin.user.id}/pending-digest`, {
    headers: authHeaders(admin),
    data: { pending_digest: true },
  });
  expect(reset.ok()).toBe(true);
  await loginAs(page, admin);
  await page.goto('/admin/users');
  const toggle = page
    .getByRole('checkbox', {
      name: `Aviso de pagos pendientes por correo: ${admin.user.name}`,
    })
    .filter({ visible: true });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  const users = await request.get(`/api/auth/${admin.user.id}`, { headers: authHeaders(admin) });
  expect(((await users.json()) as { pending_digest: boolean }).pending_digest).toBe(false);
  await shot(page, 'exports-users');
  await toggle.check();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
});
