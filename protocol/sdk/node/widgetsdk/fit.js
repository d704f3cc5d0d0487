// fit(): the cellHeight answer "size the card to its content" (protocol 1.2), with the points a
// host of an older version gets instead. The session decides which goes on the wire: "fit" only
// in a session that chose 1.2 or later, since an older host rejects it as an invalid result.

import { BuildError, closest } from './build.js';
import { CellHeightResponse } from './schema.js';

const OPTIONS = ['otherwise'];

/** What fit() returns; cellHeight returns it. `otherwise`: points, or undefined (then a host
 * before 1.2 gets a widget failure from the SDK instead of an invalid result). */
export class Fit {
  constructor(otherwise) {
    if (otherwise !== undefined) {
      // Checked now, not when an older host asks: a widget tried only on a 1.2 host still learns of a bad height.
      const where = `fit({ otherwise: ${JSON.stringify(otherwise)} })`;
      if (typeof otherwise === 'string') {
        throw new BuildError(`${where}: otherwise is the height in points a host before 1.2 gets, a number more than 0`);
      }
      try {
        CellHeightResponse(otherwise);
      } catch (error) {
        if (!(error instanceof BuildError)) throw error;
        throw new BuildError(`${where}: otherwise is the height in points a host before 1.2 gets: ${error.message}`);
      }
    }
    this.otherwise = otherwise;
    Object.freeze(this);
  }

  toString() {
    return this.otherwise === undefined ? 'fit()' : `fit({ otherwise: ${this.otherwise} })`;
  }
}

/** The card as tall as its content at the width asked about, as the host lays it out (protocol
 * 1.2, {"height": "fit"}): `return fit({ otherwise: 148 })` from cellHeight. In a session that
 * chose 1.2 or later the host gets "fit"; in a 1.1 or 1.0 one it gets `otherwise` points. Without
 * `otherwise`, an older host gets -32008 widgetFailure saying so (a plain "fit" too), never an
 * invalid result. */
export function fit(options = {}) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new BuildError(`fit takes an options object, fit({ otherwise: 148 }), not ${JSON.stringify(options)}`);
  }
  for (const member of Object.keys(options)) {
    if (!OPTIONS.includes(member)) {
      const near = closest(member, OPTIONS);
      throw new BuildError(`fit: unknown option "${member}"${near ? ` (did you mean "${near}"?)` : ''}; options: ${OPTIONS.join(', ')}`);
    }
  }
  return new Fit(options.otherwise);
}

/** Whether a session that chose `version` may answer "fit": 1.2 and later 1.x, as the Swift SDK's
 * ProtocolVersion.allowsFitHeight decides. */
export function allowsFit(version) {
  const match = /^1\.([0-9]+)$/.exec(version ?? '');
  return match !== null && Number(match[1]) >= 2;
}
