"""The prompt says what the seat may do now (issue 28 item 2): at every step of seeded games,
«Сейчас можно: …» and the action buttons are shown only while the viewer may act, and
name exactly the kinds of move he has, in the chosen language (also right after the
language changes mid-turn)."""
from __future__ import annotations

import pytest

from app_driver import click, make_app, scene_name, set_setting, setup_for


def _words(table, legal) -> str:
    kinds = tuple(dict.fromkeys(a.kind for a in legal))
    return table.app.t("may_now", kinds=", ".join(table.teacher._kind_words(k) for k in kinds))


def _check(app, where: str) -> None:
    table = app.scene
    seat = table._input_seat()
    text = table.teacher.text
    may_now = app.t("may_now", kinds="").rstrip()
    shown = [b for b in table.action_buttons if b.visible]
    if seat is None:
        assert not (text or "").startswith(may_now), f"{where}: «{text}» while the viewer may not act"
        assert not shown or not any(b.enabled for b in shown), f"{where}: move buttons while a bot moves"
    else:
        if text is not None and text.startswith(may_now):
            assert text == _words(table, table.view.legal), f"{where}: «{text}» is not what he may do now"
        legal = set(table.view.legal)
        assert all(b.action in legal for b in shown), f"{where}: a button offers a move he does not have"


def _play(app, moves: int, where: str, switch_at: int | None = None) -> None:
    table = app.scene
    done = 0
    for _ in range(20000):
        if scene_name(app) != "TableScene" or done >= moves:
            return
        _check(app, f"{where} step {done}")
        if not table.ready_for_input:
            app.run_frames(1)
            continue
        if done == switch_at:
            set_setting(app, "lang", "en")
            app.run_frames(1)
            text = table.teacher.text
            if text is not None and "можно" in text:
                raise AssertionError(f"{where}: the prompt stayed Russian after the switch: «{text}»")
            _check(app, f"{where} after the switch")
        legal = list(table.view.legal)
        a = legal[(done * 5) % len(legal)]
        click(app, table.target_point(a))
        for b in table.popup:
            if b.action == a:
                click(app, b.rect.center)
                break
        done += 1


@pytest.mark.parametrize("game, seats, seed", [("durak_podkidnoy", 3, 31),
                                              pytest.param("svinki", 3, 4, marks=pytest.mark.slow)])
def test_the_prompt_is_what_the_seat_may_do_now(tmp_path, game, seats, seed):
    spec = ",".join(["human"] + ["bot:rule"] * (seats - 1))
    app = make_app(tmp_path, setup=setup_for(spec, seed=seed, game=game))
    _play(app, 6, game, switch_at=3)


@pytest.mark.slow
def test_every_game_prompts_only_the_seat_that_may_act(tmp_path):
    from rules import all_games
    for g in all_games():
        for n in sorted({g.min_seats, g.max_seats}):
            spec = ",".join(["human"] + ["bot:rule"] * (n - 1))
            app = make_app(tmp_path / f"{g.id}-{n}", setup=setup_for(spec, seed=9, game=g.id))
            _play(app, 12, f"{g.id} {n}p")
