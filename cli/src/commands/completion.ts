import type { Command, Option } from 'commander';
import { Argument } from 'commander';
import { closedValues } from '../choices.js';
import { EXIT } from '../errors.js';
import { type Io, print } from '../output.js';
import type { Act } from './types.js';

const SHELLS = ['bash', 'zsh'] as const;

/** Every option with a closed set of values, for tests and --help: "orders list --status". */
export function closedOptions(program: Command) {
  return commandTree(program).flatMap((node) =>
    Object.entries(node.choices).map(([flag, closed]) => ({ path: node.path, flag, ...closed })),
  );
}

export function registerCompletionCommand(program: Command, io: Io, act: Act) {
  program
    .command('completion')
    .description('print a shell completion script: source <(tawreed completion bash)')
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .action(
      act(async (shell: (typeof SHELLS)[number]) => {
        const tree = commandTree(program);
        print(io, shell === 'bash' ? bashScript(tree) : zshScript(tree));
        return EXIT.ok;
      }),
    );
}

interface Node {
  /** "orders approve"; "" for the program itself. */
  path: string;
  subcommands: string[];
  options: string[];
  /** Options whose values are a fixed set (from domain/), and whether they take a comma list. */
  choices: Record<string, { values: readonly string[]; list: boolean }>;
  /** Options that take a file name. */
  fileOptions: string[];
}

const optionFlags = (option: Option) => [option.short, option.long].filter((f): f is string => Boolean(f));

/** Every command with its subcommands and options, read from the program so it never drifts. */
function commandTree(program: Command): Node[] {
  const nodes: Node[] = [];
  const visit = (command: Command, path: string) => {
    const options = command.options.filter((o) => !o.hidden);
    const node: Node = {
      path,
      subcommands: command.commands.map((c) => c.name()),
      options: [...options.flatMap(optionFlags), '--help', ...(path === '' ? ['--version'] : [])],
      choices: {},
      fileOptions: [],
    };
    for (const option of options) {
      for (const flag of optionFlags(option)) {
        const closed = closedValues(option);
        if (closed) node.choices[flag] = closed;
        if (/<(file|files|manifest)(\.\.\.)?>/.test(option.flags)) node.fileOptions.push(flag);
      }
    }
    const shellArgument = command.registeredArguments.find((a) => a.argChoices);
    if (shellArgument?.argChoices) node.subcommands.push(...shellArgument.argChoices);
    nodes.push(node);
    for (const sub of command.commands) visit(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  visit(program, '');
  return nodes;
}

/** Single-quoted for both shells. */
const sq = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function bashScript(tree: Node[]): string {
  const known = tree.filter((n) => n.path).map((n) => sq(n.path));
  const choiceCases = tree.flatMap((n) =>
    Object.entries(n.choices).map(
      ([flag, { values, list }]) =>
        `    ${sq(`${n.path}|${flag}`)}) choices=${sq(values.join('\n'))}${list ? '; list=1' : ''} ;;`,
    ),
  );
  const fileFlags = [...new Set(tree.flatMap((n) => n.fileOptions))];
  const wordCases = tree.map(
    (n) => `    ${sq(n.path)}) subs=${sq(n.subcommands.join(' '))}; opts=${sq(n.options.join(' '))} ;;`,
  );
  return `# tawreed completion for bash. Add to ~/.bashrc:  source <(tawreed completion bash)
_tawreed_completion() {
  local cur prev path="" i w choices="" list="" prefix="" subs="" opts=""
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev="\${COMP_WORDS[COMP_CWORD-1]}"
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    [[ $w == -* ]] && continue
    case "\${path:+$path }$w" in
      ${known.join('|')}) path="\${path:+$path }$w" ;;
    esac
  done
  case "$path|$prev" in
${choiceCases.join('\n')}
  esac
  if [[ -n $choices ]]; then
    local IFS=$'\\n'
    # A comma list completes its last item and keeps the ones before it.
    [[ -n $list && $cur == *,* ]] && prefix="\${cur%,*},"
    COMPREPLY=($(compgen -P "$prefix" -W "$choices" -- "\${cur##*,}"))
    COMPREPLY=("\${COMPREPLY[@]// /\\\\ }")
    return
  fi
  case "$prev" in
    ${fileFlags.length ? fileFlags.join('|') : '--no-such-flag'}) COMPREPLY=($(compgen -f -- "$cur")); return ;;
  esac
  case "$path" in
${wordCases.join('\n')}
  esac
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  elif [[ -n $subs ]]; then
    COMPREPLY=($(compgen -W "$subs" -- "$cur"))
  fi
}
complete -o default -F _tawreed_completion tawreed
`;
}

function zshScript(tree: Node[]): string {
  const known = tree.filter((n) => n.path).map((n) => sq(n.path));
  const choiceCases = tree.flatMap((n) =>
    Object.entries(n.choices).map(
      ([flag, { values, list }]) =>
        `    (${sq(`${n.path}|${flag}`)}) ${list ? "compset -P '*,'; " : ''}compadd -- ${values.map(sq).join(' ')}; return ;;`,
    ),
  );
  const fileFlags = [...new Set(tree.flatMap((n) => n.fileOptions))];
  const wordCases = tree.map(
    (n) =>
      `    (${sq(n.path)}) subs=(${n.subcommands.map(sq).join(' ')}); opts=(${n.options.map(sq).join(' ')}) ;;`,
  );
  return `#compdef tawreed
# tawreed completion for zsh. Add to ~/.zshrc after compinit:  source <(tawreed completion zsh)
_tawreed() {
  local cmdpath="" w i prev="\${words[CURRENT-1]}"
  local -a subs opts
  for ((i = 2; i < CURRENT; i++)); do
    w="\${words[i]}"
    [[ $w == -* ]] && continue
    case "\${cmdpath:+$cmdpath }$w" in
      (${known.join('|')}) cmdpath="\${cmdpath:+$cmdpath }$w" ;;
    esac
  done
  case "$cmdpath|$prev" in
${choiceCases.join('\n')}
  esac
  case "$prev" in
    (${fileFlags.length ? fileFlags.join('|') : '--no-such-flag'}) _files; return ;;
  esac
  case "$cmdpath" in
${wordCases.join('\n')}
  esac
  if [[ \${words[CURRENT]} == -* ]]; then
    compadd -- $opts
  elif (( \${#subs} )); then
    compadd -- $subs
  else
    _files
  fi
}
compdef _tawreed tawreed
`;
}
