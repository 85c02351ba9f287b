import { Button, Group, Input, Paper } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';

/** Canvas height in CSS pixels: tall enough for a finger on a tablet. */
const HEIGHT = 180;

/**
 * A drawn signature (finger, pen or mouse) on a canvas, by the `signature_pad` package: reports a
 * PNG data URL (`data:image/png;base64,…`) after every stroke and null once cleared. The canvas
 * follows its box's width; the device pixel ratio is capped at 2 so the PNG stays small (a
 * delivery note takes at most 200 KB, decision 0069). Where no canvas can be drawn (old browsers,
 * jsdom) the box stays empty and nothing is reported.
 */
export function SignaturePadField(props: {
  label: string;
  description?: string;
  clearLabel: string;
  onChange: (dataUrl: string | null) => void;
  testId?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });

  useEffect(() => {
    const el = canvas.current;
    if (!el || !el.getContext?.('2d')) return;
    let signature: SignaturePad;
    try {
      signature = new SignaturePad(el, { penColor: '#10204b', minWidth: 1, maxWidth: 2.8 });
    } catch {
      return;
    }
    pad.current = signature;
    const report = () => onChange.current(signature.isEmpty() ? null : signature.toDataURL());
    const fit = () => {
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
      const kept = signature.toData();
      el.width = el.offsetWidth * ratio;
      el.height = HEIGHT * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      signature.clear();
      signature.fromData(kept);
    };
    fit();
    signature.addEventListener('endStroke', report);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      signature.removeEventListener('endStroke', report);
      signature.off();
      pad.current = null;
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    props.onChange(null);
  };

  return (
    <Input.Wrapper label={props.label} description={props.description}>
      <Paper withBorder radius="md" mt={4} style={{ overflow: 'hidden', background: '#fff' }}>
        <canvas
          ref={canvas}
          data-testid={props.testId}
          style={{ display: 'block', width: '100%', height: HEIGHT, touchAction: 'none' }}
        />
      </Paper>
      <Group justify="flex-end" mt={4}>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconEraser size={16} />}
          onClick={clear}
        >
          {props.clearLabel}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
