// What the generated helpers and decoders (schema.js) are made of: the checks each member gets
// and the errors they raise. A helper checks its arguments when it is called, so a misspelt
// option or enum value is a BuildError naming the helper, the member, what is allowed and the
// closest spelling; a decoder (what the host sends) raises ParamsError with the JSON pointer of
// the member, which the SDK answers as -32602.

/** A helper got a value the protocol does not allow (thrown when it is called). */
export class BuildError extends TypeError {
  constructor(message) {
    super(message);
    this.name = 'BuildError';
  }
}

/** A request's params break the schema: answered -32602 with data.pointer. */
export class ParamsError extends Error {
  constructor(pointer, message) {
    super(message);
    this.name = 'ParamsError';
    this.pointer = pointer;
  }
}

function describe(value) {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `a boolean (${value})`;
  return `a ${typeof value}`;
}

function fail(where, expected, value) {
  throw new BuildError(`${where} must be ${expected}, not ${describe(value)}`);
}

function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The closest of `words` to `word`, when it is close enough to be a misspelling. */
export function closest(word, words) {
  let best = null;
  let bestDistance = Infinity;
  for (const candidate of words) {
    const d = distance(String(word).toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(best.length / 3)) ? best : null;
}

export const string = ({ minLength, maxLength, pattern } = {}) => {
  const compiled = pattern ? new RegExp(pattern, 'u') : null;
  return (value, where) => {
    if (typeof value !== 'string') fail(where, 'a string', value);
    const length = [...value].length;
    if (minLength !== undefined && length < minLength) fail(where, `a string of at least ${minLength} character${minLength === 1 ? '' : 's'}`, value);
    if (maxLength !== undefined && length > maxLength) throw new BuildError(`${where} is ${length} characters long; at most ${maxLength}`);
    if (compiled && !compiled.test(value)) fail(where, `a string matching ${pattern}`, value);
    return value;
  };
};

export const number = ({ integer = false, minimum, maximum, exclusiveMinimum } = {}) => (value, where) => {
  if (typeof value !== 'number' || (integer && !Number.isInteger(value))) fail(where, integer ? 'an integer' : 'a number', value);
  if (!Number.isFinite(value)) fail(where, 'a finite number', value);
  if (minimum !== undefined && value < minimum) fail(where, `at least ${minimum}`, value);
  if (maximum !== undefined && value > maximum) fail(where, `at most ${maximum}`, value);
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) fail(where, `more than ${exclusiveMinimum}`, value);
  return value;
};

export const boolean = ({ constant } = {}) => (value, where) => {
  if (typeof value !== 'boolean') fail(where, 'true or false', value);
  if (constant !== undefined && value !== constant) fail(where, String(constant), value);
  return value;
};

export function jsonValue(value, where) {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(where, 'a finite number (NaN and Infinity are not JSON)', value);
    return value;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => jsonValue(item, `${where}[${index}]`));
    return value;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) jsonValue(item, `${where}.${key}`);
    return value;
  }
  return fail(where, 'a JSON value', value);
}

export function jsonObject(value, where) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(where, 'an object', value);
  return jsonValue(value, where);
}

export const enumeration = (name, values) => (value, where) => {
  if (typeof value === 'string' && values.includes(value)) return value;
  const near = typeof value === 'string' ? closest(value, values) : null;
  throw new BuildError(`${where} must be a ${name}, one of ${values.join(', ')}; not ${describe(value)}${near ? ` (did you mean "${near}"?)` : ''}`);
};

export const timestamp = (pattern) => {
  const compiled = new RegExp(pattern);
  return (value, where) => {
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) fail(where, 'a valid date', value);
      return value.toISOString();
    }
    if (typeof value !== 'string' || !compiled.test(value)) {
      fail(where, 'an ISO 8601 date-time with seconds and a UTC offset (2026-11-03T08:25:00+00:00) or a Date', value);
    }
    return value;
  };
};

export const array = (item, { minItems, maxItems } = {}) => (value, where) => {
  if (!Array.isArray(value)) fail(where, 'an array', value);
  const items = value.map((element, index) => item(element, `${where}[${index}]`));
  if (minItems !== undefined && items.length < minItems) throw new BuildError(`${where} needs at least ${minItems} item${minItems === 1 ? '' : 's'}`);
  if (maxItems !== undefined && items.length > maxItems) throw new BuildError(`${where} has ${items.length} items; at most ${maxItems}`);
  return items;
};

/** Children as a helper takes them: nested arrays flattened, null, undefined and false left out,
 * so `VStack([title, late && badge, ...rows])` reads as it means. */
export function flatten(values) {
  const result = [];
  for (const value of Array.isArray(values) ? values : [values]) {
    if (value === null || value === undefined || value === false) continue;
    if (Array.isArray(value)) result.push(...flatten(value));
    else result.push(value);
  }
  return result;
}

export function node(value, where) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof value.type === 'string' && value.type) return value;
  return fail(where, 'a node (VStack(...), Text(...), ..., or an object with a "type")', value);
}

/** An object (taken as it is), or what `shorthand` makes of a string. */
export const object = (name, shorthand) => (value, where) => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
  if (shorthand && typeof value === 'string') return shorthand(value);
  return fail(where, `${name.startsWith('A') ? 'an' : 'a'} ${name}${shorthand ? ' or a string' : ''}`, value);
};

export const either = (first, second) => (value, where) => {
  try {
    return first(value, where);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return second(value, where);
  }
};

export const numberOr = (name, words, bounds = {}) => {
  const asNumber = number(bounds);
  return (value, where) => {
    if (typeof value === 'string') {
      if (words.includes(value)) return value;
      fail(where, `a number or one of ${words.join(', ')}`, value);
    }
    if (value === Infinity && words.includes('infinity')) return 'infinity';
    return asNumber(value, where);
  };
};

/** Builds a wire object: `fields` are [member, value, check] in schema order, then the
 * `options` object's members, each checked; an unknown option is an error naming the closest. */
export function build(where, base, fields, options, optionChecks, rules = []) {
  const result = base;
  for (const [member, value, check] of fields) {
    if (value === undefined) throw new BuildError(`${where}: ${member} is required`);
    result[member] = check(value, `${where} ${member}`);
  }
  if (options !== undefined && options !== null) {
    if (typeof options !== 'object' || Array.isArray(options)) fail(`${where} options`, 'an object', options);
    for (const [member, value] of Object.entries(options)) {
      const check = optionChecks[member];
      if (check === undefined) {
        const near = closest(member, Object.keys(optionChecks));
        throw new BuildError(`${where}: unknown option "${member}"${near ? ` (did you mean "${near}"?)` : ''}; options: ${Object.keys(optionChecks).join(', ')}`);
      }
      if (value !== undefined && value !== null) result[member] = check(value, `${where} ${member}`);
    }
  }
  for (const rule of rules) require(where, result, rule);
  return result;
}

function require(where, value, rule) {
  if (rule[0] === 'anyOf') {
    if (rule[1].some((alternative) => alternative.every(([member, constant]) => member in value && (constant === null || value[member] === constant)))) return;
    const options = rule[1].map((alternative) => alternative.map(([member, constant]) => (constant === null ? member : `${member}: ${JSON.stringify(constant)}`)).join(' and '));
    throw new BuildError(`${where} needs ${options.join(' or ')}`);
  }
  const [, member, constant, required] = rule;
  const missing = required.filter((name) => !(name in value));
  if (value[member] === constant && missing.length) throw new BuildError(`${where} with ${member}: ${JSON.stringify(constant)} needs ${missing.join(' and ')}`);
}

// Decoding what the host sends: the same checks, errors as ParamsError with a JSON pointer.

export const pointerTo = (pointer, key) => `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

export function expectObject(value, pointer) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ParamsError(pointer, `${pointer.slice(1) || 'params'} must be an object`);
  }
  return value;
}

/** Checks the members of `source` (table: [member, check, required, decode]); returns `source`. */
export function decodeMembers(source, pointer, table) {
  for (const [member, check, required, decode] of table) {
    const at = pointerTo(pointer, member);
    const value = source[member];
    if (value === undefined || (value === null && !required)) {
      if (required) throw new ParamsError(at, `${at.slice(1)} is required`);
      continue;
    }
    if (decode) {
      decode(value, at);
      continue;
    }
    try {
      check(value, at.slice(1));
    } catch (error) {
      if (error instanceof BuildError) throw new ParamsError(at, error.message);
      throw error;
    }
  }
  return source;
}

export const decodeArray = (decode) => (value, pointer) => {
  if (!Array.isArray(value)) throw new ParamsError(pointer, `${pointer.slice(1)} must be an array`);
  value.forEach((item, index) => decode(item, pointerTo(pointer, index)));
  return value;
};
