/**
 * The options of one of the project's commands (`npm run import`, `build`, `verify`, `serve`,
 * `deploy`, `sync`), read with Node's parseArgs: an option it does not know, or one without its
 * value, ends the command with a line saying so and the options it takes (status 2), never a
 * stack trace.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** The options a command takes, as its error line lists them: `--out VALEUR`, `--full`. */
export function usageOf(options: Options): string {
  return Object.entries(options)
    .map(([name, option]) => (option.type === "string" ? `--${name} VALEUR` : `--${name}`))
    .join(", ");
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
    console.error(`${command} : ${(error as Error).message} (options : ${usageOf(options)})`);
    process.exit(2);
  }
}
