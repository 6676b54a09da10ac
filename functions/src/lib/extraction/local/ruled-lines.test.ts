import { describe, expect, it } from 'vitest';
import { loadCanvas } from './canvas';
import { paintOutRules } from './ruled-lines';

describe("a ruled table's lines, before OCR", () => {
  it("are painted out in the paper's shade; letters' strokes stay", async () => {
    const canvasModule = await loadCanvas();
    if (!canvasModule) throw new Error('@napi-rs/canvas is a dependency of functions: it must load here');
    const [width, height] = [400, 300];
    const context = canvasModule.createCanvas(width, height).getContext('2d');
    context.fillStyle = 'rgb(210, 210, 210)';
    context.fillRect(0, 0, width, height);
    // A photographed rule prints grey, two pixels thick; a letter's stroke is short and dark.
    context.fillStyle = 'rgb(150, 150, 150)';
    context.fillRect(20, 100, 300, 2);
    context.fillRect(200, 20, 2, 250);
    context.fillStyle = 'rgb(40, 40, 40)';
    context.fillRect(60, 150, 3, 12);
    paintOutRules(context, width, height);
    const shade = (x: number, y: number) => context.getImageData(x, y, 1, 1).data[0];
    expect([shade(100, 100), shade(100, 101), shade(200, 200), shade(201, 60)]).toEqual([210, 210, 210, 210]);
    expect(shade(61, 155)).toBe(40);
  });
});
