"""``lomber --host`` and ``lomber --join ADDR --code C [--bot LEVEL]``: a network table from
the command line (scripting, the tests, a host without a window).

    lomber --host --game durak_podkidnoy --seats remote,remote,bot:rule --save table.json
    lomber --host --resume table.json            the same table after the host died
    lomber --join 127.0.0.1:8765 --code K7PQ2M --bot rule
    lomber --join 127.0.0.1:8765 --code K7PQ2M --bot rule --token T   that seat back (a killed client)

The host prints one JSON line ``{"url", "code", "port", "seats"}`` once it listens, and (with
``--exit-when-over``) another with the result when the deal ends. A ``--bot`` client prints
``{"seat", "token"}`` each time it is seated, and its results last. The host listens on
127.0.0.1 unless ``--bind`` names another address of this computer (``--bind 0.0.0.0`` for a LAN)."""
from __future__ import annotations

import json
import sys

from rules.cli import number_arg, parse_options
from rules.errors import RulesError

DEFAULT_GAME = "durak_podkidnoy"
DEFAULT_PORT = 8765


def add_arguments(ap) -> None:
    g = ap.add_argument_group("network table")
    g.add_argument("--host", action="store_true", help="open a network table (with --game, --seats "
                   "of 'remote' and 'bot:LEVEL', --option, --seed)")
    g.add_argument("--join", metavar="ADDR", help="join the network table at ADDR (host:port or ws://host:port)")
    g.add_argument("--code", metavar="C", help="the table's join code (the host makes one if not given)")
    g.add_argument("--bot", metavar="LEVEL", help="with --join: a bot of LEVEL plays the seat, without a window")
    g.add_argument("--token", metavar="T", help="with --join: take back the seat this token holds (a client "
                   "that was killed; the bot prints its token when seated, the window keeps its own)")
    g.add_argument("--name", metavar="NAME", default="", help="with --join: the name shown at the table")
    g.add_argument("--deals", type=number_arg(1, 1000, "--deals"), default=1, metavar="N",
                   help="with --join --bot: play N deals, then leave")
    g.add_argument("--bind", metavar="ADDR", default="127.0.0.1",
                   help="with --host: the address to listen on (default 127.0.0.1, this computer only)")
    g.add_argument("--port", type=number_arg(0, 65535, "--port"), default=DEFAULT_PORT,
                   help=f"with --host: the port (default {DEFAULT_PORT}; 0: any free port)")
    g.add_argument("--save", metavar="FILE", help="with --host: save the table after every move")
    g.add_argument("--resume", metavar="FILE", help="with --host: resume the table saved in FILE")
    g.add_argument("--bot-after", type=number_arg(0, 3600, "--bot-after"), default=None, metavar="SEC",
                   help="with --host: a bot plays for a player away this many seconds (default: wait)")
    g.add_argument("--cert", metavar="FILE", help="with --host: a certificate (PEM, with its key) for wss://")
    g.add_argument("--cafile", metavar="FILE", help="with --join wss://: the host's certificate to trust")


def wanted(args) -> bool:
    return bool(args.host or args.join)


def run(args, ap) -> int:
    if args.host and args.join:
        ap.error("--host and --join cannot go together")
    if args.join:
        if not args.code:
            ap.error("--join needs --code")
        from .protocol import TOKEN_RE
        if args.token is not None and not TOKEN_RE.match(args.token):
            ap.error("--token must be the 32 hexadecimal digits the table gave")
        if args.bot is None:
            return _window(args)
        return _join_bot(args)
    return _host(args, ap)


def _print(obj) -> None:
    print(json.dumps(obj, ensure_ascii=False), flush=True)


def _host(args, ap) -> int:
    import asyncio
    import signal
    from .host import Host
    from rules import get_game
    ctx = None
    if args.cert:
        import ssl
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        try:
            ctx.load_cert_chain(args.cert)
        except (OSError, ssl.SSLError) as e:
            print(f"lomber: error: cannot load the certificate {args.cert!r}: {e}", file=sys.stderr)
            return 2
    try:
        if args.resume:
            host = Host.resume(args.resume, bot_after=args.bot_after)
        else:
            game = get_game(args.game or DEFAULT_GAME)
            kinds = args.seats or ",".join(["remote"] * min(max(game.min_seats, 3), game.max_seats))
            host = Host(game.id, kinds, options=parse_options(args.option), seed=args.seed,
                        code=args.code, save=args.save, bot_after=args.bot_after)
    except (RulesError, ValueError) as e:
        print(f"lomber: error: {e}", file=sys.stderr)
        return 2

    async def main():
        try:
            await host.start(args.bind, args.port, ctx)
        except OSError as e:
            print(f"lomber: error: cannot listen on {args.bind}:{args.port}: {e.strerror or e}", file=sys.stderr)
            return 2
        scheme = "wss" if ctx else "ws"
        _print({"url": host.url(args.bind).replace("ws://", scheme + "://", 1), "code": host.code,
                "port": host.port, "seats": [s.kind for s in host.seats]})
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, stop.set)
            except (NotImplementedError, RuntimeError):
                pass
        waits = [asyncio.create_task(stop.wait())]
        if args.exit_when_over:
            waits.append(asyncio.create_task(host.over.wait()))
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for w in waits:
            w.cancel()
        if host.match.between:
            _print({"over": True, "result": host.match.last_result.to_json(), "moves": host.moves})
            await asyncio.sleep(0.5)        # the last updates reach the clients
        await host.stop()
        return 0
    return asyncio.run(main())


def _join_bot(args) -> int:
    import asyncio
    from rules import bots as rbots
    from .client import NetError, check_address, play_bot
    problem = rbots.level_problem(args.bot)
    if problem:
        print(f"lomber: error: --bot: {problem}", file=sys.stderr)
        return 2
    try:
        url = check_address(args.join)
    except NetError as e:
        print(f"lomber: error: {e}", file=sys.stderr)
        return 2
    ctx = None
    try:
        if url.startswith("wss://"):
            import ssl
            ctx = ssl.create_default_context(cafile=args.cafile)
        # {"seat", "token"} on every welcome: a script that kills this client restarts it with --token
        out = asyncio.run(play_bot(url, args.code, args.bot, args.name, deals=args.deals, timeout=3600,
                                   ssl=ctx, rejoins=60, token=args.token,
                                   on_seated=lambda seat, token: _print({"seat": seat, "token": token})))
    except NetError as e:
        print(f"lomber: error: {e}", file=sys.stderr)
        return 1
    _print(out)
    return 0


def _window(args) -> int:
    from .client import NetError, check_address
    try:
        check_address(args.join)
    except NetError as e:
        print(f"lomber: error: {e}", file=sys.stderr)
        return 2
    from ..main import App, LaunchOptions
    app = App(LaunchOptions(size=args.size, lang=args.lang, speed=args.speed,
                            join=(args.join, args.code, args.name, args.token)))
    return app.run()
