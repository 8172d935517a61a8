import type { SVGProps } from 'react';
import { Icon } from '../../../components/ui/icons';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/part-icons';
import { useT } from '../../../lib/i18n';

/** What the buttons move: each has its four labels in the `home` catalogue. */
const LABELS = {
  banner: ['home.playBanner', 'home.pauseBanner', 'home.previousBanner', 'home.nextBanner'],
  review: ['home.playReview', 'home.pauseReview', 'home.previousReview', 'home.nextReview'],
} as const;

type CarouselControlsProps = {
  label: keyof typeof LABELS;
  onPrev: () => void;
  onNext: () => void;
  canAutoplay: boolean;
  paused: boolean;
  onTogglePaused: () => void;
  tone?: 'light' | 'dark';
};

/** Previous, next and pause buttons shared by the home page's carousels. */
export function CarouselControls({
  label,
  onPrev,
  onNext,
  canAutoplay,
  paused,
  onTogglePaused,
  tone = 'dark',
}: CarouselControlsProps) {
  const t = useT();
  const [play, pause, previous, next] = LABELS[label];
  const buttonClass = `flex h-10 w-10 items-center justify-center rounded-full shadow ${
    tone === 'light' ? 'bg-white/90 text-maroon-800 hover:bg-white' : 'bg-maroon-700 text-white hover:bg-maroon-800'
  }`;
  return (
    <div className="flex items-center gap-2">
      {canAutoplay ? (
        <button type="button" onClick={onTogglePaused} className={buttonClass}>
          {paused ? <PlayIcon width={18} height={18} /> : <PauseIcon width={18} height={18} />}
          <span className="sr-only">{paused ? t(play) : t(pause)}</span>
        </button>
      ) : (
        // The server cannot know whether the visitor asked for reduced motion: it keeps the pause
        // button's room, so the button appearing after start moves nothing beside it.
        <span aria-hidden="true" className="h-10 w-10" />
      )}
      <button type="button" onClick={onPrev} className={buttonClass}>
        <ChevronLeftIcon width={20} height={20} />
        <span className="sr-only">{t(previous)}</span>
      </button>
      <button type="button" onClick={onNext} className={buttonClass}>
        <ChevronRightIcon width={20} height={20} />
        <span className="sr-only">{t(next)}</span>
      </button>
    </div>
  );
}

function PauseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M9 5v14M15 5v14" />
    </Icon>
  );
}

function PlayIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M7 5v14l12-7Z" />
    </Icon>
  );
}
