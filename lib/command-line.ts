/**
 * The options of one of the project's commands (`npm run import`, `build`, `verify`, `serve`,
 * `deploy`, `sync`), read with Node's parseArgs: an option it does not know, or one without its
 * value, ends the command with a line saying so and the options it takes (status 2), never a
 * stack trace. The reason is said in French, from the code of Node's error.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** The options a command takes, as its error line lists them: `--out VALEUR`, `--full`. */
export function usageOf(options: Options): string {
  return Object.entries(options)
    .map(([name, option]) => (option.type === "string" ? `--${name} VALEUR` : `--${name}`))
    .join(", ");
}

/** Why Node's parseArgs refused a command line, in French: the option or argument it names, by the error's code. */
export function reasonOf(error: { code?: unknown; message: string }): string {
  const named = /'([^' ]+)/.exec(error.message)?.[1] ?? "";
  switch (error.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `option inconnue ${named}`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return error.message.includes("argument missing")
        ? `l'option ${named} attend une valeur`
        : `l'option ${named} ne prend pas de valeur`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `argument inattendu ${named}`;
    default:
      return error.message;
  }
}

/** The command line's values; on a line it cannot read, `command : <why> (options : ...)` on stderr and exit 2. */
export function commandLine<T extends Options>(command: string, options: T, allowNegative = false) {
  try {
    return parseArgs<{ options: T; allowNegative: boolean; strict: true; allowPositionals: false }>({
      options,
      allowNegative,
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`${command} : ${reasonOf(error as Error & { code?: unknown })} (options : ${usageOf(options)})`);
    process.exit(2);
  }
}
