import { type PointerEvent, useEffect, useRef } from 'react';
import { cn } from '../../../lib/class-names';

/** The canvas's own resolution: CSS scales it to the card, whose shape is the same 2:1. */
const WIDTH = 600;
const HEIGHT = 300;
/** About a fingertip wide on a phone-sized card. */
const BRUSH = 64;
/** Past this share cleared, the card counts as scratched (the rest falls away). */
export const SCRATCHED_SHARE = 0.5;
/** Every 8th pixel on every 8th row: enough to measure the cleared share cheaply on a slow phone. */
const SAMPLE_STEP = 8;

/** What the coating says, in the shown language. */
interface CoverWords {
  title: string;
  hint: string;
}

function paintCover(context: CanvasRenderingContext2D, words: CoverWords) {
  const gradient = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
  gradient.addColorStop(0, '#cbd5e1');
  gradient.addColorStop(0.45, '#f1f5f9');
  gradient.addColorStop(0.55, '#e2e8f0');
  gradient.addColorStop(1, '#94a3b8');
  context.globalCompositeOperation = 'source-over';
  context.fillStyle = gradient;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.strokeStyle = 'rgba(100, 116, 139, 0.18)';
  context.lineWidth = 6;
  for (let x = -HEIGHT; x < WIDTH; x += 28) {
    context.beginPath();
    context.moveTo(x, HEIGHT);
    context.lineTo(x + HEIGHT, 0);
    context.stroke();
  }
  context.fillStyle = '#475569';
  context.font = '600 44px system-ui, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(words.title, WIDTH / 2, HEIGHT / 2 - 14);
  context.font = '400 26px system-ui, sans-serif';
  context.fillText(words.hint, WIDTH / 2, HEIGHT / 2 + 34);
}

function clearedShare(context: CanvasRenderingContext2D): number {
  const { data } = context.getImageData(0, 0, WIDTH, HEIGHT);
  let cleared = 0;
  let sampled = 0;
  for (let y = 0; y < HEIGHT; y += SAMPLE_STEP)
    for (let x = 0; x < WIDTH; x += SAMPLE_STEP) {
      sampled += 1;
      if (data[(y * WIDTH + x) * 4 + 3]! < 128) cleared += 1;
    }
  return cleared / sampled;
}

interface ScratchSurfaceProps {
  /** Once the share cleared passes SCRATCHED_SHARE; called once. */
  onScratched(): void;
  /** Fades away (the card is revealed). */
  cleared: boolean;
  /** Painted on the coating when it is made ('Scratch here', 'with your finger, pen or mouse'). */
  words: CoverWords;
}

/**
 * The silver coating of a scratch card: pointer events, so a finger, a pen and a mouse all
 * scratch it. It is decoration for assistive technology, which uses the card's Reveal button.
 */
export function ScratchSurface({ onScratched, cleared, words }: ScratchSurfaceProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const strokes = useRef(0);
  const reported = useRef(false);

  // Painted once, when the card appears: painting again would cover what was scratched.
  const firstWords = useRef(words);
  useEffect(() => {
    const context = canvas.current?.getContext('2d', { willReadFrequently: true });
    if (context) paintCover(context, firstWords.current);
  }, []);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };

  const measure = (context: CanvasRenderingContext2D) => {
    if (reported.current || clearedShare(context) < SCRATCHED_SHARE) return;
    reported.current = true;
    onScratched();
  };

  const scratchTo = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d', { willReadFrequently: true });
    if (!context || !last.current) return;
    const to = pointOf(event);
    // Erases what it covers: the stroke's own colour must be opaque, or it only thins the coating.
    context.globalCompositeOperation = 'destination-out';
    context.strokeStyle = '#000';
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.lineWidth = BRUSH;
    context.beginPath();
    context.moveTo(last.current.x, last.current.y);
    // A tap leaves a dot: a line to a hair beside the same point.
    context.lineTo(to.x + 0.01, to.y);
    context.stroke();
    last.current = to;
    strokes.current += 1;
    if (strokes.current % 12 === 0) measure(context);
  };

  const stop = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    last.current = null;
    const context = event.currentTarget.getContext('2d', { willReadFrequently: true });
    if (context) measure(context);
  };

  return (
    <canvas
      ref={canvas}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      data-testid="scratch-surface"
      className={cn(
        'absolute inset-0 size-full cursor-crosshair touch-none rounded-lg transition-opacity duration-500 select-none',
        cleared && 'pointer-events-none opacity-0',
      )}
      onPointerDown={(event) => {
        if (cleared || (event.pointerType === 'mouse' && event.button !== 0)) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        last.current = pointOf(event);
        scratchTo(event);
      }}
      onPointerMove={(event) => {
        if (last.current) scratchTo(event);
      }}
      onPointerUp={stop}
      onPointerCancel={stop}
      onLostPointerCapture={stop}
    />
  );
}
