import { LIVE_PATH, liveClose } from '@careroster/shared/api/live';
import { callServerMessage, type CallSignal, type CallServerMessage } from '@careroster/shared/api/video/video-call';
import { MAX_AUDIO_BITRATE, VIDEO_CODEC } from '@careroster/shared/constants';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';
export type CallEnd = 'ENDED' | 'CANCELLED' | 'REFUSED';

export type CallEvents = {
  /** Whether the other party is in the room now. */
  onPeer(present: boolean): void;
  onRemoteStream(stream: MediaStream | null): void;
  onConnection(state: ConnectionState): void;
  /** The call is over: hung up (ENDED), cancelled, or the token refused (spec 000 code 20101). */
  onEnd(end: CallEnd): void;
};

const RECONNECT_MS = [1_000, 2_000, 4_000, 8_000];

/** VP8 first (spec 000 section 9), the browser's other codecs after it. */
function preferVp8(pc: RTCPeerConnection) {
  const capabilities = typeof RTCRtpReceiver.getCapabilities === 'function' ? RTCRtpReceiver.getCapabilities('video') : null;
  if (!capabilities) return;
  const mime = `video/${VIDEO_CODEC}`.toLowerCase();
  const codecs = [...capabilities.codecs].sort(
    (a, b) => Number(b.mimeType.toLowerCase() === mime) - Number(a.mimeType.toLowerCase() === mime),
  );
  for (const t of pc.getTransceivers()) {
    if (t.receiver.track.kind === 'video' && typeof t.setCodecPreferences === 'function') t.setCodecPreferences(codecs);
  }
}

/** Audio capped at 16 kbit/s (spec 000 section 9). */
async function capAudio(pc: RTCPeerConnection) {
  for (const sender of pc.getSenders()) {
    if (sender.track?.kind !== 'audio') continue;
    const params = sender.getParameters();
    params.encodings = (params.encodings.length > 0 ? params.encodings : [{}]).map((e) => ({ ...e, maxBitrate: MAX_AUDIO_BITRATE }));
    await sender.setParameters(params).catch(() => undefined);
  }
}

/**
 * One party of a call: the signalling socket (decision 017) and the peer connection, with the
 * "perfect negotiation" pattern, so either side may renegotiate and a collision resolves by the
 * polite peer (the nurse) yielding; the first offer is always the caller's. The peer connection
 * is made when the other party is in the room and thrown away when it leaves; a lost socket
 * reconnects and joins again with the token.
 */
export class CallSession {
  private ws: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  private polite = false;
  private iceServers: RTCIceServer[] = [];
  private makingOffer = false;
  private ignoreOffer = false;
  private stopped = false;
  private attempts = 0;

  constructor(
    private readonly token: string,
    private local: MediaStream,
    private readonly events: CallEvents,
  ) {}

  /** Another camera or microphone was chosen: its tracks replace the old ones without renegotiating. */
  async replaceLocal(stream: MediaStream) {
    this.local = stream;
    for (const sender of this.pc?.getSenders() ?? []) {
      const next = stream.getTracks().find((t) => t.kind === sender.track?.kind);
      if (next) await sender.replaceTrack(next);
    }
  }

  start() {
    this.connect();
  }

  /** Hangs up: the server ends the call for both parties. */
  hangup() {
    this.send({ type: 'call.hangup' });
  }

  stop() {
    this.stopped = true;
    this.closePeer();
    this.ws?.close(1000);
    this.ws = null;
  }

  private connect() {
    if (this.stopped) return;
    this.events.onConnection(this.attempts === 0 ? 'connecting' : 'reconnecting');
    const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}${LIVE_PATH}`);
    this.ws = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'call.join', token: this.token }));
    ws.onmessage = (e: MessageEvent<string>) => {
      const parsed = callServerMessage.safeParse(JSON.parse(e.data));
      if (parsed.success) void this.onMessage(parsed.data);
    };
    ws.onclose = (e) => {
      if (this.ws !== ws || this.stopped) return;
      if (e.code === liveClose.unauthenticated || e.code === liveClose.callOver) {
        this.stopped = true;
        this.closePeer();
        return this.events.onEnd(e.code === liveClose.callOver ? 'ENDED' : 'REFUSED');
      }
      if (e.code === liveClose.roomFull) {
        // Another window of this party took the call over.
        this.stopped = true;
        this.closePeer();
        return this.events.onEnd('ENDED');
      }
      this.events.onConnection('reconnecting');
      const wait = RECONNECT_MS[Math.min(this.attempts, RECONNECT_MS.length - 1)]!;
      this.attempts += 1;
      setTimeout(() => this.connect(), wait);
    };
  }

  private send(message: object) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private signal(signal: CallSignal) {
    this.send({ type: 'call.signal', signal });
  }

  private async onMessage(m: CallServerMessage) {
    switch (m.type) {
      case 'call.ready':
        this.attempts = 0;
        this.polite = m.polite;
        this.iceServers = m.ice_servers.map((s) => ({
          urls: s.urls,
          ...(s.username ? { username: s.username, credential: s.credential } : {}),
        }));
        if (!this.pc) this.events.onConnection('connecting');
        return;
      case 'call.peer':
        this.events.onPeer(m.present);
        if (m.present && !this.pc) this.openPeer();
        if (!m.present) {
          this.closePeer();
          this.events.onConnection('reconnecting');
        }
        return;
      case 'call.signal':
        return this.onSignal(m.signal);
      case 'call.ended':
        this.stopped = true;
        this.closePeer();
        this.events.onEnd(m.status);
        return;
    }
  }

  private openPeer() {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    this.makingOffer = false;
    this.ignoreOffer = false;
    const remote = new MediaStream();
    pc.ontrack = ({ track }) => {
      remote.addTrack(track);
      this.events.onRemoteStream(remote);
    };
    pc.onicecandidate = ({ candidate }) => this.signal({ candidate: candidate ? (candidate.toJSON() as CallSignal['candidate']) : null });
    pc.onnegotiationneeded = async () => {
      // The caller opens the first negotiation and the nurse answers it (her tracks ride in the
      // answer). When both first offers crossed, Chromium's rolled-back nurse side sometimes
      // gathered no ICE candidates again and the call never got media.
      if (this.polite && !pc.remoteDescription) return;
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) this.signal({ description: { type: pc.localDescription.type as 'offer', sdp: pc.localDescription.sdp } });
      } catch {
        // A newer negotiation replaced this one.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      const s = pc.connectionState;
      if (s === 'connected') this.events.onConnection('connected');
      else if (s === 'disconnected' || s === 'failed') {
        this.events.onConnection('reconnecting');
        if (s === 'failed') pc.restartIce();
      }
    };
    for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
    preferVp8(pc);
    void capAudio(pc);
  }

  private closePeer() {
    this.pc?.close();
    this.pc = null;
    this.events.onRemoteStream(null);
  }

  private async onSignal({ description, candidate }: CallSignal) {
    const pc = this.pc;
    if (!pc) return;
    try {
      if (description) {
        const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
        this.ignoreOffer = !this.polite && collision;
        if (this.ignoreOffer) return;
        await pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          if (pc.localDescription)
            this.signal({ description: { type: pc.localDescription.type as 'answer', sdp: pc.localDescription.sdp } });
        }
      } else if (candidate !== undefined) {
        await pc.addIceCandidate(candidate ?? undefined).catch((err: unknown) => {
          if (!this.ignoreOffer) throw err;
        });
      }
    } catch (err) {
      console.warn('call negotiation failed', err instanceof Error ? err.name : 'Error');
    }
  }
}
