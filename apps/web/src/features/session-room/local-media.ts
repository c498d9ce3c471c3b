import { useCallback, useEffect, useRef, useState } from 'react';

export type MediaProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | null;
export type Devices = { microphones: MediaDeviceInfo[]; cameras: MediaDeviceInfo[] };

/** Why the browser gave no camera or microphone, from its error's name. */
function problemOf(error: unknown): Exclude<MediaProblem, null> {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'unsupported';
}

const constraint = (deviceId: string | undefined) =>
  deviceId ? { deviceId: { exact: deviceId } } : true;

/**
 * The person's own camera and microphone, with the devices to choose from. Asks for both; when
 * the camera alone fails, goes on with the microphone (and says so). Stops every track on unmount.
 */
export function useLocalMedia() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem>(null);
  const [devices, setDevices] = useState<Devices>({ microphones: [], cameras: [] });
  const [microphoneId, setMicrophoneId] = useState<string>();
  const [cameraId, setCameraId] = useState<string>();
  const [asking, setAsking] = useState(true);
  const current = useRef<MediaStream | null>(null);

  const open = useCallback(async (mic?: string, cam?: string) => {
    setAsking(true);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unsupported');
      setAsking(false);
      return;
    }
    let next: MediaStream | null = null;
    let failure: MediaProblem = null;
    try {
      next = await navigator.mediaDevices.getUserMedia({
        audio: constraint(mic),
        video: constraint(cam),
      });
    } catch (error) {
      failure = problemOf(error);
      if (failure !== 'denied') {
        next = await navigator.mediaDevices
          .getUserMedia({ audio: constraint(mic) })
          .catch(() => null);
      }
    }
    current.current?.getTracks().forEach((t) => t.stop());
    current.current = next;
    setStream(next);
    setProblem(failure);
    const all = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    setDevices({
      microphones: all.filter((d) => d.kind === 'audioinput' && d.deviceId),
      cameras: all.filter((d) => d.kind === 'videoinput' && d.deviceId),
    });
    setMicrophoneId(next?.getAudioTracks()[0]?.getSettings().deviceId ?? mic);
    setCameraId(next?.getVideoTracks()[0]?.getSettings().deviceId ?? cam);
    setAsking(false);
    return next;
  }, []);

  useEffect(() => {
    void open();
    return () => current.current?.getTracks().forEach((t) => t.stop());
  }, [open]);

  return {
    stream,
    problem,
    devices,
    microphoneId,
    cameraId,
    asking,
    retry: () => open(microphoneId, cameraId),
    chooseMicrophone: (id: string) => open(id, cameraId),
    chooseCamera: (id: string) => open(microphoneId, id),
  };
}
