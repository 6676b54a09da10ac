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

  it('paints out a rule broken into dashes, but not a line of letters, which has ink above and below', async () => {
    const canvasModule = await loadCanvas();
    if (!canvasModule) throw new Error('@napi-rs/canvas is a dependency of functions: it must load here');
    const [width, height] = [400, 300];
    const context = canvasModule.createCanvas(width, height).getContext('2d');
    context.fillStyle = 'rgb(230, 230, 230)';
    context.fillRect(0, 0, width, height);
    context.fillStyle = 'rgb(60, 60, 60)';
    // Dashes 6 pixels long, 4 apart, 2 thick, across 300 pixels.
    for (let x = 20; x < 320; x += 10) context.fillRect(x, 100, 6, 2);
    // Letters 10 pixels high, 5 wide, 2 apart: as dense as dashes, but with ink above and below.
    for (let x = 20; x < 320; x += 7) context.fillRect(x, 190, 5, 10);
    paintOutRules(context, width, height);
    const shade = (x: number, y: number) => context.getImageData(x, y, 1, 1).data[0];
    expect([shade(22, 100), shade(152, 101), shade(312, 100)]).toEqual([230, 230, 230]);
    expect([shade(22, 199), shade(153, 195)]).toEqual([60, 60]);
  });
});
