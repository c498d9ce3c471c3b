import type { TRoomSide, TSignalKind } from '@acolher/contracts/session-room';
import type { TIceServer } from '@acolher/contracts/answers/session-room';

export type CallState = 'connecting' | 'waiting' | 'in-call' | 'reconnecting' | 'closed';
export type Quality = 'boa' | 'instável' | 'ruim' | null;
export type PeerMedia = { audio: boolean; video: boolean };

interface CallEvents {
  onState(state: CallState): void;
  onRemoteStream(stream: MediaStream | null): void;
  onPeerMedia(media: PeerMedia): void;
  onQuality(quality: Quality): void;
  /** The server refused or ended the room (code 4401/4403/4404/4409…): no reconnecting. */
  onRefused(message: string): void;
}

interface Options extends CallEvents {
  appointmentUuid: string;
  token: string;
  side: TRoomSide;
  iceServers: TIceServer[];
  local: MediaStream;
}

/**
 * One side of the call (domain.md §16, decision 1153): a WebSocket to the API for signalling and
 * one RTCPeerConnection to the other browser. The collaborator always makes the offers (also the
 * ICE restarts), the psychologist answers: no glare. A dropped network first restarts ICE on the
 * same connection; a dropped socket reconnects by itself; a peer that left and came back gets a
 * fresh connection. Media never touches the server.
 */
export class CallEngine {
  private ws: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  private pendingIce: RTCIceCandidateInit[] = [];
  private retries = 0;
  private stopped = false;
  private timers = new Set<number>();
  private media: PeerMedia = { audio: true, video: true };
  private readonly offerer: boolean;

  constructor(private readonly o: Options) {
    this.offerer = o.side === 'collaborator';
  }

  start() {
    this.o.onState('connecting');
    this.connect();
    this.every(2000, () => void this.measure());
  }

  stop() {
    this.stopped = true;
    for (const t of this.timers) window.clearTimeout(t);
    this.timers.clear();
    this.ws?.close(1000);
    this.closePeer();
    this.o.onState('closed');
  }

  /** Mute/camera state, sent to the other person (they see 'Microfone desligado'). */
  setMedia(media: PeerMedia) {
    this.media = media;
    this.signal('media', media);
  }

  /** A new microphone or camera: the same connection carries the new track, no renegotiation. */
  async replaceTrack(track: MediaStreamTrack) {
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === track.kind);
    if (sender) await sender.replaceTrack(track);
  }

  private connect() {
    if (this.stopped) return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(
      `${scheme}://${window.location.host}/api/appointments/${this.o.appointmentUuid}/session/signal`,
    );
    this.ws = ws;
    // The token goes in the first message, never in the address (decision 1153).
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: this.o.token }));
    ws.onmessage = (event) => void this.onMessage(JSON.parse(String(event.data)) as Message);
    ws.onclose = (event) => {
      if (this.ws !== ws || this.stopped) return;
      if (event.code >= 4400 && event.code < 4500 && event.code !== 4429) {
        this.stopped = true;
        this.closePeer();
        this.o.onRefused(event.reason || 'Não foi possível entrar na sala');
        this.o.onState('closed');
        return;
      }
      this.o.onState('reconnecting');
      // Back-off with a little jitter, so a restarted instance is not met by everyone at once.
      const delay = Math.min(8000, 1000 * 2 ** this.retries++) + Math.random() * 250;
      this.later(delay, () => this.connect());
    };
  }

  private async onMessage(m: Message) {
    if (m.type === 'ready') {
      this.retries = 0;
      if (m.peerPresent) await this.peerArrived();
      else this.o.onState(this.mediaFlowing() ? 'in-call' : 'waiting');
    } else if (m.type === 'peer') {
      if (m.present) await this.peerArrived();
      else if (!this.mediaFlowing()) {
        this.closePeer();
        this.o.onState('waiting');
      }
      // Media still flowing: only the other person's signalling dropped (an instance restarting,
      // decision 1452); the call goes on and renegotiates when they are back.
    } else if (m.type === 'signal') {
      await this.onSignal(m.kind, m.data);
    }
  }

  private async peerArrived() {
    // Back after a signalling drop with the call still up: restart ICE on the same connection
    // instead of a new call, so neither person sees the video stop (decision 1452).
    if (this.mediaFlowing()) {
      this.o.onState('in-call');
      if (this.offerer) await this.offer(true);
      else this.signal('restart', null);
      return;
    }
    this.closePeer();
    this.o.onState('connecting');
    if (this.offerer) await this.offer(false);
  }

  private mediaFlowing() {
    return this.pc?.connectionState === 'connected';
  }

  private async onSignal(kind: TSignalKind, data: unknown) {
    if (kind === 'media') return this.o.onPeerMedia(data as PeerMedia);
    if (kind === 'restart') return this.offerer ? this.offer(true) : undefined;
    if (kind === 'offer' && !this.offerer) {
      const pc = this.pc ?? this.createPeer();
      await pc.setRemoteDescription(data as RTCSessionDescriptionInit);
      this.addLocalTracks(pc);
      await pc.setLocalDescription(await pc.createAnswer());
      this.signal('answer', pc.localDescription);
      await this.flushIce();
    } else if (kind === 'answer' && this.offerer && this.pc) {
      await this.pc.setRemoteDescription(data as RTCSessionDescriptionInit);
      await this.flushIce();
    } else if (kind === 'ice' && data) {
      this.pendingIce.push(data as RTCIceCandidateInit);
      await this.flushIce();
    }
  }

  private async offer(iceRestart: boolean) {
    let pc = this.pc;
    if (!pc || !iceRestart) {
      this.closePeer();
      pc = this.createPeer();
      this.addLocalTracks(pc);
      // Nothing to send (camera and microphone refused): still receive the other person.
      for (const kind of ['audio', 'video'] as const)
        if (!this.o.local.getTracks().some((t) => t.kind === kind))
          pc.addTransceiver(kind, { direction: 'recvonly' });
    }
    await pc.setLocalDescription(await pc.createOffer({ iceRestart }));
    this.signal('offer', pc.localDescription);
  }

  private createPeer() {
    const pc = new RTCPeerConnection({ iceServers: this.o.iceServers });
    this.pc = pc;
    this.pendingIce = [];
    const remote = new MediaStream();
    pc.onicecandidate = (e) => {
      if (e.candidate) this.signal('ice', e.candidate.toJSON());
    };
    pc.ontrack = (e) => {
      remote.addTrack(e.track);
      this.o.onRemoteStream(remote);
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      const state = pc.connectionState;
      if (state === 'connected') {
        this.o.onState('in-call');
        this.signal('media', this.media);
      } else if (state === 'disconnected' || state === 'failed') {
        this.o.onState('reconnecting');
        // A short drop may heal alone; then restart ICE on the same connection, without reloading.
        this.later(state === 'failed' ? 0 : 2500, () => {
          if (this.pc !== pc || pc.connectionState === 'connected') return;
          if (this.offerer) void this.offer(true);
          else this.signal('restart', null);
        });
      }
    };
    return pc;
  }

  private addLocalTracks(pc: RTCPeerConnection) {
    const sending = new Set(pc.getSenders().map((s) => s.track));
    for (const track of this.o.local.getTracks())
      if (!sending.has(track)) pc.addTrack(track, this.o.local);
  }

  private async flushIce() {
    const pc = this.pc;
    if (!pc?.remoteDescription) return;
    const queued = this.pendingIce.splice(0);
    for (const candidate of queued) await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private closePeer() {
    if (!this.pc) return;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.pc = null;
    this.o.onRemoteStream(null);
    this.o.onQuality(null);
  }

  private signal(kind: TSignalKind, data: unknown) {
    if (this.ws?.readyState === WebSocket.OPEN)
      this.ws.send(JSON.stringify({ type: 'signal', kind, data }));
  }

  /** Round trip and loss of the active path, as a word the page can show. */
  private async measure() {
    const pc = this.pc;
    if (!pc || pc.connectionState !== 'connected') return;
    const stats = await pc.getStats();
    let rtt = 0;
    let lost = 0;
    let received = 0;
    stats.forEach((s: Record<string, unknown>) => {
      if (s.type === 'candidate-pair' && s.nominated && typeof s.currentRoundTripTime === 'number')
        rtt = s.currentRoundTripTime;
      if (s.type === 'inbound-rtp') {
        lost += Number(s.packetsLost ?? 0);
        received += Number(s.packetsReceived ?? 0);
      }
    });
    const loss = received + lost > 0 ? lost / (received + lost) : 0;
    this.o.onQuality(
      rtt > 0.6 || loss > 0.1 ? 'ruim' : rtt > 0.3 || loss > 0.03 ? 'instável' : 'boa',
    );
  }

  private later(ms: number, fn: () => void) {
    const id = window.setTimeout(() => {
      this.timers.delete(id);
      fn();
    }, ms);
    this.timers.add(id);
  }

  private every(ms: number, fn: () => void) {
    const tick = () => {
      if (this.stopped) return;
      fn();
      this.later(ms, tick);
    };
    this.later(ms, tick);
  }
}

type Message =
  | { type: 'ready'; side: TRoomSide; peerPresent: boolean }
  | { type: 'peer'; present: boolean }
  | { type: 'signal'; kind: TSignalKind; data: unknown }
  | { type: 'error'; code: number; message: string };
