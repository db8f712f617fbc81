import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage, type TrackedPage } from '../support/browser';
import { latestLinkIn, linksIn } from '../support/outbox';
import { apiLogin, signIn } from '../support/session';

/**
 * A facility user calls a nurse; the nurse opens the link from her SMS; both browsers run real
 * WebRTC with Chromium's fake camera and microphone, peer to peer over the product's signalling.
 */
let media: Browser;
let refusing: Browser;
let nurse: { id: string; name: string };

beforeAll(async () => {
  media = await launchBrowser({ media: 'allow' });
  refusing = await launchBrowser({ media: 'deny' });
  const { token, facility_id: facilityId } = await apiLogin('admin@sunrise.example');
  const [e] = (
    await apiGet<{ results: { nurse_id: string; first_name: string; last_name: string }[] }>(
      token,
      facilityId,
      'facilities/employees?page_size=1',
    )
  ).results;
  nurse = { id: e!.nurse_id, name: `${e!.first_name} ${e!.last_name}` };
});
afterAll(async () => {
  await media.close();
  await refusing.close();
});

const callPath = () => `/video-chat?id=${nurse.id}&name=${encodeURIComponent(nurse.name)}`;
const linkPattern = /https?:\/\/[^/\s]+(\/video-call\/[\w-]+)/;
/** The links already sent (by other tests too): the next call's is the one not among them. */
const sentLinks = () => linksIn(linkPattern);
const joinLink = (before: ReadonlySet<string>) => latestLinkIn(linkPattern, before);

/** Frames of the other party's video are being decoded in this page. */
const seesRemoteVideo = (page: Page) =>
  page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
      return !!video && video.getVideoPlaybackQuality().totalVideoFrames > 0 && video.videoWidth > 0;
    },
    undefined,
    { timeout: 60_000 },
  );

/** Spec 000's dialog for a refused video token: titled ERROR, with the credentials hint. */
async function refusedWithErrorDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'ERROR' });
  await dialog.getByText('Please make sure you are using the correct credentials.').waitFor();
  await dialog.getByText('This call link is invalid, has expired or has already been used.').waitFor();
}

async function caller(browser: Browser): Promise<TrackedPage> {
  const page = await openPage(browser);
  await signIn(page, 'admin@sunrise.example', { at: callPath() });
  await page.getByRole('heading', { name: nurse.name }).waitFor();
  return page;
}

describe('video call in the browser', () => {
  it('connects the caller and the nurse with live video both ways, runs the timer, and ends for both when the nurse hangs up', async () => {
    // The call starts from the nurse's page, in a window of its own.
    const detail = await openPage(media);
    await signIn(detail, 'admin@sunrise.example', { at: `/nurses/nurse-detail?nurse_id=${nurse.id}` });
    const before = await sentLinks();
    const [popup] = await Promise.all([detail.waitForEvent('popup'), detail.getByRole('button', { name: 'Video call' }).click()]);
    const facility = popup as TrackedPage;
    facility.consoleErrors = [];
    facility.on('console', (msg) => msg.type() === 'error' && facility.consoleErrors.push(msg.text()));
    await facility.getByRole('heading', { name: nurse.name }).waitFor();
    await facility.getByText('Your session will begin shortly').waitFor();
    await expect.poll(() => facility.getByRole('timer').textContent()).toMatch(/^0[01] : \d\d$/);
    const link = await joinLink(before);

    const nursePage = await openPage(media);
    await nursePage.goto(link);
    await Promise.all([seesRemoteVideo(facility), seesRemoteVideo(nursePage)]);
    // The elapsed timer, hh : mm : ss, runs once the nurse is in.
    await expect.poll(() => facility.getByRole('timer').textContent(), { timeout: 30_000 }).toMatch(/^00 : 00 : (0[1-9]|[1-5]\d)$/);
    await expectAccessible(facility);

    // The used link opens nothing for a third browser.
    const third = await openPage(media);
    await third.goto(link);
    await refusedWithErrorDialog(third);
    await third.context().close();

    // Another camera is chosen mid-call and remembered for the next one (spec 000 section 3).
    await nursePage.getByRole('button', { name: 'Devices' }).click();
    await nursePage.getByLabel('Camera', { exact: true }).first().click();
    await nursePage.getByRole('option').first().click();
    await expect.poll(() => nursePage.evaluate(() => localStorage.getItem('video_input_device_id'))).toMatch(/\w/);
    await seesRemoteVideo(facility);

    await nursePage.getByRole('button', { name: 'Hang up' }).click();
    await facility.getByText('Your session has Ended').waitFor({ timeout: 30_000 });
    await nursePage.getByText('Your session has Ended').waitFor({ timeout: 30_000 });
    expectNoConsoleErrors(facility);

    // The call is in the nurse's history.
    await detail.getByRole('tab', { name: 'Calls' }).click();
    await detail.getByRole('cell', { name: 'Ended' }).first().waitFor();
    await expectAccessible(detail);
    await detail.context().close();
    await nursePage.context().close();
  });

  it('ends the call for the caller when the nurse closes her window without hanging up', async () => {
    const before = await sentLinks();
    const facility = await caller(media);
    const link = await joinLink(before);
    const nursePage = await openPage(media);
    await nursePage.goto(link);
    await Promise.all([seesRemoteVideo(facility), seesRemoteVideo(nursePage)]);
    await nursePage.close({ runBeforeUnload: true });
    await facility.getByText('Your session has Ended').waitFor({ timeout: 30_000 });
    await nursePage.context().close();
    await facility.context().close();
  });

  it("shows 'Not Answered' when nobody joins within 75 s, and the call is cancelled", async () => {
    const page = await openPage(media);
    await signIn(page, 'admin@sunrise.example');
    // Playwright's clock starts from the real time unless told: the run's fixed clock, as the server's.
    await page.clock.install({ time: new Date() });
    const before = await sentLinks();
    await page.goto(callPath());
    await page.getByText('Your session will begin shortly').waitFor();
    const link = await joinLink(before);
    await page.clock.fastForward(76_000);
    await page.getByText('Not Answered').waitFor();
    await page.getByText('User has not picked the call. Please try again.').waitFor();
    // The server has cancelled the room: the nurse's link no longer opens it.
    const late = await openPage(media);
    await late.goto(link);
    await refusedWithErrorDialog(late);
    await late.context().close();
    await page.context().close();
  });

  it('says why when the camera and microphone are refused', async () => {
    const page = await caller(refusing);
    await page.getByText('Unable to Access Media:').waitFor();
    await page.getByText('You have denied access to your camera and microphone. Allow them in the browser and call again.').waitFor();
    await page.context().close();
  });

  it('shows the ERROR dialog for a made-up link', async () => {
    const page = await openPage(media);
    await page.goto('/video-call/not-a-real-token-not-a-real-token-000000000');
    await refusedWithErrorDialog(page);
    await expectAccessible(page);
    await page.context().close();
  });
});
