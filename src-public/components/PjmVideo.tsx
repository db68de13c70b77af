import { PJM_VIDEO_TEXTS as T } from '../../shared/messagesSettings';
import type { PortalSettings } from '../../shared/types';

type PjmVideoSettings = Pick<PortalSettings, 'pjm_video_url' | 'pjm_video_captions_url' | 'pjm_video_transcript_url'>;

/** A file the browser plays itself, with its own keyboard-operable controls and a captions track. */
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg)$/i;

function isVideoFile(url: string): boolean {
  try {
    return VIDEO_FILE.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** What a browser that plays no video shows instead: a link to the film. */
function VideoFallback({ video }: { video: string }) {
  return (
    <p>
      {T.noVideoSupport} <a href={video}>{T.openVideo}</a>
    </p>
  );
}

/**
 * A video in Polish Sign Language set in the portal's settings: a video file in the browser's own player (controls
 * work with the keyboard, captions from the .vtt file), or the https player page of a video service in a frame named
 * after the film; under it a link to the transcript. Nothing when no video is set.
 */
export function PjmVideo({ settings }: { settings: PjmVideoSettings }) {
  const { pjm_video_url: video, pjm_video_captions_url: captions, pjm_video_transcript_url: transcript } = settings;
  if (!video) return null;
  return (
    <section className="pjm-video" aria-labelledby="pjm-video-heading">
      <h2 id="pjm-video-heading">{T.heading}</h2>
      {isVideoFile(video) && captions ? (
        // Captions from another address need a CORS request: the track loads only with crossOrigin set.
        <video controls preload="metadata" aria-label={T.videoTitle} crossOrigin="anonymous">
          <source src={video} />
          <track kind="captions" src={captions} srcLang="pl" label={T.captionsLabel} default />
          <VideoFallback video={video} />
        </video>
      ) : isVideoFile(video) ? (
        // The film is itself the Polish Sign Language version of the page's text; it gets a captions track as soon
        // as the administrator gives its .vtt file, and the transcript link below stands in until then.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video controls preload="metadata" aria-label={T.videoTitle}>
          <source src={video} />
          <VideoFallback video={video} />
        </video>
      ) : (
        <iframe
          src={video}
          title={T.videoTitle}
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      )}
      {transcript && (
        <p>
          <a href={transcript}>{T.transcript}</a>
        </p>
      )}
    </section>
  );
}
