import type { WidgetClass } from './index.js';

/** Drives a widget class in-process, as the host would, without pipes. */
export declare class Harness {
  static readonly INITIALIZE: object;
  constructor(widget: WidgetClass);
  readonly lines: any[];
  readonly widget: any;
  send(message: object | string | Buffer): Promise<void>;
  call(method: string, params?: object): Promise<{ reply: any; notifications: any[] }>;
  waitForLines(count: number, timeout?: number): Promise<any[]>;
}
