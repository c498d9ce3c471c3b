import { useEffect, useRef, useState } from 'react';
import type { TSessionRoom } from '@acolher/contracts/answers/session-room';
import { CallEngine, type CallState, type PeerMedia, type Quality } from './call-engine';

/** The call as React state: what the page shows, and the buttons' actions. */
export function useCall(room: TSessionRoom, token: string, local: MediaStream | null) {
  const [state, setState] = useState<CallState>('connecting');
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [peerMedia, setPeerMedia] = useState<PeerMedia>({ audio: true, video: true });
  const [quality, setQuality] = useState<Quality>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [audio, setAudio] = useState(true);
  const [video, setVideo] = useState(true);
  const engine = useRef<CallEngine | null>(null);
  // The engine reads the stream at the start; later device changes replace tracks in it.
  const [stream] = useState(() => local ?? new MediaStream());

  useEffect(() => {
    const e = new CallEngine({
      appointmentUuid: room.appointmentUuid,
      token,
      side: room.role,
      iceServers: room.iceServers,
      local: stream,
      onState: setState,
      onRemoteStream: (s) => setRemote(s ? new MediaStream(s.getTracks()) : null),
      onPeerMedia: setPeerMedia,
      onQuality: setQuality,
      onRefused: setRefused,
    });
    engine.current = e;
    e.start();
    return () => e.stop();
  }, [room, token, stream]);

  const setMedia = (next: { audio: boolean; video: boolean }) => {
    stream.getAudioTracks().forEach((t) => (t.enabled = next.audio));
    stream.getVideoTracks().forEach((t) => (t.enabled = next.video));
    setAudio(next.audio);
    setVideo(next.video);
    engine.current?.setMedia(next);
  };

  /** A new device's stream: its tracks take the old ones' place in the call and in the preview. */
  const switchTo = async (next: MediaStream) => {
    for (const track of next.getTracks()) {
      const old = stream.getTracks().find((t) => t.kind === track.kind);
      if (old === track) continue;
      track.enabled = track.kind === 'audio' ? audio : video;
      await engine.current?.replaceTrack(track);
      if (old) stream.removeTrack(old);
      stream.addTrack(track);
    }
  };

  return {
    state,
    remote,
    peerMedia,
    quality,
    refused,
    audio,
    video,
    stream,
    toggleAudio: () => setMedia({ audio: !audio, video }),
    toggleVideo: () => setMedia({ audio, video: !video }),
    switchTo,
    leave: () => engine.current?.stop(),
  };
}
