import { useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from '../routes/prefetch';

export const VOICE_KEY = 'chance.voice';

const listeners = new Set<() => void>();

function read(): boolean {
  // Voice is on unless the operator switched it off: a missed deposit costs more than a beep.
  return localStorage.getItem(VOICE_KEY) !== 'off';
}

export function setVoiceEnabled(on: boolean): void {
  localStorage.setItem(VOICE_KEY, on ? 'on' : 'off');
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVoiceEnabled(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}

let audioContext: AudioContext | null = null;

/** A short two-tone chime synthesised with WebAudio, so no audio file ships. */
export async function playChime(): Promise<void> {
  const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  // Before any click or key press the browser refuses audio (and warns each time): wait for one.
  const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (activation && !activation.hasBeenActive) return;
  try {
    audioContext ??= new Ctor();
    // Browsers keep the context suspended until the user has interacted with the page.
    if (audioContext.state === 'suspended') await audioContext.resume();
    if (audioContext.state !== 'running') return;
    const start = audioContext.currentTime;
    [880, 660].forEach((freq, i) => {
      const osc = audioContext!.createOscillator();
      const gain = audioContext!.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, start + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.2, start + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.18 + 0.16);
      osc.connect(gain).connect(audioContext!.destination);
      osc.start(start + i * 0.18);
      osc.stop(start + i * 0.18 + 0.17);
    });
  } catch {
    // Autoplay refused or audio unavailable: the counters still show, the chime is a bonus.
  }
}

/** How long after the signed-in screen mounts its first chime waits (see usePendingChime). */
export const CHIME_SETTLE_MS = 2_000;

/**
 * Chimes on every poll result while something is pending and voice is on. Not in the first
 * seconds of the signed-in screen: the first poll answers as it paints, and creating the
 * AudioContext blocks the page ~40 ms (measured in the login → dashboard and cold list paths);
 * an idle callback alone still landed between the first requests.
 */
export function usePendingChime(pending: number, dataUpdatedAt: number): void {
  const enabled = useVoiceEnabled();
  const [mountedAt] = useState(() => performance.now());
  useEffect(() => {
    if (!enabled || pending <= 0) return;
    const timer = setTimeout(() => whenIdle(() => void playChime()), Math.max(0, mountedAt + CHIME_SETTLE_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [enabled, pending, dataUpdatedAt, mountedAt]);
}
