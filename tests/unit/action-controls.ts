/**
 * Finds a screen's action controls in its source (issue 29 §7, tests/unit/actions-have-commands.test.ts).
 * An action control is the opening tag of a `<Button`, a `<button` or an `<EditDeleteButtons` (a row's
 * edit and delete pair). It is matched to a palette command by `data-command="<command id>"` (for the
 * pair: `editCommand=` and `deleteCommand=`); a few kinds need none, by rule:
 *  - `type="submit"`: it completes a form, and opening the form is the command;
 *  - `onClick={onClose}` / `{onCancel}` / `{close}`: it dismisses a dialog or form.
 */
export interface Control {
  file: string;
  /** 1-based line of the tag */
  line: number;
  /** the whole opening tag */
  tag: string;
  /** the command ids it names (a literal), or 'expr' for `data-command={…}` (checked by the screens' web tests) */
  commands: string[] | 'expr' | null;
  /** why it needs no command, by rule, or null */
  rule: 'submit' | 'dismiss' | null;
}

const OPENERS = /<(Button|button|EditDeleteButtons)(?=[\s>/])/g;

/** The opening tag starting at `start` (a '<'): up to its '>' outside braces and strings. */
function openingTag(src: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 1; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      if (c === quote && src[i - 1] !== '\\') quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '>' && depth === 0) return src.slice(start, i + 1);
  }
  return src.slice(start);
}

function attr(tag: string, name: string): string | 'expr' | null {
  const m = new RegExp(`\\s${name}=(?:"([^"]*)"|\\{)`).exec(tag);
  if (!m) return null;
  return m[1] ?? 'expr';
}

export function actionControls(file: string, src: string): Control[] {
  const out: Control[] = [];
  for (const m of src.matchAll(OPENERS)) {
    const tag = openingTag(src, m.index);
    const line = src.slice(0, m.index).split('\n').length;
    let commands: Control['commands'] = null;
    if (m[1] === 'EditDeleteButtons') {
      const edit = attr(tag, 'editCommand');
      const del = attr(tag, 'deleteCommand');
      if (edit && del) commands = edit === 'expr' || del === 'expr' ? 'expr' : [edit, del];
    } else {
      const c = attr(tag, 'data-command');
      if (c) commands = c === 'expr' ? 'expr' : [c];
    }
    const rule = /\stype="submit"/.test(tag) ? 'submit' : /\sonClick=\{(onClose|onCancel|close)\}/.test(tag) ? 'dismiss' : null;
    out.push({ file, line, tag, commands, rule });
  }
  return out;
}

/** `data-command="…"` literals on any element (a section, a form, a tab), for the registry check. */
export function namedCommands(src: string): string[] {
  return [...src.matchAll(/\s(?:data-command|editCommand|deleteCommand)="([^"]+)"/g)].map((m) => m[1]);
}
