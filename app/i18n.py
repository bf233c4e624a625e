"""Every word the program shows, in Russian (the default) and English.

Game-specific words (titles, options, log lines, action labels, rules) come from the
rules package; this table holds the program's own. A test checks both languages are
complete.
"""
from __future__ import annotations

LANGS = ("ru", "en")

STRINGS: dict[str, dict[str, str]] = {
    # window and menu
    "app_title": {"ru": "Ломбер", "en": "Lomber"},
    "app_subtitle": {"ru": "карточный стол для старинных русских игр",
                     "en": "a card table for old Russian games"},
    "game": {"ru": "Игра", "en": "Game"},
    "players": {"ru": "Игроки", "en": "Players"},
    "seats_count": {"ru": "Мест за столом: {n}", "en": "Seats at the table: {n}"},
    "options": {"ru": "Правила и варианты", "en": "Rules and variants"},
    "no_options": {"ru": "У этой игры нет вариантов", "en": "This game has no variants"},
    "seed": {"ru": "Расклад №", "en": "Shuffle no."},    # not "deal": Лентюрлю counts its deals
    "seed_random": {"ru": "новый", "en": "new"},
    "start": {"ru": "Начать", "en": "Start"},
    "continue": {"ru": "Продолжить", "en": "Continue"},
    "continue_note": {"ru": "{game}, ход {turn}", "en": "{game}, move {turn}"},
    "settings": {"ru": "Настройки", "en": "Settings"},
    "quit": {"ru": "Выход", "en": "Quit"},
    "human": {"ru": "человек", "en": "human"},
    "bot": {"ru": "бот", "en": "bot"},
    "seat_kind_human": {"ru": "Человек", "en": "Human"},
    "seat_kind_bot": {"ru": "Бот: {level}", "en": "Bot: {level}"},
    "menu_keys": {"ru": "Tab — следующее поле · ↑↓ — игра · Enter — начать · F1 — правила · F11 — весь экран",
                  "en": "Tab — next field · ↑↓ — game · Enter — start · F1 — rules · F11 — full screen"},
    # settings
    "language": {"ru": "Язык", "en": "Language"},
    "lang_name": {"ru": "Русский", "en": "English"},      # each language's name in itself (the toggle)
    "speed": {"ru": "Скорость", "en": "Speed"},
    "speed_slow": {"ru": "медленно", "en": "slow"},
    "speed_normal": {"ru": "обычно", "en": "normal"},
    "speed_fast": {"ru": "быстро", "en": "fast"},
    "speed_instant": {"ru": "мгновенно", "en": "instant"},
    "indices": {"ru": "Индексы карт", "en": "Card indices"},
    "indices_ru": {"ru": "русские: Т К Д В", "en": "Russian: Т К Д В"},
    "indices_en": {"ru": "английские: A K Q J", "en": "English: A K Q J"},
    "four_colour": {"ru": "Четыре цвета мастей", "en": "Four-colour suits"},
    "yes": {"ru": "да", "en": "yes"},
    "no": {"ru": "нет", "en": "no"},
    "back": {"ru": "Назад", "en": "Back"},
    # table
    "your_turn": {"ru": "Ваш ход", "en": "Your turn"},
    "turn_of": {"ru": "Ходит {name}", "en": "{name} to move"},
    "thinking": {"ru": "{name} думает…", "en": "{name} is thinking…"},
    "cards_left_ring": {"ru": "В кольце: {n}", "en": "In the ring: {n}"},
    "moves_left": {"ru": "Ходов до предела партии: {n}", "en": "Moves to the deal limit: {n}"},
    "hint": {"ru": "Подсказка", "en": "Hint"},
    "hint_thinking": {"ru": "Подсказка: думаю…", "en": "Hint: thinking…"},
    "hint_estimate": {"ru": "оценка {x}", "en": "estimate {x}"},
    "hint_noise": {"ru": "Разница меньше погрешности поиска — остаётся ход по правилу",
                   "en": "The gap is within the search's noise, so the rule move stands"},
    "rules": {"ru": "Правила", "en": "Rules"},
    "menu": {"ru": "В меню", "en": "Menu"},
    "log": {"ru": "Ход игры", "en": "Game log"},
    "out_place": {"ru": "{place}-е место", "en": "place {place}"},
    "dealer": {"ru": "сдаёт", "en": "deals"},
    "choose_action": {"ru": "Что сделать?", "en": "What to do?"},
    "table_keys": {"ru": "H — подсказка · F1 — правила · Esc — меню",
                   "en": "H — hint · F1 — rules · Esc — menu"},
    "game_over": {"ru": "Партия окончена", "en": "The game is over"},
    "left_table": {"ru": "вне игры", "en": "out"},       # no «вышел»: a player may be a woman
    "deal_of": {"ru": "Сдача {n} из {total}", "en": "Deal {n} of {total}"},
    "deal_settled": {"ru": "Сдача {n}: расчёт", "en": "Deal {n}: settlement"},
    "click_to_go_on": {"ru": "щелчок — дальше", "en": "click to go on"},
    "chips_gain": {"ru": "{gain} (на руках {chips})", "en": "{gain} (holds {chips})"},
    "last_deal": {"ru": "Последняя сдача", "en": "The last deal"},
    "deals_played": {"ru": "сдач сыграно: {n}", "en": "deals played: {n}"},
    "durak_trump": {"ru": "Козыри: {suit}", "en": "Trumps: {suit}"},
    "session_game": {"ru": "Партия {n}", "en": "Game {n}"},
    "fools_tally": {"ru": "дурак ×{n}", "en": "fool ×{n}"},
    # curtain
    "curtain_turn": {"ru": "Ход игрока {name}", "en": "{name}'s turn"},
    "curtain_ready": {"ru": "нажмите, когда будете готовы", "en": "click when you are ready"},
    "curtain_hidden": {"ru": "Карты остальных скрыты", "en": "The other hands are hidden"},
    # rules overlay
    "rules_title": {"ru": "Правила: {game}", "en": "Rules: {game}"},
    "rules_options": {"ru": "Варианты", "en": "Variants"},
    "rules_close": {"ru": "Esc или щелчок — закрыть", "en": "Esc or click to close"},
    "current_value": {"ru": "сейчас: {value}", "en": "now: {value}"},
    # results
    "results": {"ru": "Итоги", "en": "Results"},
    "place_n": {"ru": "{place}.", "en": "{place}."},
    # the results speak of the place, not the player, so no «выиграл(а)»
    "winner": {"ru": "победа", "en": "winner"},
    "loser": {"ru": "проигрыш", "en": "lost"},
    "stalemate_note": {"ru": "Партия кончилась по кругу: у кого меньше карт, тот выше",
                       "en": "Play went round in a circle: fewer cards place higher"},
    "again": {"ru": "Ещё раз", "en": "Play again"},
    "to_menu": {"ru": "В меню", "en": "To the menu"},
    "cards_in_hand": {"ru": "карт на руках: {n}", "en": "cards in hand: {n}"},
    "fool": {"ru": "дурак", "en": "the fool"},
    "draw_game": {"ru": "ничья", "en": "a draw"},
    "draw_note": {"ru": "Ничья: последние вышли вместе — дурака нет",
                  "en": "A draw: the last players went out together — nobody is the fool"},
    "tally_fools": {"ru": "дураком: {n}", "en": "times the fool: {n}"},
    "session_games": {"ru": "партий в сессии: {n}", "en": "games this session: {n}"},
    "tally_losers": {"ru": "проигрышей: {n}", "en": "times lost: {n}"},
    "tally_total": {"ru": "за сессию: {total}", "en": "this session: {total}"},
    "deal_limit_note": {"ru": "Партия дошла до предела ходов: у кого меньше карт, тот выше",
                        "en": "The deal reached its move limit: fewer cards place higher"},
    "next_dealer": {"ru": "Следующую партию сдаёт {name}", "en": "{name} deals the next game"},
    "next_dealer_lot": {"ru": "Сдающий следующей партии — по жребию", "en": "The next dealer is drawn by lot"},
    # the score sheet: a section's title by its word id, the first column, the totals line
    "sheet_fools": {"ru": "Дураки по партиям", "en": "The fool, game by game"},
    "sheet_losers": {"ru": "Проигравшие по партиям", "en": "Who lost, game by game"},
    "sheet_chips": {"ru": "Фишки по сдачам", "en": "Chips, deal by deal"},
    "sheet_points": {"ru": "Очки по сдачам", "en": "Points, deal by deal"},
    "sheet_row": {"ru": "№", "en": "No."},
    "sheet_total": {"ru": "итого", "en": "total"},
    # saves
    "save_corrupt": {"ru": "Сохранение повреждено и отложено в сторону ({file}).",
                     "en": "The save was damaged and has been set aside ({file})."},
    "save_prev_offered": {"ru": "Можно продолжить с предыдущего хода.",
                          "en": "You can continue from the move before."},
    "save_reason": {"ru": "Причина: {reason}", "en": "Reason: {reason}"},
    "save_write_failed": {"ru": "Не удалось записать сохранение: {reason}",
                          "en": "Could not write the save: {reason}"},
    # the menu refuses a setup the rules cannot play
    "cannot_start": {"ru": "Так начать нельзя", "en": "The game cannot start like this"},
    "option_needs_seats": {"ru": "«{option}: {choice}» — для {need} игроков, а за столом {seats}.",
                           "en": "«{option}: {choice}» is for {need} players; the table has {seats}."},
    "seats_or_more": {"ru": "{n} и больше", "en": "{n} or more"},
    "rules_refuse_detail": {"ru": "Правила не позволяют такой выбор ({detail}).",
                            "en": "The rules do not allow this choice ({detail})."},
    "cannot_start_hint": {"ru": "Выберите другой вариант или другое число мест.",
                          "en": "Choose another variant or another number of seats."},
    "dismiss": {"ru": "щелчок или Enter — закрыть", "en": "click or Enter to close"},
}


def t(key: str, lang: str = "ru", **fmt) -> str:
    """The string ``key`` in ``lang`` (Russian when missing), formatted with ``fmt``."""
    entry = STRINGS[key]
    text = entry.get(lang) or entry["ru"]
    return text.format(**fmt) if fmt else text


def pick(pair, lang: str) -> str:
    """A {'ru':…, 'en':…} dict from the rules package, in ``lang``."""
    if not pair:
        return ""
    return pair.get(lang) or pair.get("ru") or next(iter(pair.values()))
