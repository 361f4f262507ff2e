// Also reports the longest main-thread task meanwhile: decoding must not freeze the page.
const CALL_ID = '6650a1f2c3d4e5f611110001';
const SECONDS = 60 * 60;
const SAMPLE_RATE = 3000; // the lowest rate Chromium plays; 8-bit mono: about 10.3 MiB an hour
const PEAK_COUNT = 4000;

function hourOfAudio() {
  const count = SECONDS * SAMPLE_RATE;
  const buffer = Buffer.alloc(44 + count);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + count, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(count, 40);
  const peaks = new Array(PEAK_COUNT).fill(0);
  const perPeak = count / PEAK_COUNT;
  for (let i = 0; i < count; i += 1) {
    const t = i / SAMPLE_RATE;
    const speaking = Math.sin(t * 0.9) + Math.sin(t * 0.23) > 0 ? 1 : 0.02;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 4 * t));
    const value = speaking * syllable * 0.7 * Math.sin(2 * Math.PI * 180 * t);
    buffer[44 + i] = Math.round(value * 127 + 128);
    const bucket = Math.floor(i / perPeak);
    peaks[bucket] = Math.max(peaks[bucket], Math.abs(value));
  }
  return { wav: buffer, peaks: peaks.map((peak) => Math.round(peak * 100) / 100) };
}

function watchWaveform() {
  const state = { appearedAt: null, drawnAt: null, longest: 0, tasks: [] };
  window.__waveformBench = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the figure stays 0.
  }
  const check = () => {
    const slider = document.querySelector('[role="slider"][data-status]');
    if (slider && state.appearedAt === null) state.appearedAt = performance.now();
    if (slider?.hasAttribute('data-drawn') && state.drawnAt === null) state.drawnAt = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-drawn', 'data-status'],
  });
}

async function timeFirstPaint(page, baseURL, { wav, peaks }) {
  await page.route('**/files/recordings/bench-hour.wav', (route) =>
    route.fulfill({ status: 200, contentType: 'audio/wav', body: wav }),
  );
  await page.route(`**/api/calls/${CALL_ID}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const { turns: _turns, ...call } = body.data;
    await route.fulfill({
      response,
      json: {
        ...body,
        data: {
          ...call,
          duration: SECONDS,
          recordURL: '/recordings/bench-hour.wav',
          recordingDuration: peaks ? SECONDS : null,
          peaks,
        },
      },
    });
  });
  await page.goto(`${baseURL}/playcall?id=${CALL_ID}`);
  const handle = await page.waitForFunction(
    () => {
      const state = window.__waveformBench;
      return state && state.drawnAt !== null && state.appearedAt !== null ? state : null;
    },
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  const state = await handle.jsonValue();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const during = state.tasks.filter(([start]) => start >= state.appearedAt && start <= state.drawnAt);
  return {
    paint: Math.round((state.drawnAt - state.appearedAt) * 10) / 10,
    longest: Math.round(Math.max(0, ...during.map(([, duration]) => duration)) * 10) / 10,
  };
}

export async function bench({ page, baseURL }) {
  const audio = hourOfAudio();
  await page.addInitScript(watchWaveform);
  const withPeaks = await timeFirstPaint(page, baseURL, { wav: audio.wav, peaks: audio.peaks });
  const decoded = await timeFirstPaint(page, baseURL, { wav: audio.wav, peaks: null });
  return {
    'waveform: first paint, 60-minute recording with peaks (ms)': withPeaks.paint,
    'waveform: first paint, 60-minute recording decoded in the browser (ms)': decoded.paint,
    'waveform: longest main-thread task while decoding 60 minutes (ms)': decoded.longest,
  };
}
