"""Every word the program shows, in Russian (the default) and English.

Game-specific documents (titles, options, rules) come from the rules package, the words
for the engine's phrases (log lines, action labels, speech bubbles) from app/wording.py;
this table holds the program's own. A test checks both languages are
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
    "menu_keys": {"ru": "Tab — следующее поле · ↑↓ — игра · Enter — начать · F1 — правила · F3 — настройки · "
                        "F11 — весь экран",
                  "en": "Tab — next field · ↑↓ — game · Enter — start · F1 — rules · F3 — settings · "
                        "F11 — full screen"},
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
    "card_size": {"ru": "Размер карт в руке", "en": "Card size in hand"},
    "rule_hints": {"ru": "Подсказки правил", "en": "Rule hints"},
    "rule_hints_first": {"ru": "в первых партиях", "en": "in the first games"},
    "rule_hints_on": {"ru": "всегда", "en": "always"},
    "rule_hints_off": {"ru": "нет", "en": "off"},
    "may_now": {"ru": "Сейчас можно: {kinds}", "en": "You may now: {kinds}"},
    "card_size_normal": {"ru": "обычный", "en": "normal"},
    "card_size_large": {"ru": "крупный", "en": "large"},
    "card_size_larger": {"ru": "самый крупный", "en": "largest"},
    "settings_keys": {"ru": "↑↓ — строка · ← → — значение · Esc — закрыть",
                      "en": "↑↓ — row · ← → — value · Esc — close"},
    "yes": {"ru": "да", "en": "yes"},
    "no": {"ru": "нет", "en": "no"},
    "back": {"ru": "Назад", "en": "Back"},
    # table
    "your_turn": {"ru": "Ваш ход", "en": "Your turn"},
    "turn_of": {"ru": "Ходит {name}", "en": "{name} to move"},
    "thinking": {"ru": "{name} думает…", "en": "{name} is thinking…"},
    "hint": {"ru": "Подсказка", "en": "Hint"},
    "hint_thinking": {"ru": "Подсказка: думаю…", "en": "Hint: thinking…"},
    "hint_chance": {"ru": "шанс на победу, как его видит поиск", "en": "chance to win, as the search sees it"},
    "hint_percent": {"ru": "{p}\u00a0%", "en": "{p}%"},
    "slot_n": {"ru": "место {n}", "en": "place {n}"},
    "hint_noise": {"ru": "Разница меньше погрешности поиска — остаётся ход по правилу",
                   "en": "The gap is within the search's noise, so the rule move stands"},
    "rules": {"ru": "Правила", "en": "Rules"},
    "menu": {"ru": "В меню", "en": "Menu"},
    "log": {"ru": "Ход игры", "en": "Game log"},
    "log_new": {"ru": "↓ новые", "en": "↓ new"},
    "log_more": {"ru": "↑ ещё {n}", "en": "↑ {n} more"},
    "out_place": {"ru": "{place}-е место", "en": "place {place}"},
    "out_place_short": {"ru": "{place}-е", "en": "#{place}"},
    "dealer": {"ru": "сдаёт", "en": "deals"},
    "choose_action": {"ru": "Что сделать?", "en": "What to do?"},
    "table_keys": {"ru": "H — подсказка · F1 — правила · F2 — клавиши · F3 — настройки · T — знакомство со столом · M — звук · "
                         "Ctrl+Z — отменить ход · Esc — меню",
                   "en": "H — hint · F1 — rules · F2 — keys · F3 — settings · T — table tour · M — sound · Ctrl+Z — take back · "
                         "Esc — menu"},
    "undo_hint": {"ru": "Ctrl+Z — отменить ход", "en": "Ctrl+Z — take it back"},
    "rules_keys": {"ru": "Клавиши за столом", "en": "Keys at the table"},
    "undone": {"ru": "Ход отменён", "en": "Move taken back"},
    "undos_used": {"ru": "Ходы отменялись: {n}", "en": "Moves taken back: {n}"},
    "game_over": {"ru": "Партия окончена", "en": "The game is over"},
    "left_table": {"ru": "вне игры", "en": "out"},       # no «вышел»: a player may be a woman
    "deal_settled": {"ru": "Сдача {n}: расчёт", "en": "Deal {n}: settlement"},
    "click_to_go_on": {"ru": "щелчок — дальше", "en": "click to go on"},
    "chips_gain": {"ru": "{gain} (на руках {chips})", "en": "{gain} (holds {chips})"},
    "last_deal": {"ru": "Последняя сдача", "en": "The last deal"},
    "deals_played": {"ru": "сдач сыграно: {n}", "en": "deals played: {n}"},
    "table_note": {"ru": "{text}", "en": "{text}"},      # a game's note for the side panel (rules/notes.py)
    "session_game": {"ru": "Партия {n}", "en": "Game {n}"},
    "fools_tally": {"ru": "дурак ×{n}", "en": "fool ×{n}"},
    # curtain
    "curtain_turn": {"ru": "Ход: {name}", "en": "{name}'s turn"},
    "curtain_ready": {"ru": "нажмите, когда будете готовы", "en": "click when you are ready"},
    "curtain_hidden": {"ru": "Карты остальных скрыты", "en": "The other hands are hidden"},
    # rules overlay
    "rules_title": {"ru": "Правила: {game}", "en": "Rules: {game}"},
    "rules_options": {"ru": "Варианты", "en": "Variants"},
    "source_seed": {"ru": "В правилах: «{text}»", "en": "The rules say: “{text}”"},
    "source_reading": {"ru": "Наше прочтение: {text}", "en": "Our reading: {text}"},
    "source_outside": {"ru": "Другой источник: {text}", "en": "Another source: {text}"},
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
    # the score sheet panel at the table (S) and the sections the games keep of themselves
    "sheet_panel": {"ru": "Запись", "en": "Score sheet"},
    "sheet_key": {"ru": "S", "en": "S"},
    "sheet_empty": {"ru": "Пока не записано ни одной сдачи", "en": "No deal written down yet"},
    "sheet_close": {"ru": "S, Esc или щелчок мимо — закрыть · колесо, ↑ ↓ — листать",
                    "en": "S, Esc or a click outside to close · wheel, ↑ ↓ to scroll"},
    "sheet_mushka_arcs": {"ru": "Пулька по сдачам: списано (−), ремиз (+)",
                          "en": "The pool deal by deal: written off (−), remise (+)"},
    "sheet_total_mushka_arcs": {"ru": "осталось", "en": "left"},
    "sheet_passed": {"ru": "пас", "en": "pass"},
    "sheet_mushka_side": {"ru": "Выплаты сверх пульки", "en": "Paid apart from the pool"},
    "sheet_king_penalty": {"ru": "Штрафные очки", "en": "Penalty points"},
    "sheet_games_left": {"ru": "Игры, которые осталось сыграть", "en": "Games still to play"},
    "sheet_king_plus": {"ru": "Отыгрыш", "en": "Winning back"},
    "sheet_balance": {"ru": "Баланс: отыгрыш минус штрафы", "en": "Balance: winning back less penalties"},
    "sheet_sum_zero": {"ru": "сумма итогов 0 — сходится", "en": "the totals sum to 0 — balanced"},
    "sheet_sum": {"ru": "сумма итогов: {n}", "en": "the totals sum to {n}"},
    "sheet_sheet.comp": {"ru": "компенсация", "en": "compensation"},
    "sheet_king.tricks": {"ru": "взятки", "en": "tricks"},
    "sheet_king.hearts": {"ru": "черви", "en": "hearts"},
    "sheet_king.boys": {"ru": "мальчики", "en": "boys"},
    "sheet_king.girls": {"ru": "девочки", "en": "girls"},
    "sheet_king.last2": {"ru": "2 последние", "en": "last two"},
    "sheet_king.king": {"ru": "кинг", "en": "K♥"},
    "sheet_king.eralash": {"ru": "ералаш", "en": "yeralash"},
    "sheet_king.otygrysh": {"ru": "отыгрыш", "en": "winning back"},
    "sheet_king.circle": {"ru": "круг", "en": "circle"},
    "lot_dealer": {"ru": "{name}: младшая карта — сдаёт", "en": "{name}: the lowest card — deals"},
    # saves
    # saved games (the list in the menu) and damaged saves
    "saved_games": {"ru": "Сохранённые партии", "en": "Saved games"},
    "saved_games_n": {"ru": "Все партии: {n}", "en": "All saved: {n}"},
    "saved_move": {"ru": "ход {turn}", "en": "move {turn}"},
    "saved_today": {"ru": "сегодня, {time}", "en": "today, {time}"},
    "saved_date": {"ru": "{d}.{m}.{y}, {time}", "en": "{y}-{m}-{d}, {time}"},
    "saved_yesterday": {"ru": "вчера, {time}", "en": "yesterday, {time}"},
    "saved_bot": {"ru": "{name} (бот)", "en": "{name} (bot)"},
    "saved_old": {"ru": "Удалить старше недели ({n})", "en": "Delete those over a week old ({n})"},
    "saved_old_ask": {"ru": "Удалить насовсем партии старше недели ({n})?",
                      "en": "Delete for good the games over a week old ({n})?"},
    "saved_keys_ask": {"ru": "Enter — удалить · Esc — оставить", "en": "Enter — delete · Esc — keep"},
    "saved_keys_old": {"ru": "Shift+Delete — старше недели", "en": "Shift+Delete — over a week old"},
    # a new game of a kind that has an unfinished one
    "unfinished_title": {"ru": "{game}: есть незаконченная партия", "en": "{game}: a game is unfinished"},
    "unfinished_when": {"ru": "играли {when}", "en": "last played {when}"},
    "unfinished_more": {"ru": "Ещё незаконченных этой игры: {n} — в списке «Все партии».",
                        "en": "{n} more unfinished of this game — see «All saved»."},
    "unfinished_continue": {"ru": "Продолжить прежнюю партию", "en": "Continue the unfinished game"},
    "unfinished_new": {"ru": "Начать новую (прежняя будет удалена)",
                       "en": "Start a new one (the unfinished one is deleted)"},
    "unfinished_cancel": {"ru": "Отмена", "en": "Cancel"},
    "unfinished_keys": {"ru": "↑↓ — выбор · Enter — ответить · Esc — отмена",
                        "en": "↑↓ — choose · Enter — answer · Esc — cancel"},
    "saved_resume": {"ru": "Продолжить", "en": "Resume"},
    "saved_delete": {"ru": "Удалить", "en": "Delete"},
    "saved_delete_ask": {"ru": "Удалить эту партию насовсем?", "en": "Delete this game for good?"},
    "saved_delete_yes": {"ru": "Да, удалить", "en": "Yes, delete"},
    "saved_delete_no": {"ru": "Оставить", "en": "Keep it"},
    "saved_close": {"ru": "Закрыть", "en": "Close"},
    "saved_none": {"ru": "Незаконченных партий нет", "en": "No unfinished games"},
    "saved_keys": {"ru": "↑↓ — выбор · Enter — продолжить · Delete — удалить · Esc — закрыть",
                   "en": "↑↓ — choose · Enter — resume · Delete — delete · Esc — close"},
    "save_damaged_game": {"ru": "Сохранение партии «{game}» (ход {turn}) было повреждено и отложено в сторону.",
                          "en": "The save of «{game}» (move {turn}) was damaged and has been set aside."},
    "save_damaged_title": {"ru": "Сохранение партии «{game}» было повреждено и отложено в сторону.",
                           "en": "The save of «{game}» was damaged and has been set aside."},
    "sound_off": {"ru": "Звук выключен: звуковое устройство не найдено.",
                  "en": "Sound is off: no audio device was found."},
    "level_capped": {"ru": "Место {seat}: уровень бота «{old}» больше допустимого — бот играет как «{new}».",
                     "en": "Seat {seat}: the bot level «{old}» is beyond the bound — the bot plays as «{new}»."},
    "level_unknown": {"ru": "Место {seat}: уровень бота «{old}» этой версии неизвестен — бот играет как «{new}».",
                      "en": "Seat {seat}: this version does not know the bot level «{old}» — the bot plays as «{new}»."},
    "save_damaged_any": {"ru": "Одно из сохранений было повреждено и отложено в сторону.",
                         "en": "A save was damaged and has been set aside."},
    "save_damaged_more": {"ru": "И ещё повреждённых сохранений отложено в сторону: {n}.",
                          "en": "Damaged saves also set aside: {n} more."},
    "save_restored": {"ru": "Восстановлена копия на ход раньше: партию можно продолжить с хода {turn}.",
                      "en": "The copy from one move earlier was restored: the game goes on from move {turn}."},
    "save_not_restored": {"ru": "Исправной копии не нашлось — эту партию продолжить нельзя.",
                          "en": "No good earlier copy was found: this game cannot be continued."},
    "save_details": {"ru": "Подробности: {file} — {detail}", "en": "Details: {file} — {detail}"},
    "save_write_failed": {"ru": "Не удалось записать сохранение: {reason}",
                          "en": "Could not write the save: {reason}"},
    "cloth": {"ru": "Сукно", "en": "Cloth"},
    "cloth_green": {"ru": "зелёное", "en": "green"},
    "cloth_blue": {"ru": "синее", "en": "blue"},
    "cloth_claret": {"ru": "бордовое", "en": "claret"},
    "cloth_brown": {"ru": "коричневое", "en": "brown"},
    "bot_level": {"ru": "Боты по умолчанию", "en": "Default bots"},
    "bot_think": {"ru": "Время на ход ботов", "en": "Bot thinking time"},
    "bot_think_short": {"ru": "короткое (×0,5)", "en": "short (×0.5)"},
    "bot_think_normal": {"ru": "обычное", "en": "normal"},
    "bot_think_long": {"ru": "долгое (×2)", "en": "long (×2)"},
    "bot_think_longer": {"ru": "очень долгое (×4)", "en": "very long (×4)"},
    "bot_cores": {"ru": "Ядра для ботов", "en": "Cores for bots"},
    "bot_cores_n": {"ru": "{n} из {total}", "en": "{n} of {total}"},
    "fullscreen": {"ru": "Весь экран (F11)", "en": "Full screen (F11)"},
    # sound (app/sound.py)
    "sound": {"ru": "Звук", "en": "Sound"},
    "sound_off": {"ru": "выключен", "en": "off"},
    "sound_level": {"ru": "{n} %", "en": "{n} %"},
    # replays (app/replays.py, app/scenes/replay.py)
    "replay": {"ru": "Запись партии", "en": "Watch the game"},
    "replay_title": {"ru": "Запись партии", "en": "Replay"},
    "replay_playing": {"ru": "идёт", "en": "playing"},
    "replay_at": {"ru": "сыграно {k} из {n}", "en": "{k} of {n} moves played"},
    "replay_keys1": {"ru": "→ ← — ход вперёд, назад · PgDn PgUp — на 10 · [ ] — сдача · Home End",
                     "en": "→ ← — a move on, back · PgDn PgUp — ten · [ ] — a deal · Home End"},
    "replay_keys_short": {"ru": "→ ← · PgDn PgUp · [ ] · P · 1–9 · O · R · , . · F1 · F2",
                          "en": "→ ← · PgDn PgUp · [ ] · P · 1–9 · O · R · , . · F1 · F2"},
    "replay_keys2": {"ru": "P — пуск, пауза · 1–9 — чьими глазами · O — открыть руки · R — разбор партии · "
                           ", . — к прошлой, к следующей отметке разбора · F2 — все клавиши",
                     "en": "P — play, pause · 1–9 — whose eyes · O — open hands · R — review · "
                           ", . — the previous, the next mark of the review · F2 — every key"},
    "replay_bad": {"ru": "Эту запись открыть нельзя: {reason}", "en": "This record cannot be opened: {reason}"},
    "recent_games": {"ru": "Записи сыгранных партий", "en": "Games played"},
    "recent_none": {"ru": "Записей пока нет", "en": "No games kept yet"},
    "recent_watch": {"ru": "Смотреть", "en": "Watch"},
    "recent_moves": {"ru": "ходов: {turn}", "en": "moves: {turn}"},
    "recent_keys": {"ru": "↑↓ — выбор · Enter — смотреть · Delete — удалить · Esc — закрыть",
                    "en": "↑↓ — choose · Enter — watch · Delete — delete · Esc — close"},
    # «Разбор партии»: the post-game review (app/review.py, app/scenes/replay.py, the results' offer)
    "review": {"ru": "Разбор партии", "en": "Review"},
    "review_prev": {"ru": "‹ Отметка", "en": "‹ Mark"},
    "review_next": {"ru": "Отметка ›", "en": "Mark ›"},
    "review_running": {"ru": "Разбор: решение {k} из {n}", "en": "Reviewing: decision {k} of {n}"},
    "review_found": {"ru": "Разбор: решений — {n}, неточностей — {a}, ошибок — {b}",
                     "en": "Review: {n} decisions, {a} inaccuracies, {b} mistakes"},
    "review_clean": {"ru": "Разбор: решений — {n}; бот не нашёл ни ошибок, ни неточностей",
                     "en": "Review: {n} decisions; the bot found no mistake and no inaccuracy"},
    "review_inaccuracy": {"ru": "Неточность", "en": "Inaccuracy"},
    "review_mistake": {"ru": "Ошибка", "en": "Mistake"},
    "review_move": {"ru": "ход {k}", "en": "move {k}"},
    "review_you": {"ru": "Ваш ход", "en": "Your move"},
    "review_played": {"ru": "{who}: {move}", "en": "{who}: {move}"},
    "review_bot": {"ru": "Бот сыграл бы: {move}", "en": "The bot would play: {move}"},
    "review_change": {"ru": "{what}: {best}\u00a0→\u00a0{played}", "en": "{what}: {best}\u00a0→\u00a0{played}"},
    "review_fool_chance": {"ru": "шанс не остаться в дураках", "en": "chance not to be left the fool"},
    "review_win_chance": {"ru": "шанс на победу", "en": "chance to win"},
    "review_fool_score": {"ru": "оценка исхода (100 % — выйти первым, 0 % — остаться в дураках)",
                          "en": "expected outcome (100% — out first, 0% — left the fool)"},
    "review_place_score": {"ru": "оценка места (100 % — первое, 0 % — последнее)",
                           "en": "expected place (100% — first, 0% — last)"},
    "review_chips": {"ru": "выигрыш в фишках отсюда до конца", "en": "chips won from here to the end"},
    "review_points": {"ru": "очки отсюда до конца", "en": "points won from here to the end"},
    # statistics (app/stats.py, the overlay in app/scenes/statistics.py)
    "stats": {"ru": "Статистика", "en": "Statistics"},
    "stats_title": {"ru": "Статистика", "en": "Statistics"},
    "stats_you": {"ru": "Игрок (имя по умолчанию)", "en": "Player (default name)"},
    "stats_bot": {"ru": "бот «{level}»", "en": "bot “{level}”"},
    "stats_none": {"ru": "Сыгранных партий пока нет", "en": "No games played yet"},
    "stats_game": {"ru": "Игра", "en": "Game"},
    "stats_played": {"ru": "Партий", "en": "Played"},
    "stats_won": {"ru": "Побед", "en": "Won"},
    "stats_lost": {"ru": "Проигр.", "en": "Lost"},
    "stats_fools": {"ru": "{n} дураком", "en": "{n} fool"},
    "stats_places": {"ru": "Места", "en": "Places"},
    "stats_amount": {"ru": "Фишки / очки", "en": "Chips / points"},
    "stats_streaks": {"ru": "Серии", "en": "Streaks"},
    "stats_time": {"ru": "Время", "en": "Time"},
    "stats_m": {"ru": "{m} мин", "en": "{m} min"},
    "stats_hm": {"ru": "{h} ч {m} мин", "en": "{h} h {m} min"},
    "stats_last": {"ru": "Последние партии ({n}): {game} — высота столбика — место, золото — победа, красный — проигрыш",
                   "en": "Last games ({n}): {game} — the bar's height is the place, gold a win, red a loss"},
    "stats_keys": {"ru": "← → — игрок · ↑↓ — игра · Esc — закрыть",
                   "en": "← → — player · ↑↓ — game · Esc — close"},
    "stats_set_aside": {"ru": "Файл статистики был повреждён и отложен в сторону; начат новый.",
                        "en": "The statistics file was damaged and has been set aside; a new one was started."},
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


def choice_label(option, value, lang: str = "ru") -> str:
    """An option's choice as the menu and F1 say it: its label in the game's documents, a flag as
    «да» / «нет» (the engine holds no words for them)."""
    if isinstance(value, bool) and not option.choice_labels.get(value):
        return t("yes" if value else "no", lang)
    return option.choice_label(value, lang)


def source_mark(source, lang: str) -> str:
    """The line under a rule of the F1 text saying where it comes from (rules/rulebook.py)."""
    from rules.rulebook import Reading, Seed
    key = "source_seed" if isinstance(source, Seed) else "source_reading" if isinstance(source, Reading) \
        else "source_outside"
    return pick(STRINGS[key], lang).format(text=source.text(lang))


def _merge_net_words() -> None:
    """The network table's words live beside it (app/net/words.py)."""
    from .net.words import STRINGS as NET
    STRINGS.update(NET)


_merge_net_words()
