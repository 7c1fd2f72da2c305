"""`deid`: the command line. Parses arguments and maps errors to exit codes.

Every error ends as one line on stderr: our own errors with their message (which names keys and
kinds, never values), anything else with its type only, since a dependency's message or a
traceback may quote a secret or note text. `--debug` prints the full traceback instead, on this
terminal only (never to logs): for finding the cause on one's own machine."""

from __future__ import annotations

import argparse
import sys
import traceback
from collections.abc import Sequence

from stream import __version__
from stream.core.config import PROFILES, Config, load_config
from stream.core.errors import DeidError, InputError
from stream.core.logs import configure as configure_logs
from stream.kafka.replay.ranges import add_arguments as _replay_args

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
DEBUG_HINT = ("run again with --debug to see the cause on this terminal (it may show "
              "configuration values or note text)")

DEBUG_HELP = ("on an error, print the full traceback to this terminal (it may show "
              "configuration values or note text; never logged)")


class _VersionAction(argparse.Action):
    """`deid --version`: the package, and the recognizer and model the configuration gives."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="print the version, recognizer and model in use, and exit")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        from stream.recognize.factory import describe_recognizer

        try:
            config = load_config(getattr(namespace, "config", None))
            in_use = describe_recognizer(config.recognizer, config.model.repository)
        except DeidError as exc:
            in_use = f"configuration error: {exc}"
        print(f"deid {__version__}; {in_use}")
        parser.exit()


def _io_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("input", metavar="IN", help="JSONL input file, '-' for stdin")
    p.add_argument("-o", "--output", metavar="OUT", default="-",
                   help="JSONL output ('-': stdout)")
    p.add_argument("--skip-bad", metavar="FILE",
                   help="write malformed records here with line number and reason, and go on")


def _key_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--tenant", required=True, help="tenant whose key is used")
    p.add_argument("--key-version", type=int, help="key version (default: the current one)")


def _recognizer_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--recognizer", choices=["rules", "model", "ensemble"],
                   help="default: recognizer.mode (ensemble); without the model, only an "
                        "explicit 'rules' runs")
    p.add_argument("--profile", choices=list(PROFILES),
                   help="operating point (default: recognizer.profile, balanced)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="deid", description=__doc__)
    parser.add_argument("--config", metavar="FILE",
                        help="YAML configuration (DEID_* env overrides)")
    parser.add_argument("--version", action=_VersionAction)
    parser.add_argument("--debug", action="store_true", help=DEBUG_HELP)
    parser.add_argument("--log-level", default="WARNING")
    parser.add_argument("--log-libraries", metavar="LEVEL",
                        help="log level of third-party libraries (default: WARNING at most)")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("detect", help="find PHI spans: JSONL notes in, spans out")
    _io_args(p)
    _recognizer_arg(p)

    p = sub.add_parser("explain", help="local tool, prints note text: every candidate span, "
                       "what proposed it, what removed or trimmed it, and the final spans")
    p.add_argument("input", metavar="IN", nargs="?",
                   help="JSONL notes as for detect ('-' for stdin); or give --text")
    p.add_argument("--text", help="explain this text (a note without metadata)")
    p.add_argument("--tenant", help="tenant whose site vocabulary applies (default: the "
                   "record's tenant)")
    _recognizer_arg(p)

    p = sub.add_parser("anonymize", help="replace given spans by keyed surrogates")
    _io_args(p)
    _key_args(p)

    p = sub.add_parser("deidentify", help="detect + anonymize")
    _io_args(p)
    _key_args(p)
    _recognizer_arg(p)

    p = sub.add_parser("eval", help="score predicted spans against gold spans")
    p.add_argument("gold", metavar="GOLD")
    p.add_argument("pred", metavar="PRED")
    p.add_argument("--exclude-ages", action="store_true",
                   help="for sets that leave ages unannotated: ignore predicted AGE spans")
    p.add_argument("--label-map", metavar="FILE",
                   help="JSON object: the gold set's label names -> deid categories "
                        "(examples: stream/data/label_maps/); without it, labels outside ours "
                        "give overall figures only")
    p.add_argument("--bootstrap", type=int, default=1000, help="bootstrap resamples (0: none)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true", help="print the full result as JSON")
    p.add_argument("--deidentified", action="store_true",
                   help="PRED is the output of deid deidentify/anonymize: score its spans at "
                        "their original offsets and add placeholders and entity consistency")

    p = sub.add_parser("keys", help="manage tenant keys")
    p.add_argument("action", choices=["init", "rotate", "list", "destroy"])
    p.add_argument("--tenant", required=True)
    p.add_argument("--version", dest="key_version", type=int, help="version to destroy")

    p = sub.add_parser("run", help="run the streaming worker (Kafka in, de-identified out)")
    p.add_argument("--config", metavar="FILE", default=argparse.SUPPRESS,
                   help="YAML configuration (DEID_* env overrides)")

    p = sub.add_parser("replay", help="re-anonymize a retained input topic under a key version, "
                                      "from the span cache (or --redetect) into a release topic")
    _replay_args(p)

    p = sub.add_parser("vocab", help="site vocabularies: check a tenant's deny/allow file, or "
                                     "suggest one from the tenant's notes")
    actions = p.add_subparsers(dest="action", required=True, metavar="{check,suggest}")
    p = actions.add_parser("check", help="validate a vocabulary file and show its effect")
    p.add_argument("file", metavar="FILE", help="vocabulary file (.yaml, .yml, .csv, .txt)")
    p.add_argument("--tenant", required=True)
    p.add_argument("--sample", metavar="NOTES",
                   help="JSONL notes: count the spans the vocabulary adds and removes")
    _recognizer_arg(p)
    p = actions.add_parser("suggest", help="mine the tenant's notes for deny and allow entries")
    p.add_argument("notes", metavar="NOTES", nargs="?",
                   help="the tenant's JSONL notes (or --from-topic)")
    p.add_argument("--tenant", required=True)
    p.add_argument("-o", "--output", metavar="FILE",
                   help="the YAML file to write (mode 0600; default TENANT.suggested.yaml)")
    p.add_argument("--min-notes", type=int, default=3,
                   help="notes a term must occur in (default 3)")
    p.add_argument("--max-notes", type=int,
                   help="read at most this many notes (default: all; with --from-topic 10000)")
    p.add_argument("--from-topic", action="store_true",
                   help="sample the latest notes of the configured input topic (--config), "
                        "committing no offsets")
    p.add_argument("--config", metavar="FILE", default=argparse.SUPPRESS,
                   help="YAML configuration (DEID_* env overrides)")
    _recognizer_arg(p)

    p = sub.add_parser("canary", help="inject canary notes (monitor.* settings) into the input "
                                      "topic, marked by the deid-canary header")
    p.add_argument("--count", type=int, help="stop after this many canaries (default: run on)")

    sub.add_parser("monitor", help="watch span events, canary outputs and the DLQ: recall, "
                                   "drift and stuck canaries as metrics and a read-only view")

    p = sub.add_parser("demo", help="de-identify the bundled sample notes end to end")
    p.add_argument("--show", type=int, default=3, help="notes to show before/after")
    for command in sub.choices.values():  # `deid demo --debug` as well as `deid --debug demo`
        command.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                             help=DEBUG_HELP)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    configure_logs(args.log_level.upper(),
                   args.log_libraries.upper() if args.log_libraries else None)
    try:
        config = load_config(args.config)
        return _dispatch(args, config)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the boundary: one line, no traceback, no values
        return _report(args, exc)


def _report(args: argparse.Namespace, exc: Exception) -> int:
    """One line on stderr for `exc` (the traceback too with --debug); the exit code."""
    if args.debug:
        traceback.print_exception(exc, file=sys.stderr)
    if isinstance(exc, DeidError):
        hint = f" ({DEBUG_HINT})" if exc.__cause__ is not None and not args.debug else ""
        print(f"deid {args.command}: error: {exc}{hint}", file=sys.stderr)
        return EXIT_USAGE if isinstance(exc, InputError) else EXIT_FAILED
    withheld = "see above" if args.debug else f"details withheld; {DEBUG_HINT}"
    print(f"deid {args.command}: error: unexpected {type(exc).__name__} ({withheld})",
          file=sys.stderr)
    return EXIT_FAILED


def _dispatch(args: argparse.Namespace, config: Config) -> int:
    from stream import commands

    handler = getattr(commands, f"cmd_{args.command}")
    return handler(args, config)
