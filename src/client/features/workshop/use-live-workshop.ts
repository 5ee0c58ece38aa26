import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkshopAction } from '../../../shared/schemas/workshop';
import type { WorkshopServerMessage, WorkshopView } from '../../../shared/workshop/view';
import { ApiRequestError, api } from '../../lib/api-client';
import { t } from '../../i18n/it/workshop';

export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'refused' | 'removed';

export interface LiveWorkshop {
  status: LiveStatus;
  workshop: WorkshopView | null;
  /** The last refusal of an action, in Italian (cleared by the next state). */
  error: string | null;
  /** Why the line was refused ('refused' / 'removed'). */
  reason: string | null;
  send: (action: WorkshopAction) => boolean;
}

const CLOSE_REMOVED = 4403;

/**
 * The live line of a workshop: one WebSocket on /api/workshops/:id/live (the session cookie goes
 * with it). Every message from the server carries the whole state, so a reconnection restores
 * everything; a dropped line is retried with a growing pause, up to 5 seconds.
 */
export function useLiveWorkshop(id: string): LiveWorkshop {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [workshop, setWorkshop] = useState<WorkshopView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let pinger: ReturnType<typeof setInterval> | null = null;

    const connect = () => {
      const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/workshops/${encodeURIComponent(id)}/live`;
      const socket = new WebSocket(url);
      socketRef.current = socket;
      let opened = false;
      socket.onopen = () => {
        opened = true;
        attempt = 0;
        setStatus('open');
        pinger = setInterval(() => {
          if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ kind: 'ping' }));
        }, 25_000);
      };
      socket.onmessage = (event) => {
        let m: WorkshopServerMessage;
        try {
          m = JSON.parse(String(event.data)) as WorkshopServerMessage;
        } catch {
          return;
        }
        if (m.kind === 'state') {
          setWorkshop(m.workshop);
          setError(null);
        } else if (m.kind === 'error') {
          if (m.code === 'removed') setReason(m.message);
          else setError(m.message);
        }
      };
      socket.onclose = (event) => {
        if (pinger) clearInterval(pinger);
        if (stopped) return;
        if (event.code === CLOSE_REMOVED) {
          setStatus('removed');
          return;
        }
        if (!opened) {
          // The upgrade was refused or the server is away: ask the API which one.
          api<{ workshop: WorkshopView }>(`/api/workshops/${encodeURIComponent(id)}`)
            .then(({ workshop: w }) => {
              setWorkshop(w);
              retry();
            })
            .catch((e: unknown) => {
              if (e instanceof ApiRequestError && (e.status === 401 || e.status === 403 || e.status === 404)) {
                setReason(e.message);
                setStatus('refused');
              } else retry();
            });
          return;
        }
        retry();
      };
    };
    const retry = () => {
      if (stopped) return;
      setStatus('reconnecting');
      attempt += 1;
      timer = setTimeout(connect, Math.min(5000, 500 * attempt));
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (pinger) clearInterval(pinger);
      socketRef.current?.close();
    };
  }, [id]);

  const send = useCallback((action: WorkshopAction) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      setError(t('workshop.useLiveWorkshop.collegamentoInCorsoRiprovaTra'));
      return false;
    }
    socket.send(JSON.stringify({ kind: 'action', action }));
    return true;
  }, []);

  return { status, workshop, error, reason, send };
}
