// Must NOT type-check (typescript.test.js expects an error on each marked line).
import { Badge, fit, Text } from '../../widgetsdk/index.js';
import type { Fit, Node } from '../../widgetsdk/index.js';

Text('x', { style: 'headlin' }); // error: not a TextStyle
Badge('x', { tone: 'danger' }); // error: not a BadgeTone
const literal: Node = { type: 'text', text: 'x', weight: 'bolder' }; // error: not a FontWeight
const member: Node = { type: 'text', txt: 'x' }; // error: no member txt
fit({ otherwise: 'fit' }); // error: otherwise is points
const stray: Fit = { otherwise: 148 }; // error: only fit() makes a Fit
fit(148); // error: fit takes { otherwise }
export { literal, member, stray };
