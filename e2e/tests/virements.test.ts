import { describe, expect, it } from 'vitest';
import { openAs, pickActive, useApp } from '../support/fixtures.js';

const app = useApp();

describe('virements on the screen', () => {
  it('a vote asks for a virement with the balances before and after, and the ministry approves it; the lines follow', async () => {
    // The ministry's officer last read the screens in Spanish: the notice of the request is written in Spanish.
    // Waits for the screen's own call that records it: a quiet network alone can come before it on a busy machine.
    const spanish = await openAs(app, 'budget.officer', '/dashboard', 'es');
    const recorded = spanish.waitForResponse((r) => (r.request().postData() ?? '').includes('setMyLanguage') && r.ok());
    await spanish.reload();
    await recorded;
    await spanish.close();

    const vote = await openAs(app, 'cg.initiator', '/budget#virements');
    const lines = vote.getByTestId('virement-lines');
    await lines.locator('tbody tr.ant-table-row').first().waitFor();
    await vote.getByTestId('virement-ask').click();
    const dialog = vote.getByRole('dialog');
    // The line giving is the first one with money free; the line receiving the first other line. Enter takes
    // the option the open list has active, which does not race the list's opening animation as a click can.
    await dialog.getByTestId('virement-from').click();
    await vote.keyboard.press('Enter');
    await expect.poll(() => dialog.getByTestId('virement-from').textContent()).toMatch(/\(([\d,]+)\)/);
    const givingText = (await dialog.getByTestId('virement-from').textContent())!;
    await dialog.getByTestId('virement-to').click();
    await vote.keyboard.press('Enter');
    await expect.poll(() => dialog.getByTestId('virement-to').textContent()).toMatch(/ · /);
    await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('1000');
    await dialog.getByTestId('virement-reason').fill('Fuel for the outreach campaign');
    const free = Number(/\(([\d,]+)\)/.exec(givingText)![1].replaceAll(',', ''));
    await expect.poll(() => dialog.getByTestId('virement-effect').textContent()).toContain(`${free.toLocaleString('en')} before → ${(free - 1000).toLocaleString('en')} after`);
    await dialog.getByRole('button', { name: 'Send to the ministry' }).click();
    await vote.getByText('The virement request was sent to the ministry').waitFor();
    const requests = vote.getByTestId('virement-requests');
    await requests.getByText('Pending').waitFor();
    // The vote's user cannot decide; they may withdraw their own request only.
    expect(await requests.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await requests.getByRole('button', { name: 'Withdraw' }).waitFor();
    await vote.close();

    const ministry = await openAs(app, 'budget.officer', '/budget#virements');
    await ministry.getByRole('button', { name: 'Notifications' }).click();
    const told = ministry.getByRole('dialog', { name: 'Notifications' });
    await told.getByText('Solicitud de transferencia de la sección 014').waitFor();
    await told.getByText(/^1\.?000 del programa .*: Fuel for the outreach campaign$/).waitFor();
    await ministry.keyboard.press('Escape');
    await ministry.getByTestId('virement-vote').click();
    await ministry.keyboard.type('014 —');
    await pickActive(ministry, '014 — Ministry of Health');
    await ministry.getByTestId('virement-vote').getByText('014 — Ministry of Health').waitFor();
    const pending = ministry.getByTestId('virement-requests');
    await pending.getByRole('button', { name: 'Approve' }).click();
    await ministry.getByTestId('virement-comment').fill('Within the quarter\'s plan');
    await ministry.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await ministry.getByText('Approved: the virement is recorded').waitFor();
    await pending.getByText('Approved', { exact: true }).waitFor();
    await pending.getByText(`${free.toLocaleString('en')} before → ${(free - 1000).toLocaleString('en')} after`).waitFor();
    await ministry.close();
  });

  it('a vote asks to move money between two lines of its detailed estimates; the request names both lines', async () => {
    const vote = await openAs(app, 'cg.initiator', '/budget#virements');
    await vote.getByTestId('virement-lines').locator('tbody tr.ant-table-row').first().waitFor();
    await vote.getByTestId('virement-ask').click();
    const dialog = vote.getByRole('dialog');
    await dialog.getByText('Lines of the detailed estimates').click();
    await dialog.getByTestId('virement-from').click();
    await vote.keyboard.press('Enter');
    // A line of the estimates by its codes — programme.sub-programme.output item fund — with what it may give, then its names.
    await expect.poll(() => dialog.getByTestId('virement-from').textContent()).toMatch(/^\d+\.\d+\.\d+ \d+ \S+ \(([\d,]+)\) · .+ · .+$/);
    const giving = (await dialog.getByTestId('virement-from').textContent())!;
    await dialog.getByTestId('virement-to').click();
    await vote.keyboard.press('Enter');
    await expect.poll(() => dialog.getByTestId('virement-to').textContent()).toMatch(/ · /);
    const receiving = (await dialog.getByTestId('virement-to').textContent())!;
    await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('500');
    await dialog.getByTestId('virement-reason').fill('Airtime for the outbreak');
    const free = Number(/\(([\d,]+)\)/.exec(giving)![1].replaceAll(',', ''));
    await expect.poll(() => dialog.getByTestId('virement-effect').textContent()).toContain(`${free.toLocaleString('en')} before → ${(free - 500).toLocaleString('en')} after`);
    await dialog.getByRole('button', { name: 'Send to the ministry' }).click();
    await vote.getByText('The virement request was sent to the ministry').waitFor();
    const pending = vote.getByTestId('virement-requests').getByRole('row').filter({ hasText: 'Pending' });
    await pending.getByText(giving.split(' (')[0]!, { exact: true }).waitFor();
    await pending.getByText(receiving.split(' · ')[0]!, { exact: true }).waitFor();
    // The vote's lines of the estimates show what the request holds of the line giving.
    const held = vote.getByTestId('virement-detail-lines').getByRole('row').filter({ hasText: giving.split(' (')[0] });
    await expect.poll(async () => (await held.getByRole('cell').allTextContents()).slice(3)).toEqual([free, 500, 0, free - 500].map((n) => n.toLocaleString('en')));
    await vote.close();
  });
});
