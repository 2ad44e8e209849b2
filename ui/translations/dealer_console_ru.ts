<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>ActionPad</name>
    <message>
        <source>Min</source>
        <translation>Мин</translation>
    </message>
    <message>
        <source>½ Pot</source>
        <translation>½ банка</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Бет</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Рейз</translation>
    </message>
    <message>
        <source>Type the amount: {low} at least, {high} at most.</source>
        <translation>Введите сумму: минимум — {low}, максимум — {high}.</translation>
    </message>
    <message>
        <source>{typed} is above the maximum: {action} at most.</source>
        <translation>{typed} больше максимума: максимум — {action}.</translation>
    </message>
    <message>
        <source>{typed} is below the minimum: {action} at least.</source>
        <translation>{typed} меньше минимума: минимум — {action}.</translation>
    </message>
    <message>
        <source>TO ACT</source>
        <translation>ХОДИТ</translation>
    </message>
    <message>
        <source>amount to bet or raise to</source>
        <translation>сумма бета или рейза</translation>
    </message>
    <message>
        <source>sets the amount to all-in; key A goes all-in at once</source>
        <translation>ставит сумму олл-ина; клавиша A — сразу олл-ин</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Keys: F fold · C check/call · R bet/raise · A all-in · J chips put in · Enter in the amount: raise · Space deal a card · D deal to action · S show hands · N new hand · Ctrl+Z undo · E type a card · Esc leave a field</source>
        <translation>Клавиши: F пас · C чек/колл · R бет/рейз · A олл-ин · J поставленные фишки · Ввод в поле суммы: рейз · Пробел сдать карту · D сдать до хода · S вскрытие · N новая раздача · Ctrl+Z отменить · E ввести карту · Esc выйти из поля</translation>
    </message>
    <message>
        <source>{action} (all-in)</source>
        <translation>{action} (олл-ин)</translation>
    </message>
    <message>
        <source>adds {amount}</source>
        <translation>добавляет {amount}</translation>
    </message>
    <message>
        <source>No player is to act now.</source>
        <translation>Сейчас никто не ходит.</translation>
    </message>
    <message>
        <source>Cannot bet now.</source>
        <translation>Бет сейчас невозможен.</translation>
    </message>
    <message>
        <source>Cannot raise now.</source>
        <translation>Рейз сейчас невозможен.</translation>
    </message>
    <message>
        <source>No player to act</source>
        <translation>Никто не ходит</translation>
    </message>
    <message>
        <source>Betting opens when the cards are dealt.</source>
        <translation>Торговля начнётся после раздачи карт.</translation>
    </message>
    <message>
        <source>MAXIMUM</source>
        <translation>МАКСИМУМ</translation>
    </message>
    <message>
        <source>no betting now</source>
        <translation>сейчас торговли нет</translation>
    </message>
    <message>
        <source>Check / Call</source>
        <translation>Чек / Колл</translation>
    </message>
    <message>
        <source>Bet / Raise</source>
        <translation>Бет / Рейз</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>Seat {seat} · {name}</source>
        <translation>Место {seat} · {name}</translation>
    </message>
    <message>
        <source>nothing to call</source>
        <translation>коллировать нечего</translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation>колл {amount}</translation>
    </message>
    <message>
        <source>pot {amount}</source>
        <translation>банк {amount}</translation>
    </message>
    <message>
        <source>stack {amount}</source>
        <translation>стек {amount}</translation>
    </message>
    <message>
        <source>in front {amount}</source>
        <translation>уже поставил {amount}</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Чек</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Колл {amount}</translation>
    </message>
    <message>
        <source>{structure} MAXIMUM</source>
        <translation>МАКСИМУМ {structure}</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>олл-ин</translation>
    </message>
    <message>
        <source>minimum: {action} (adds {amount})</source>
        <translation>минимум: {action} (добавляет {amount})</translation>
    </message>
    <message>
        <source>no bet</source>
        <translation>бета нет</translation>
    </message>
    <message>
        <source>no raise</source>
        <translation>рейза нет</translation>
    </message>
    <message>
        <source>only call or fold</source>
        <translation>только колл или пас</translation>
    </message>
    <message>
        <source>Bet to</source>
        <translation>Бет</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Рейз до</translation>
    </message>
</context>
<context>
    <name>Alarm</name>
    <message>
        <source>{id}  table {table} (store {store}): {kind}, since {first}: {state}</source>
        <translation>{id}  стол {table} (журнал {store}): {kind}, с {first}: {state}</translation>
    </message>
    <message numerus="yes">
        <source>%n alarm(s) open</source>
        <translation>
            <numerusform>%n открытая тревога</numerusform>
            <numerusform>%n открытые тревоги</numerusform>
            <numerusform>%n открытых тревог</numerusform>
        </translation>
    </message>
    <message>
        <source>to acknowledge an alarm give {missing}</source>
        <translation>чтобы подтвердить тревогу, укажите {missing}</translation>
    </message>
    <message>
        <source>there is no alarm {id} in the central record (dealer-app central alarm list names them)</source>
        <translation>в центральной базе нет тревоги {id} (их перечисляет dealer-app central alarm list)</translation>
    </message>
    <message>
        <source>alarm {id} ({kind}, table {table}) acknowledged by {who}: {why}</source>
        <translation>тревога {id} ({kind}, стол {table}) подтверждена: {who}: {why}</translation>
    </message>
    <message>
        <source>supervisor&apos;s PIN: </source>
        <translation>PIN супервайзера: </translation>
    </message>
    <message>
        <source>Say why the alarm is acknowledged (at least {n} characters): the reason is kept with your name.</source>
        <translation>Укажите, почему тревога подтверждается (не менее {n} символов): причина сохраняется с вашим именем.</translation>
    </message>
    <message>
        <source>This table has no open alarm to acknowledge.</source>
        <translation>У этого стола нет открытой тревоги.</translation>
    </message>
    <message>
        <source>FORK: two histories of the table</source>
        <translation>РАЗВИЛКА: две истории стола</translation>
    </message>
    <message>
        <source>GAP in the record</source>
        <translation>ПРОПУСК в записи</translation>
    </message>
    <message>
        <source>ALTERED EVENT refused</source>
        <translation>ИЗМЕНЁННОЕ СОБЫТИЕ отклонено</translation>
    </message>
    <message>
        <source>DAMAGED EVENT refused</source>
        <translation>ПОВРЕЖДЁННОЕ СОБЫТИЕ отклонено</translation>
    </message>
    <message>
        <source>STORE RESTORED FROM AN OLD COPY</source>
        <translation>ЖУРНАЛ СТОЛА ВОССТАНОВЛЕН ИЗ СТАРОЙ КОПИИ</translation>
    </message>
    <message>
        <source>the table&apos;s uplink was refused</source>
        <translation>передача данных стола отклонена</translation>
    </message>
    <message>
        <source>TWO CONSOLES on one table</source>
        <translation>ДВЕ КОНСОЛИ на одном столе</translation>
    </message>
    <message>
        <source>table clock SET BACK</source>
        <translation>часы стола ПЕРЕВЕДЕНЫ НАЗАД</translation>
    </message>
    <message>
        <source>table clock AHEAD of the server</source>
        <translation>часы стола СПЕШАТ относительно сервера</translation>
    </message>
    <message>
        <source>acknowledged by {who} at {time}: {why}</source>
        <translation>подтверждена {who} в {time}: {why}</translation>
    </message>
    <message>
        <source>cleared, OPEN until a supervisor acknowledges it</source>
        <translation>причина устранена, ОТКРЫТА до подтверждения супервайзером</translation>
    </message>
    <message>
        <source>OPEN</source>
        <translation>ОТКРЫТА</translation>
    </message>
    <message>
        <source>acknowledged by {who}: {why}</source>
        <translation>подтверждена {who}: {why}</translation>
    </message>
    <message>
        <source>cleared, to acknowledge</source>
        <translation>причина устранена, подтвердите</translation>
    </message>
</context>
<context>
    <name>AlertBar</name>
    <message>
        <source>CARD ALERT — {message}</source>
        <translation>ТРЕВОГА ПО КАРТЕ — {message}</translation>
    </message>
    <message>
        <source>{count} more
waiting</source>
        <translation>ещё {count}
ждут</translation>
    </message>
</context>
<context>
    <name>Alerts</name>
    <message>
        <source>Resolve the card alert first: {alert}</source>
        <translation>Сначала разберите тревогу по карте: {alert}</translation>
    </message>
    <message>
        <source>Waiting for the shoe to deal the card asked for.</source>
        <translation>Ждём карту, запрошенную у шуза.</translation>
    </message>
    <message>
        <source>Waiting for the shoe: {card}.</source>
        <translation>Ждём шуз: {card}.</translation>
    </message>
    <message>
        <source>next card</source>
        <translation>следующая карта</translation>
    </message>
    <message>
        <source>Deal {card} from the shoe.</source>
        <translation>Сдайте из шуза: {card}.</translation>
    </message>
    <message>
        <source>the card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>A card came out but no hand is being dealt: it is not dealt.</source>
        <translation>Карта вышла, но раздача не идёт: она не сдана.</translation>
    </message>
    <message>
        <source>No hand is being dealt: start the next hand.</source>
        <translation>Раздача не идёт: начните следующую раздачу.</translation>
    </message>
    <message>
        <source>Board card checked: {card}.</source>
        <translation>Карта борда проверена: {card}.</translation>
    </message>
    <message>
        <source>No card was taken.</source>
        <translation>Карта не принята.</translation>
    </message>
    <message>
        <source>The last thing done was not a card: only the last card can be corrected.</source>
        <translation>Последнее действие — не карта: исправить можно только последнюю карту.</translation>
    </message>
    <message>
        <source>Corrected {card}: entered by hand.</source>
        <translation>Исправлено, {card}: введено вручную.</translation>
    </message>
    <message>
        <source>the last card</source>
        <translation>последняя карта</translation>
    </message>
    <message>
        <source>Card alert resolved: {choice}.</source>
        <translation>Тревога по карте разобрана: {choice}.</translation>
    </message>
    <message>
        <source>{text} is not a card: {reason}.</source>
        <translation>{text} — не карта: {reason}.</translation>
    </message>
    <message>
        <source>a burn card</source>
        <translation>сожжённая карта</translation>
    </message>
    <message>
        <source>this hand</source>
        <translation>эта раздача</translation>
    </message>
    <message>
        <source>Type a card, like {first}, {second} or {third}.</source>
        <translation>Введите карту, например {first}, {second} или {third}.</translation>
    </message>
    <message>
        <source>the rank “{what}” is unknown (ranks: {ranks})</source>
        <translation>достоинство «{what}» неизвестно (достоинства: {ranks})</translation>
    </message>
    <message>
        <source>the suit “{what}” is unknown (suits: {suits}, or the symbol)</source>
        <translation>масть «{what}» неизвестна (масти: {suits} или символ)</translation>
    </message>
    <message>
        <source>a card is a rank and a suit, like {first} or {second}</source>
        <translation>карта — это достоинство и масть, например {first} или {second}</translation>
    </message>
    <message>
        <source>“{what}” is a Latin letter: the cards are typed in Russian letters here (ranks: {ranks}; suits: {suits})</source>
        <translation>«{what}» — латинская буква: здесь карты вводятся русскими буквами (достоинства: {ranks}; масти: {suits})</translation>
    </message>
    <message>
        <source>“{what}” is a Cyrillic letter: the cards are typed in Latin letters here (ranks: {ranks}; suits: {suits})</source>
        <translation>«{what}» — буква кириллицы: здесь карты вводятся латинскими буквами (достоинства: {ranks}; масти: {suits})</translation>
    </message>
    <message>
        <source>“{what}” is no suit: {suits}</source>
        <translation>«{what}» — не масть: {suits}</translation>
    </message>
    <message>
        <source>“{what}” is a Latin letter: {letters}</source>
        <translation>«{what}» — латиница: {letters}</translation>
    </message>
    <message>
        <source>“{what}” is a Cyrillic letter: {letters}</source>
        <translation>«{what}» — кириллица: {letters}</translation>
    </message>
    <message>
        <source>“{what}” is no rank: {ranks}</source>
        <translation>«{what}» — не достоинство: {ranks}</translation>
    </message>
    <message>
        <source>the registered deck {deck}</source>
        <translation>зарегистрированной колоде {deck}</translation>
    </message>
    <message>
        <source>any registered deck (no deck is registered at this table)</source>
        <translation>зарегистрированной колоде (за этим столом колода не зарегистрирована)</translation>
    </message>
    <message>
        <source>Tag {tag} is not in {where}: a card of another deck? Take it out and reject it, or enter the card it is.</source>
        <translation>Метки {tag} нет в {where}: карта из другой колоды? Уберите её и отклоните, или введите, какая это карта.</translation>
    </message>
    <message>
        <source>Enter the card</source>
        <translation>Ввести карту</translation>
    </message>
    <message>
        <source>Reject (not dealt)</source>
        <translation>Отклонить (не сдана)</translation>
    </message>
    <message>
        <source>The shoe could not read the card that went out: enter it by hand, or reject the read if no card was dealt.</source>
        <translation>Шуз не смог прочитать вышедшую карту: введите её вручную или отклоните чтение, если карта не сдавалась.</translation>
    </message>
    <message>
        <source>Reject (no card)</source>
        <translation>Отклонить (карты нет)</translation>
    </message>
    <message>
        <source>{card}: already dealt in this hand. Reject this read if the card was passed again; enter the right card if the read was wrong.</source>
        <translation>{card}: карта уже сдана в этой раздаче. Отклоните чтение, если карту провели повторно; введите верную карту, если чтение ошибочно.</translation>
    </message>
    <message>
        <source>{card} was already dealt in this hand ({where}). Reject this read if the card was passed again; enter the right card if the read was wrong.</source>
        <translation>{card}: карта уже сдана в этой раздаче ({where}). Отклоните чтение, если карту провели повторно; введите верную карту, если чтение ошибочно.</translation>
    </message>
    <message>
        <source>Reject (ignore this read)</source>
        <translation>Отклонить (игнорировать чтение)</translation>
    </message>
    <message>
        <source>Enter the right card</source>
        <translation>Ввести верную карту</translation>
    </message>
    <message>
        <source>The board is checked</source>
        <translation>Борд проверен</translation>
    </message>
    <message>
        <source>The board reader read tag {tag}, which is not in the registered deck: a card of another deck on the board? Check the board against the screen.</source>
        <translation>Считыватель борда прочитал метку {tag}, которой нет в зарегистрированной колоде: карта из другой колоды на борде? Сверьте борд с экраном.</translation>
    </message>
    <message>
        <source>The board reader could not read the card laid on it: check the board against the screen.</source>
        <translation>Считыватель борда не смог прочитать положенную на него карту: сверьте борд с экраном.</translation>
    </message>
    <message>
        <source>a card of this hand that is not on the board</source>
        <translation>карта этой раздачи, которой нет на борде</translation>
    </message>
    <message>
        <source>The board reader read {card}, but the shoe has dealt no board card that is not checked yet: check the board against the screen.</source>
        <translation>Считыватель борда прочитал: {card}; но из шуза не сдано ни одной непроверенной карты борда. Сверьте борд с экраном.</translation>
    </message>
    <message>
        <source>The board reader read {card} where the shoe dealt {expected}: check the board against the screen.</source>
        <translation>Считыватель борда прочитал: {card}; из шуза сдали: {expected}. Сверьте борд с экраном.</translation>
    </message>
    <message>
        <source>{card} came out while the players are betting: no card is expected now. Keep it as the next card of the deal, or reject it.</source>
        <translation>{card}: карта вышла во время торговли, карта сейчас не ожидается. Оставьте её следующей картой сдачи или отклоните.</translation>
    </message>
    <message>
        <source>Keep for the next card</source>
        <translation>Оставить на следующую карту</translation>
    </message>
    <message>
        <source>{card} is one card more than the deal needs: the board is complete. It is not dealt.</source>
        <translation>{card}: лишняя карта, борд полон. Она не сдана.</translation>
    </message>
    <message>
        <source>{card} is one card more than the deal needs: the hand is over. It is not dealt.</source>
        <translation>{card}: лишняя карта, раздача окончена. Она не сдана.</translation>
    </message>
    <message>
        <source>No card is expected now: the players are betting ({card} not dealt).</source>
        <translation>Карта сейчас не ожидается: идёт торговля ({card} не сдана).</translation>
    </message>
    <message>
        <source>The deal needs no more cards ({card} not dealt).</source>
        <translation>Больше карт не нужно ({card} не сдана).</translation>
    </message>
    <message>
        <source>{card}: already dealt in this hand.</source>
        <translation>{card}: карта уже сдана в этой раздаче.</translation>
    </message>
    <message>
        <source>{card} was already dealt in this hand ({where}).</source>
        <translation>{card}: карта уже сдана в этой раздаче ({where}).</translation>
    </message>
    <message numerus="yes">
        <source>%n card read(s) did not reach the console. Check the cards on the table against the screen: enter a missing card by hand, or carry on if none is missing.</source>
        <translation>
            <numerusform>%n чтение карты не дошло до консоли. Сверьте карты на столе с экраном: введите недостающую карту вручную или продолжайте, если ничего не пропало.</numerusform>
            <numerusform>%n чтения карт не дошли до консоли. Сверьте карты на столе с экраном: введите недостающую карту вручную или продолжайте, если ничего не пропало.</numerusform>
            <numerusform>%n чтений карт не дошли до консоли. Сверьте карты на столе с экраном: введите недостающую карту вручную или продолжайте, если ничего не пропало.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the missing card</source>
        <translation>Ввести недостающую карту</translation>
    </message>
    <message>
        <source>Nothing is missing</source>
        <translation>Ничего не пропало</translation>
    </message>
    <message>
        <source>The shoe restarted during the deal: a card it read just before may not have arrived. Check the cards on the table against the screen.</source>
        <translation>Шуз перезапустился во время сдачи: карта, прочитанная перед этим, могла не дойти. Сверьте карты на столе с экраном.</translation>
    </message>
    <message>
        <source>There is no alert to resolve.</source>
        <translation>Нет тревоги для разбора.</translation>
    </message>
    <message>
        <source>Not a choice here: {choices}.</source>
        <translation>Здесь такого выбора нет: {choices}.</translation>
    </message>
    <message>
        <source>Type the card first (like {first}, {second} or {third}), then press Enter.</source>
        <translation>Сначала введите карту (например {first}, {second} или {third}), затем Enter.</translation>
    </message>
</context>
<context>
    <name>Betting</name>
    <message>
        <source>bet to {total}</source>
        <translation>бет {total}</translation>
    </message>
    <message>
        <source>raise to {total}</source>
        <translation>рейз до {total}</translation>
    </message>
    <message>
        <source>call {amount}</source>
        <translation>колл {amount}</translation>
    </message>
</context>
<context>
    <name>CardEntry</name>
    <message>
        <source>card to enter</source>
        <translation>карта для ввода</translation>
    </message>
    <message>
        <source>key E: type a card — {letters}; Esc: back to the action keys</source>
        <translation>клавиша E: ввести карту — {letters}; Esc: назад к клавишам действий</translation>
    </message>
    <message>
        <source>Enter card</source>
        <translation>Ввести карту</translation>
    </message>
    <message>
        <source>Correct last</source>
        <translation>Исправить
последнюю</translation>
    </message>
    <message>
        <source>the last card was misread: replace it with the card typed; or type the right amount of the last bet or raise</source>
        <translation>последняя карта прочитана неверно: замените её введённой картой; или введите верную сумму последнего бета или рейза</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>card name</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{letter} ({rank})</source>
        <translation>{letter} ({rank})</translation>
    </message>
    <message>
        <source>cards: {letters}</source>
        <translation>карты: {letters}</translation>
    </message>
    <message>
        <source>1 then 0: the ten</source>
        <translation>1, затем 0: десятка</translation>
    </message>
    <message>
        <source>{rank}: now the suit, {suits}</source>
        <translation>{rank}: теперь масть, {suits}</translation>
    </message>
    <message>
        <source>run {run}, {card}</source>
        <translation>прогон {run}, {card}</translation>
    </message>
    <message>
        <source>seat {seat}, hole card {number}</source>
        <translation>место {seat}, карта {number}</translation>
    </message>
    <message>
        <source>player {player}, hole card {number}</source>
        <translation>игрок {player}, карта {number}</translation>
    </message>
    <message>
        <source>flop {number}</source>
        <translation>флоп {number}</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>бёрн</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>тёрн</translation>
    </message>
    <message>
        <source>river</source>
        <translation>ривер</translation>
    </message>
</context>
<context>
    <name>Cash</name>
    <message>
        <source>This table deals no bomb pot on request.</source>
        <translation>За этим столом нет бомб-пота по запросу.</translation>
    </message>
    <message>
        <source>A bomb pot is asked for between hands: finish hand {hand} first.</source>
        <translation>Бомб-пот заказывают между раздачами: сначала завершите раздачу {hand}.</translation>
    </message>
    <message>
        <source>Next hand: a bomb pot, every player dealt in antes {ante}. N deals it; B again: a usual hand.</source>
        <translation>Следующая раздача — бомб-пот, каждый игрок в раздаче ставит анте {ante}. N — сдать; снова B — обычная раздача.</translation>
    </message>
    <message>
        <source>Next hand: a usual hand, no bomb pot.</source>
        <translation>Следующая раздача обычная, без бомб-пота.</translation>
    </message>
    <message>
        <source>Time collection of {time} due: {amount} from every player dealt in at the next hand.</source>
        <translation>Сбор за время ({time}): {amount} с каждого игрока в следующей раздаче.</translation>
    </message>
    <message>
        <source>Hand {hand}: bomb pot, every player antes; button on seat {seat}.</source>
        <translation>Раздача {hand}: бомб-пот, все ставят анте; баттон у места {seat}.</translation>
    </message>
    <message>
        <source>Time collection: {amount} taken from every player dealt in at this hand; the next at {time}.</source>
        <translation>Сбор за время: {amount} взято с каждого игрока этой раздачи; следующий сбор в {time}.</translation>
    </message>
    <message>
        <source>Time collection: the next at {time}, {amount} from every player dealt in at the first hand after it.</source>
        <translation>Сбор за время: следующий в {time}, {amount} с каждого игрока первой раздачи после этого времени.</translation>
    </message>
    <message>
        <source>Time collection: {amount} taken at this hand from {who}, the first player dealt in after the dead button.</source>
        <translation>Сбор за время: {amount} взято в этой раздаче, {who}: первый игрок после мёртвого баттона.</translation>
    </message>
    <message>
        <source>Time collection: {amount} taken at this hand from {who}, the button.</source>
        <translation>Сбор за время: {amount} взято в этой раздаче, {who}: баттон.</translation>
    </message>
    <message>
        <source>Time collection: {amount} from the button at the next hand.</source>
        <translation>Сбор за время: {amount} с баттона в следующей раздаче.</translation>
    </message>
</context>
<context>
    <name>CashBar</name>
    <message>
        <source>seat {seat} ✓</source>
        <translation>место {seat} ✓</translation>
    </message>
    <message>
        <source>seat {seat} ?</source>
        <translation>место {seat} ?</translation>
    </message>
    <message>
        <source>Run it twice</source>
        <translation>Дважды</translation>
    </message>
    <message>
        <source>Three times</source>
        <translation>Трижды</translation>
    </message>
    <message>
        <source>One board</source>
        <translation>Один борд</translation>
    </message>
    <message>
        <source>Yes: seat {seat}</source>
        <translation>Да: место {seat}</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>{conditions} · meter {amount}</source>
        <translation>{conditions} · счётчик {amount}</translation>
    </message>
    <message>
        <source>Usual hand</source>
        <translation>Обычная раздача</translation>
    </message>
    <message>
        <source>Bomb pot next</source>
        <translation>Бомб-пот далее</translation>
    </message>
    <message>
        <source>Next hand: bomb pot. N deals it; B: a usual hand.</source>
        <translation>Следующая раздача — бомб-пот. N — сдать; B — обычная раздача.</translation>
    </message>
    <message>
        <source>Bomb pot on request: B makes the next hand a bomb pot, N deals it.</source>
        <translation>Бомб-пот по запросу: B — следующая раздача будет бомб-потом, N — сдать её.</translation>
    </message>
    <message>
        <source>Chips put in</source>
        <translation>Поставленные фишки</translation>
    </message>
    <message>
        <source>Chips put in by seat {seat} ({name})</source>
        <translation>Фишки места {seat} ({name})</translation>
    </message>
    <message>
        <source>Chips of this table: {chips}. Type 500, or 3x100+1x25.</source>
        <translation>Фишки стола: {chips}. Введите 500 или 3x100+1x25.</translation>
    </message>
    <message>
        <source>Type the chips: 500, or 3x100+1x25.</source>
        <translation>Введите фишки: 500 или 3x100+1x25.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Raise declared</source>
        <translation>Объявлен рейз</translation>
    </message>
    <message>
        <source>As put in</source>
        <translation>Как поставлено</translation>
    </message>
    <message>
        <source>{key} as put in</source>
        <translation>{key} — как поставлено</translation>
    </message>
    <message>
        <source>{key} raise declared</source>
        <translation>{key} — объявлен рейз</translation>
    </message>
    <message>
        <source>{key}: {reading}</source>
        <translation>{key}: {reading}</translation>
    </message>
</context>
<context>
    <name>Central</name>
    <message>
        <source>central: connecting</source>
        <translation>центр: подключение</translation>
    </message>
    <message numerus="yes">
        <source>central: offline since {time} — %n hand(s) waiting</source>
        <translation>
            <numerusform>центр: нет связи с {time} — %n раздача ждёт</numerusform>
            <numerusform>центр: нет связи с {time} — %n раздачи ждут</numerusform>
            <numerusform>центр: нет связи с {time} — %n раздач ждут</numerusform>
        </translation>
    </message>
    <message>
        <source>central: offline since {time}</source>
        <translation>центр: нет связи с {time}</translation>
    </message>
    <message>
        <source>central: refused — {reason}; call the floor</source>
        <translation>центр: отказ — {reason}; вызовите флор-менеджера</translation>
    </message>
    <message>
        <source>central: synced, no hand yet</source>
        <translation>центр: синхронизировано, раздач ещё нет</translation>
    </message>
    <message numerus="yes">
        <source>central: synced through hand {hand} — %n hand(s) waiting</source>
        <translation>
            <numerusform>центр: синхронизировано до раздачи {hand} — %n раздача ждёт</numerusform>
            <numerusform>центр: синхронизировано до раздачи {hand} — %n раздачи ждут</numerusform>
            <numerusform>центр: синхронизировано до раздачи {hand} — %n раздач ждут</numerusform>
        </translation>
    </message>
    <message>
        <source>central: synced through hand {hand}</source>
        <translation>центр: синхронизировано до раздачи {hand}</translation>
    </message>
    <message>
        <source>This table&apos;s record is behind the room&apos;s (restored from an old copy?): the central record will refuse what is dealt here. Call the floor.</source>
        <translation>Журнал этого стола отстаёт от журнала зала (восстановлен из старой копии?): центр отклонит всё, что раздаётся здесь. Вызовите флор-менеджера.</translation>
    </message>
    <message numerus="yes">
        <source>Record behind the room&apos;s: %n hand(s) dealt here refused by the central record ({hands}), kept at this table. Call the floor.</source>
        <translation>
            <numerusform>Журнал отстаёт от центральной базы: %n раздача, сыгранная здесь, отклонена ({hands}), сохранена за этим столом. Вызовите менеджера зала.</numerusform>
            <numerusform>Журнал отстаёт от центральной базы: %n раздачи, сыгранные здесь, отклонены ({hands}), сохранены за этим столом. Вызовите менеджера зала.</numerusform>
            <numerusform>Журнал отстаёт от центральной базы: %n раздач, сыгранных здесь, отклонено ({hands}), сохранены за этим столом. Вызовите менеджера зала.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>REFUSED: %n hand(s) dealt at the table ({hands}, rake {rake}), not in the room&apos;s record</source>
        <translation>
            <numerusform>ОТКЛОНЕНО: %n раздача за столом ({hands}, рейк {rake}), нет в журнале центра</numerusform>
            <numerusform>ОТКЛОНЕНО: %n раздачи за столом ({hands}, рейк {rake}), нет в журнале центра</numerusform>
            <numerusform>ОТКЛОНЕНО: %n раздач за столом ({hands}, рейк {rake}), нет в журнале центра</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CentralReport</name>
    <message numerus="yes">
        <source>the day {day} is not closed: %n alarm(s) open; a supervisor acknowledges each (dealer-app central alarm ack), then print the register again</source>
        <translation>
            <numerusform>день {day} не закрыт: %n открытая тревога; супервайзер подтверждает каждую (dealer-app central alarm ack), затем напечатайте журнал снова</numerusform>
            <numerusform>день {day} не закрыт: %n открытые тревоги; супервайзер подтверждает каждую (dealer-app central alarm ack), затем напечатайте журнал снова</numerusform>
            <numerusform>день {day} не закрыт: %n открытых тревог; супервайзер подтверждает каждую (dealer-app central alarm ack), затем напечатайте журнал снова</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the day {day} is not closed for %n table store(s): sign a checkpoint after the day&apos;s end (dealer-app central checkpoint), then print the register again</source>
        <translation>
            <numerusform>день {day} не закрыт для %n журнала стола: подпишите контрольную точку после конца дня (dealer-app central checkpoint), затем напечатайте журнал снова</numerusform>
            <numerusform>день {day} не закрыт для %n журналов стола: подпишите контрольную точку после конца дня (dealer-app central checkpoint), затем напечатайте журнал снова</numerusform>
            <numerusform>день {day} не закрыт для %n журналов стола: подпишите контрольную точку после конца дня (dealer-app central checkpoint), затем напечатайте журнал снова</numerusform>
        </translation>
    </message>
    <message>
        <source>{why}; the register is not printed</source>
        <translation>{why}; журнал не напечатан</translation>
    </message>
    <message>
        <source>cannot write {file}: {why}</source>
        <translation>не удаётся записать {file}: {why}</translation>
    </message>
    <message>
        <source>the central database said: {why}</source>
        <translation>центральная база ответила: {why}</translation>
    </message>
    <message>
        <source>this program cannot draw a PDF here (no Qt): use --csv</source>
        <translation>здесь программа не может нарисовать PDF (нет Qt): используйте --csv</translation>
    </message>
    <message>
        <source>cannot reach the central database: {why}</source>
        <translation>нет связи с центральной базой: {why}</translation>
    </message>
    <message>
        <source>error: {why}</source>
        <translation>ошибка: {why}</translation>
    </message>
    <message>
        <source>the floor&apos;s public key cannot be read</source>
        <translation>открытый ключ флора не читается</translation>
    </message>
    <message>
        <source>a checkpoint was signed by another key than the floor&apos;s</source>
        <translation>контрольная точка подписана не ключом флора</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s signature is not the floor key&apos;s</source>
        <translation>подпись контрольной точки не соответствует ключу флора</translation>
    </message>
    <message>
        <source>table {table}: the checkpoint signed hash {signed} at event {seq}, the central record holds {held}</source>
        <translation>стол {table}: контрольная точка подписала хеш {signed} у события {seq}, в центральной базе {held}</translation>
    </message>
    <message>
        <source>a report is by {choices}, not {by}</source>
        <translation>отчёт строится по {choices}, не по {by}</translation>
    </message>
    <message>
        <source>a shift is NAME=HH:MM (e.g. morning=06:00), not &quot;{part}&quot;</source>
        <translation>смена записывается как ИМЯ=ЧЧ:ММ (например, утро=06:00), а не «{part}»</translation>
    </message>
    <message>
        <source>give at least one shift, e.g. morning=06:00,afternoon=14:00,night=22:00</source>
        <translation>укажите хотя бы одну смену, например утро=06:00,день=14:00,ночь=22:00</translation>
    </message>
    <message>
        <source>two shifts have the same name</source>
        <translation>у двух смен одинаковое имя</translation>
    </message>
    <message>
        <source>table</source>
        <translation>стол</translation>
    </message>
    <message>
        <source>shift</source>
        <translation>смена</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <source>day</source>
        <translation>день</translation>
    </message>
    <message>
        <source>table session</source>
        <translation>сессия стола</translation>
    </message>
    <message>
        <source>all tables</source>
        <translation>все столы</translation>
    </message>
    <message>
        <source>hands dealt</source>
        <translation>сдано раздач</translation>
    </message>
    <message>
        <source>misdeals</source>
        <translation>пересдачи</translation>
    </message>
    <message>
        <source>void</source>
        <translation>аннулировано</translation>
    </message>
    <message>
        <source>rake</source>
        <translation>рейк</translation>
    </message>
    <message>
        <source>pots</source>
        <translation>банки</translation>
    </message>
    <message>
        <source>time collected</source>
        <translation>плата за время</translation>
    </message>
    <message>
        <source>hours dealt</source>
        <translation>часов игры</translation>
    </message>
    <message>
        <source>hands per hour</source>
        <translation>раздач в час</translation>
    </message>
    <message>
        <source>total</source>
        <translation>итого</translation>
    </message>
    <message>
        <source>session</source>
        <translation>сессия</translation>
    </message>
    <message>
        <source>from</source>
        <translation>с</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>closed by checkpoint</source>
        <translation>закрыто контрольной точкой</translation>
    </message>
    <message>
        <source>Rake and time collected by {by}, day of {day}</source>
        <translation>Рейк и плата за время: {by}, день {day}</translation>
    </message>
    <message>
        <source>Rake and time collected by {by}, days {first} to {last}</source>
        <translation>Рейк и плата за время: {by}, дни с {first} по {last}</translation>
    </message>
    <message>
        <source>Daily register of the games, day of {day}</source>
        <translation>Дневной реестр игр, день {day}</translation>
    </message>
    <message>
        <source>Table {table} (store {store}): closed by the checkpoint of event {seq}, key {key}, head {head}, signature {signature}</source>
        <translation>Стол {table} (хранилище {store}): закрыт контрольной точкой события {seq}, ключ {key}, голова {head}, подпись {signature}</translation>
    </message>
    <message>
        <source>Table {table} (store {store}): NOT CLOSED, no checkpoint signed after the day&apos;s end covers its last event</source>
        <translation>Стол {table} (хранилище {store}): НЕ ЗАКРЫТ, ни одна контрольная точка, подписанная после конца дня, не покрывает его последнее событие</translation>
    </message>
    <message>
        <source>ALARM — table {table} (store {store}): checkpoint no. {number} of event {seq}, recorded by {by}, does not verify and was not used (signature {signature}): {why}</source>
        <translation>ТРЕВОГА — стол {table} (хранилище {store}): контрольная точка № {number} события {seq}, записанная {by}, не проходит проверку и не использована (подпись {signature}): {why}</translation>
    </message>
    <message>
        <source>Every signature checked with the floor&apos;s public key {key}</source>
        <translation>Все подписи проверены открытым ключом зала {key}</translation>
    </message>
    <message>
        <source>Totals of the day</source>
        <translation>Итоги дня</translation>
    </message>
    <message>
        <source>table {table} (store {store}), session {session}</source>
        <translation>стол {table} (журнал {store}), сессия {session}</translation>
    </message>
    <message>
        <source>table {table} (store {store})</source>
        <translation>стол {table} (журнал {store})</translation>
    </message>
    <message>
        <source> at event {seq}</source>
        <translation> у события {seq}</translation>
    </message>
    <message numerus="yes">
        <source>Alarm {id}, {where}: {kind}{at}, {first} to {last}, %n time(s): {state}</source>
        <translation>
            <numerusform>Тревога {id}, {where}: {kind}{at}, с {first} по {last}, %n раз: {state}</numerusform>
            <numerusform>Тревога {id}, {where}: {kind}{at}, с {first} по {last}, %n раза: {state}</numerusform>
            <numerusform>Тревога {id}, {where}: {kind}{at}, с {first} по {last}, %n раз: {state}</numerusform>
        </translation>
    </message>
    <message>
        <source>No alarm on the day&apos;s tables</source>
        <translation>Ни одной тревоги на столах за день</translation>
    </message>
    <message numerus="yes">
        <source>Table {table} (store {store}): NOT CLOSED, %n alarm(s) open: a supervisor acknowledges each with a reason</source>
        <translation>
            <numerusform>Стол {table} (журнал {store}): НЕ ЗАКРЫТ, %n открытая тревога: супервайзер подтверждает каждую с причиной</numerusform>
            <numerusform>Стол {table} (журнал {store}): НЕ ЗАКРЫТ, %n открытые тревоги: супервайзер подтверждает каждую с причиной</numerusform>
            <numerusform>Стол {table} (журнал {store}): НЕ ЗАКРЫТ, %n открытых тревог: супервайзер подтверждает каждую с причиной</numerusform>
        </translation>
    </message>
    <message>
        <source> (hands {first} to {last})</source>
        <translation> (раздачи с {first} по {last})</translation>
    </message>
    <message numerus="yes">
        <source>Table {table} (store {store}): refused by the central record and in no total above: %n hand(s){span}, rake {rake}, pots {pots}; kept for the floor</source>
        <translation>
            <numerusform>Стол {table} (журнал {store}): отклонено центральной базой и не входит в итоги выше: %n раздача{span}, комиссия {rake}, банки {pots}; сохранено для флора</numerusform>
            <numerusform>Стол {table} (журнал {store}): отклонено центральной базой и не входит в итоги выше: %n раздачи{span}, комиссия {rake}, банки {pots}; сохранено для флора</numerusform>
            <numerusform>Стол {table} (журнал {store}): отклонено центральной базой и не входит в итоги выше: %n раздач{span}, комиссия {rake}, банки {pots}; сохранено для флора</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Signatures checked with the floor&apos;s public key {key}, but %n alarm(s) open: the day is not closed</source>
        <translation>
            <numerusform>Подписи проверены открытым ключом флора {key}, но %n тревога открыта: день не закрыт</numerusform>
            <numerusform>Подписи проверены открытым ключом флора {key}, но %n тревоги открыты: день не закрыт</numerusform>
            <numerusform>Подписи проверены открытым ключом флора {key}, но %n тревог открыто: день не закрыт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(!) {row}: the table&apos;s clock jumped %n time(s) within these hands (set back or ahead): its hours dealt and hands per hour are not to be trusted</source>
        <translation>
            <numerusform>(!) {row}: часы стола %n раз прыгнули во время этих раздач (назад или вперёд): часы игры и раздачи в час недостоверны</numerusform>
            <numerusform>(!) {row}: часы стола %n раза прыгнули во время этих раздач (назад или вперёд): часы игры и раздачи в час недостоверны</numerusform>
            <numerusform>(!) {row}: часы стола %n раз прыгнули во время этих раздач (назад или вперёд): часы игры и раздачи в час недостоверны</numerusform>
        </translation>
    </message>
    <message>
        <source>Club day from {start} to {end} ({zone}): a hand belongs to the day in which it was dealt</source>
        <translation>Игровой день с {start} до {end} ({zone}): раздача относится к дню, в который она была сдана</translation>
    </message>
    <message>
        <source>ALARM — table {table} (store {store}, session {session}): the {figure} of the central base&apos;s derived rows is {derived}, the signed events give {signed}: the derived rows were changed</source>
        <translation>ТРЕВОГА — стол {table} (хранилище {store}, сессия {session}): «{figure}» в производных строках центральной базы — {derived}, подписанные события дают {signed}: производные строки изменены</translation>
    </message>
    <message>
        <source>ALARM — table {table} (store {store}): event {seq}&apos;s body does not give the hash the central base holds for it ({held}; its body gives {computed}): the event was changed after it was received</source>
        <translation>ТРЕВОГА — стол {table} (хранилище {store}): тело события {seq} не даёт хеш, который хранит для него центральная база ({held}; его тело даёт {computed}): событие изменено после получения</translation>
    </message>
    <message>
        <source>The figures printed above are those of the signed events, not of the derived rows</source>
        <translation>Цифры выше — цифры подписанных событий, а не производных строк</translation>
    </message>
    <message numerus="yes">
        <source>Table {table} (store {store}): NOT CLOSED, %n figure(s) or event(s) of the central base do not match the signed events</source>
        <translation>
            <numerusform>Стол {table} (журнал {store}): НЕ ЗАКРЫТ, %n цифра или событие центральной базы не совпадает с подписанными событиями</numerusform>
            <numerusform>Стол {table} (журнал {store}): НЕ ЗАКРЫТ, %n цифры или события центральной базы не совпадают с подписанными событиями</numerusform>
            <numerusform>Стол {table} (журнал {store}): НЕ ЗАКРЫТ, %n цифр или событий центральной базы не совпадают с подписанными событиями</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Signatures checked with the floor&apos;s public key {key}, but %n figure(s) or event(s) do not match the signed events: the day is NOT verified</source>
        <translation>
            <numerusform>Подписи проверены открытым ключом зала {key}, но %n цифра или событие не совпадает с подписанными событиями: день НЕ проверен</numerusform>
            <numerusform>Подписи проверены открытым ключом зала {key}, но %n цифры или события не совпадают с подписанными событиями: день НЕ проверен</numerusform>
            <numerusform>Подписи проверены открытым ключом зала {key}, но %n цифр или событий не совпадают с подписанными событиями: день НЕ проверен</numerusform>
        </translation>
    </message>
    <message>
        <source>the supervisors&apos; log</source>
        <translation>журнал супервайзеров</translation>
    </message>
    <message>
        <source>the floor&apos;s acts</source>
        <translation>журнал действий зала</translation>
    </message>
    <message>
        <source>ALARM — {log} was changed after it was signed: row {row}</source>
        <translation>ТРЕВОГА — {log}: изменён после подписи: строка {row}</translation>
    </message>
    <message>
        <source>ALARM — {log} was changed: its chain breaks at row {row} (a row before it was deleted, or this one changed)</source>
        <translation>ТРЕВОГА — {log}: изменён: цепочка рвётся на строке {row} (строка перед ней удалена или эта изменена)</translation>
    </message>
</context>
<context>
    <name>CentralReports</name>
    <message>
        <source>By table</source>
        <translation>По столам</translation>
    </message>
    <message>
        <source>By shift</source>
        <translation>По сменам</translation>
    </message>
    <message>
        <source>By dealer</source>
        <translation>По дилерам</translation>
    </message>
    <message>
        <source>The whole day</source>
        <translation>Весь день</translation>
    </message>
    <message>
        <source>By table session</source>
        <translation>По сессиям столов</translation>
    </message>
    <message>
        <source>Daily register</source>
        <translation>Дневной реестр</translation>
    </message>
    <message>
        <source>Jackpot register</source>
        <translation>Реестр джекпотов</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Сессия</translation>
    </message>
    <message>
        <source>Hands dealt</source>
        <translation>Сдано раздач</translation>
    </message>
    <message>
        <source>Misdeals</source>
        <translation>Пересдачи</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Рейк</translation>
    </message>
    <message>
        <source>Time collected</source>
        <translation>Плата за время</translation>
    </message>
    <message>
        <source>Hands per hour</source>
        <translation>Раздач в час</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Paid at</source>
        <translation>Выплачено</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>Main winner</source>
        <translation>Главный победитель</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Not shown: {why}</source>
        <translation>Не показано: {why}</translation>
    </message>
    <message>
        <source>jackpots-{day}</source>
        <comment>a file name</comment>
        <translation>джекпоты-{day}</translation>
    </message>
    <message>
        <source>register-{day}</source>
        <comment>a file name</comment>
        <translation>реестр-{day}</translation>
    </message>
    <message>
        <source>report-{kind}-{day}</source>
        <comment>a file name</comment>
        <translation>отчёт-{kind}-{day}</translation>
    </message>
    <message>
        <source>Not written: {why}</source>
        <translation>Не записано: {why}</translation>
    </message>
    <message>
        <source>Written to {path}</source>
        <translation>Записано в {path}</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>main winner</source>
        <translation>главный победитель</translation>
    </message>
    <message>
        <source>Register of the bad beat jackpots, day of {day}</source>
        <translation>Реестр джекпотов за бэд-бит, день {day}</translation>
    </message>
    <message>
        <source>No jackpot paid this day.</source>
        <translation>В этот день джекпот не выплачивался.</translation>
    </message>
    <message>
        <source>all tables</source>
        <translation>все столы</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Daily register of the games, day of {day}</source>
        <translation>Дневной реестр игр, день {day}</translation>
    </message>
    <message>
        <source>Table {table}: NOT CLOSED (no checkpoint signed after the day&apos;s end)</source>
        <translation>Стол {table}: НЕ ЗАКРЫТ (нет контрольной точки, подписанной после конца дня)</translation>
    </message>
    <message>
        <source>Table {table}: closed by the checkpoint of event {seq}, key {key}, signature {signature}</source>
        <translation>Стол {table}: закрыт контрольной точкой события {seq}, ключ {key}, подпись {signature}</translation>
    </message>
    <message>
        <source>NOT CLOSED: {count} alarm(s) open</source>
        <translation>НЕ ЗАКРЫТ: открытых тревог — {count}</translation>
    </message>
    <message>
        <source>Every signature checked with the floor&apos;s key {key}</source>
        <translation>Все подписи проверены ключом зала {key}</translation>
    </message>
    <message>
        <source>Signatures NOT checked: no public key given</source>
        <translation>Подписи НЕ проверены: открытый ключ не указан</translation>
    </message>
    <message>
        <source>Signatures checked with the floor&apos;s key {key}</source>
        <translation>Подписи проверены ключом флора {key}</translation>
    </message>
    <message>
        <source>Rake and time collected, day of {day}</source>
        <translation>Рейк и плата за время, день {day}</translation>
    </message>
    <message>
        <source>Club day from {start} to {end} ({zone}): a hand belongs to the day in which it was dealt</source>
        <translation>Игровой день с {start} до {end} ({zone}): раздача относится к дню, в который она была сдана</translation>
    </message>
</context>
<context>
    <name>Chips</name>
    <message>
        <source>No player is to act now: chips are entered for the player to act.</source>
        <translation>Сейчас никто не ходит: фишки вводятся для ходящего игрока.</translation>
    </message>
    <message>
        <source>{who}: {amount} = {chips}</source>
        <translation>{who}: {amount} = {chips}</translation>
    </message>
    <message>
        <source>{count} × {value}</source>
        <translation>{count} × {value}</translation>
    </message>
    <message>
        <source>{what} = {chips}</source>
        <translation>{what} = {chips}</translation>
    </message>
    <message>
        <source>{put} in chips, the call exactly: call</source>
        <translation>{put} фишками, ровно колл: колл</translation>
    </message>
    <message>
        <source>a single chip of {chip} facing {call}: call</source>
        <translation>одна фишка {chip} против {call}: колл</translation>
    </message>
    <message>
        <source>{put} in chips facing {call}, every chip needed for the call: call</source>
        <translation>{put} фишками против {call}, все нужны для колла: колл</translation>
    </message>
    <message>
        <source>{beyond} beyond the call of {call} is less than half the last raise of {full}: call</source>
        <translation>{beyond} сверх колла {call} — меньше половины последнего рейза {full}: колл</translation>
    </message>
    <message>
        <source>{beyond} beyond the call of {call} is at least half the last raise of {full}: a full raise, {action}</source>
        <translation>{beyond} сверх колла {call} — не меньше половины последнего рейза {full}: полный рейз, {action}</translation>
    </message>
    <message>
        <source>{put} in chips facing {call}: {action}</source>
        <translation>{put} фишками против {call}: {action}</translation>
    </message>
    <message>
        <source>a single chip of {chip}, no bet to face: {action}</source>
        <translation>одна фишка {chip}, ставки нет: {action}</translation>
    </message>
    <message>
        <source>{put} in chips, no bet to face: {action}</source>
        <translation>{put} фишками, ставки нет: {action}</translation>
    </message>
    <message>
        <source>{put} in chips is below the minimum: {action}</source>
        <translation>{put} фишками меньше минимума: {action}</translation>
    </message>
    <message>
        <source>{put} in chips is above the pot limit: {action} at most</source>
        <translation>{put} фишками больше лимита банка: не более {action}</translation>
    </message>
    <message>
        <source>{put} in chips, fixed limit: {action}</source>
        <translation>{put} фишками, фикс-лимит: {action}</translation>
    </message>
    <message>
        <source>{put} in chips, raising is closed: call</source>
        <translation>{put} фишками, рейз закрыт: колл</translation>
    </message>
    <message>
        <source>{put} in chips, no bet can be made: check</source>
        <translation>{put} фишками, ставка невозможна: чек</translation>
    </message>
    <message>
        <source>{put} in chips, the whole stack: all-in</source>
        <translation>{put} фишками, весь стек: олл-ин</translation>
    </message>
    <message>
        <source>{action} declared, {put} in chips</source>
        <translation>объявлено: {action}, {put} фишками</translation>
    </message>
    <message>
        <source>{amount} goes back</source>
        <translation>{amount} возвращается</translation>
    </message>
    <message>
        <source>{amount} to add</source>
        <translation>добавить {amount}</translation>
    </message>
    <message>
        <source>{put} in chips is short of the call of {call}: {short} more to call</source>
        <translation>{put} фишками меньше колла {call}: ещё {short}</translation>
    </message>
    <message>
        <source>{put} in chips is more than the {stack} this player has</source>
        <translation>{put} фишками больше, чем {stack} у игрока</translation>
    </message>
    <message>
        <source>{chip} is not a chip of this table: {chips}</source>
        <translation>{chip} — не фишка этого стола: {chips}</translation>
    </message>
    <message>
        <source>type the chips as 500, or 3x100+1x25</source>
        <translation>введите фишки так: 500 или 3x100+1x25</translation>
    </message>
    <message>
        <source>a single chip of {chip} with {declared}: {action}, the most allowed</source>
        <translation>одна фишка {chip}, {declared}: {action}, максимум по правилам</translation>
    </message>
    <message>
        <source>a single chip of {chip} with {declared}: {action}, the whole chip</source>
        <translation>одна фишка {chip}, {declared}: {action}, вся фишка</translation>
    </message>
    <message>
        <source>{put} in chips with {declared}, above the pot limit: {action} at most</source>
        <translation>{put} фишками, {declared}, больше лимита банка: не более {action}</translation>
    </message>
    <message>
        <source>{put} in chips with {declared}, short of the minimum: {action}</source>
        <translation>{put} фишками, {declared}, меньше минимума: {action}</translation>
    </message>
    <message>
        <source>{put} in chips with {declared}, fixed limit: {action}</source>
        <translation>{put} фишками, {declared}, фикс-лимит: {action}</translation>
    </message>
    <message>
        <source>a bet declared</source>
        <translation>объявлен бет</translation>
    </message>
    <message>
        <source>a raise declared</source>
        <translation>объявлен рейз</translation>
    </message>
    <message>
        <source>the betting is capped</source>
        <translation>достигнут лимит рейзов</translation>
    </message>
    <message>
        <source>every other player is all-in</source>
        <translation>все остальные в олл-ине</translation>
    </message>
    <message>
        <source>the player can only call</source>
        <translation>игроку доступен только колл</translation>
    </message>
    <message>
        <source>no raise is open to this player ({why}): enter the chips as put in (Enter)</source>
        <translation>рейз этому игроку закрыт ({why}): введите фишки как поставлено (Enter)</translation>
    </message>
    <message>
        <source>a short all-in did not reopen the betting</source>
        <translation>неполный олл-ин не открыл торговлю заново</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <source>Confirm</source>
        <translation>Подтверждение</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>the key that answers yes</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>N</source>
        <comment>the key that answers no</comment>
        <translation>Н</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>The supervisor file {path} cannot be read: the console does not start on it. It was left as it is; the club repairs it or sets it up again (dealer-app supervisor init).</source>
        <translation>Файл супервайзеров {path} не читается: консоль с ним не запускается. Файл оставлен как есть; клуб исправляет его или создаёт заново (dealer-app supervisor init).</translation>
    </message>
    <message>
        <source>The supervisor file {path} is not the one this table&apos;s hand store knows: the console does not start with it. Start without --roster, or the club binds it with &apos;dealer-app supervisor accept&apos;.</source>
        <translation>Файл супервайзеров {path} — не тот, который знает журнал раздач этого стола: консоль с ним не запускается. Запустите без --roster, или клуб привяжет его командой «dealer-app supervisor accept».</translation>
    </message>
    <message>
        <source>The hand store {path} is in use by another program (a backup, a copy, a database browser…). It is not damaged: the console waits for it to be free and starts then.</source>
        <translation>Журнал раздач {path} занят другой программой (резервное копирование, копия, просмотрщик баз данных…). Он не повреждён: консоль ждёт, пока он освободится, и тогда запустится.</translation>
    </message>
    <message>
        <source>The hand store {path} cannot be opened for writing ({why}): the console does not start. Nothing was changed.</source>
        <translation>Журнал раздач {path} нельзя открыть для записи ({why}): консоль не запускается. Ничего не изменено.</translation>
    </message>
    <message>
        <source>The hand store {path} is in use by another console or program: the console does not start on it. Close the other one first.</source>
        <translation>Журнал раздач {path} занят другой консолью или программой: консоль с ним не запускается. Сначала закройте другую.</translation>
    </message>
    <message>
        <source>The hand store {path} could not be brought to this version of the console ({why}): it is left as it was, and the console does not start.</source>
        <translation>Журнал раздач {path} не удалось перевести на версию этой консоли ({why}): он оставлен как был, консоль не запускается.</translation>
    </message>
    <message>
        <source>The keeper of the keys already keeps the record of table {table} (store {kept}): it takes this new hand store ({store}) only once the club authorises it, on the keeper&apos;s admin socket: dealer-app keeper authorise --table {table} --store {store} --reason &quot;...&quot;. The console does not start; nothing was recorded at the table.</source>
        <translation>Хранитель ключей уже ведёт запись стола {table} (хранилище {kept}): новое хранилище раздач ({store}) он примет только после разрешения клуба через административный сокет хранителя: dealer-app keeper authorise --table {table} --store {store} --reason &quot;...&quot;. Консоль не запускается; за столом ничего не записано.</translation>
    </message>
    <message>
        <source>The hand store {path} was written by a newer version of the console: it is left as it is, and this one does not start on it.</source>
        <translation>Журнал раздач {path} записан более новой версией консоли: он оставлен как есть, эта версия с ним не запускается.</translation>
    </message>
    <message>
        <source>The hand store cannot be opened: {why}</source>
        <translation>Журнал раздач нельзя открыть: {why}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>No card is expected now.</source>
        <translation>Карта сейчас не ожидается.</translation>
    </message>
    <message>
        <source>Dealt {card} (entered by hand).</source>
        <translation>Сдано: {card} (введено вручную).</translation>
    </message>
    <message>
        <source>Dealt {card}.</source>
        <translation>Сдано: {card}.</translation>
    </message>
    <message>
        <source>cards: practice deck (shoe simulator not connected)</source>
        <translation>карты: учебная колода, без шуза</translation>
    </message>
    <message>
        <source>cannot raise: not enough chips — call all-in or fold</source>
        <translation>рейз невозможен: мало фишек — колл олл-ин или пас</translation>
    </message>
    <message>
        <source>raising is closed: the all-in since this player acted was less than a full raise</source>
        <translation>рейз закрыт: олл-ин после хода игрока меньше полного рейза</translation>
    </message>
    <message>
        <source>raising is closed: every other player is all-in</source>
        <translation>рейз закрыт: все остальные в олл-ине</translation>
    </message>
    <message>
        <source>raising is closed: the cap is reached</source>
        <translation>рейз закрыт: достигнут лимит рейзов</translation>
    </message>
    <message>
        <source>No player is to act now.</source>
        <translation>Сейчас никто не ходит.</translation>
    </message>
    <message>
        <source>Nothing to undo in this hand.</source>
        <translation>В этой раздаче нечего отменять.</translation>
    </message>
    <message>
        <source>The hand is not over yet: finish it (or undo) before a new hand.</source>
        <translation>Раздача не окончена: завершите её (или отмените) перед новой.</translation>
    </message>
    <message>
        <source>Hand {hand}: button on seat {seat}.</source>
        <translation>Раздача {hand}: баттон на месте {seat}.</translation>
    </message>
    <message>
        <source>No card is expected now: {who} is to act.</source>
        <translation>Карта сейчас не ожидается: ходит {who}.</translation>
    </message>
    <message>
        <source>The board is complete: show the hands.</source>
        <translation>Борд полон: вскрывайте руки.</translation>
    </message>
    <message>
        <source>The hand is over: start a new hand.</source>
        <translation>Раздача окончена: начните новую.</translation>
    </message>
    <message>
        <source>No session is open: set up the session first.</source>
        <translation>Сессия не открыта: сначала настройте сессию.</translation>
    </message>
    <message>
        <source>No hand is being dealt: start the next hand.</source>
        <translation>Раздача не идёт: начните следующую раздачу.</translation>
    </message>
    <message numerus="yes">
        <source>Dealt %n card(s).</source>
        <translation>
            <numerusform>Сдана %n карта.</numerusform>
            <numerusform>Сдано %n карты.</numerusform>
            <numerusform>Сдано %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>No player is to act now: {prompt}.</source>
        <translation>Сейчас никто не ходит: {prompt}.</translation>
    </message>
    <message>
        <source>Enter the amount to bet to.</source>
        <translation>Введите сумму бета.</translation>
    </message>
    <message>
        <source>Enter the amount to raise to.</source>
        <translation>Введите сумму рейза.</translation>
    </message>
    <message>
        <source>Unknown action {kind}.</source>
        <translation>Неизвестное действие: {kind}.</translation>
    </message>
    <message>
        <source>Not allowed: {why}.</source>
        <translation>Нельзя: {why}.</translation>
    </message>
    <message>
        <source>No showdown now: {prompt}.</source>
        <translation>Вскрытия сейчас нет: {prompt}.</translation>
    </message>
    <message>
        <source>{who} cannot show: {why}.</source>
        <translation>{who} не может вскрыться: {why}.</translation>
    </message>
    <message>
        <source>Undone: {what}.</source>
        <translation>Отменено: {what}.</translation>
    </message>
    <message>
        <source>the last card dealt ({card})</source>
        <translation>последняя сданная карта ({card})</translation>
    </message>
    <message>
        <source>no session: open one in Session setup (F2)</source>
        <translation>нет сессии: откройте её в настройке сессии (F2)</translation>
    </message>
    <message>
        <source>seat the players: Seating (F3)</source>
        <translation>рассадите игроков: Рассадка (F3)</translation>
    </message>
    <message>
        <source>next hand (N)</source>
        <translation>следующая раздача (N)</translation>
    </message>
    <message>
        <source>card alert: choose below</source>
        <translation>тревога по карте: выберите ниже</translation>
    </message>
    <message>
        <source>deal {card}</source>
        <translation>сдать: {card}</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>сдать</translation>
    </message>
    <message>
        <source>{who} to act</source>
        <translation>ходит {who}</translation>
    </message>
    <message>
        <source>showdown: show the hands</source>
        <translation>вскрытие: покажите руки</translation>
    </message>
    <message>
        <source>hand over: start a new hand</source>
        <translation>раздача окончена: начните новую</translation>
    </message>
    <message>
        <source>main pot</source>
        <translation>основной банк</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation>побочный банк № {number}</translation>
    </message>
    <message>
        <source>No session</source>
        <translation>Нет сессии</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Банк {amount}</translation>
    </message>
    <message>
        <source>Main pot {amount}</source>
        <translation>Основной банк {amount}</translation>
    </message>
    <message>
        <source>Side pot {number} {amount}</source>
        <translation>Побочный банк № {number}: {amount}</translation>
    </message>
    <message>
        <source>{pot} (rake {rake})</source>
        <translation>{pot} (рейк {rake})</translation>
    </message>
    <message>
        <source>{who} {amount}</source>
        <translation>{who} {amount}</translation>
    </message>
    <message>
        <source>The pots are not pushed yet: check them and push them (P), or undo the show.</source>
        <translation>Банки ещё не выданы: проверьте и выдайте их (P) или отмените вскрытие.</translation>
    </message>
    <message>
        <source>Hands shown: check the pots, then push them (P).</source>
        <translation>Руки вскрыты: проверьте банки, затем выдайте их (P).</translation>
    </message>
    <message>
        <source>No pots to push now: {prompt}.</source>
        <translation>Сейчас нечего выдавать: {prompt}.</translation>
    </message>
    <message>
        <source>Pots pushed: {winners}.</source>
        <translation>Банки выданы: {winners}.</translation>
    </message>
    <message>
        <source>Hand {hand} is over and recorded: a supervisor corrects it in Corrections (F7).</source>
        <translation>Раздача {hand} окончена и записана: исправляет супервайзер в «Исправлениях» (F7).</translation>
    </message>
    <message>
        <source>The last thing done was not a bet or a raise: no amount to change.</source>
        <translation>Последнее действие — не бет и не рейз: сумму менять нечего.</translation>
    </message>
    <message>
        <source>Amount changed: {before} is now {after}.</source>
        <translation>Сумма исправлена: было {before}, стало {after}.</translation>
    </message>
    <message>
        <source>pots to push: check, then Push (P)</source>
        <translation>выдача банков: проверьте, затем «Выдать банки» (P)</translation>
    </message>
    <message>
        <source>{pot}: {winners}</source>
        <translation>{pot}: {winners}</translation>
    </message>
    <message>
        <source>{result} — {hand}</source>
        <translation>{result} — {hand}</translation>
    </message>
    <message>
        <source>{result}; low {hand}</source>
        <translation>{result}; лоу {hand}</translation>
    </message>
    <message>
        <source>{amount} uncalled, returned to {who}</source>
        <translation>{amount} без колла, возвращено: {who}</translation>
    </message>
    <message>
        <source>{game} {structure} {small}/{big} · blinds {sb}/{bb}</source>
        <translation>{game} {structure} {small}/{big} · блайнды {sb}/{bb}</translation>
    </message>
    <message>
        <source>This player has no chips left.</source>
        <translation>У этого игрока не осталось фишек.</translation>
    </message>
    <message>
        <source>All-in ({all_in}) is above the pot limit: the most is {most}.</source>
        <translation>Олл-ин ({all_in}) больше банка: максимум {most}.</translation>
    </message>
    <message>
        <source>All-in is not possible now: {why}.</source>
        <translation>Олл-ин сейчас невозможен: {why}.</translation>
    </message>
    <message>
        <source>raising is closed</source>
        <translation>рейз закрыт</translation>
    </message>
    <message>
        <source>{who} folds</source>
        <translation>{who}: пас</translation>
    </message>
    <message>
        <source>{who} checks</source>
        <translation>{who}: чек</translation>
    </message>
    <message>
        <source>{who} calls {amount}</source>
        <translation>{who}: колл {amount}</translation>
    </message>
    <message>
        <source>{who} bets to {total}</source>
        <translation>{who}: бет {total}</translation>
    </message>
    <message>
        <source>{who} raises to {total}</source>
        <translation>{who}: рейз до {total}</translation>
    </message>
    <message>
        <source>{who}: {action}</source>
        <translation>{who}: {action}</translation>
    </message>
    <message>
        <source>{action} (all-in).</source>
        <translation>{action} (олл-ин).</translation>
    </message>
    <message>
        <source>{action}.</source>
        <translation>{action}.</translation>
    </message>
    <message>
        <source>the last card dealt</source>
        <translation>последняя сданная карта</translation>
    </message>
    <message>
        <source>the action {action}</source>
        <translation>действие {action}</translation>
    </message>
    <message>
        <source>a show</source>
        <translation>вскрытие</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>check</source>
        <translation>чек</translation>
    </message>
    <message>
        <source>call</source>
        <translation>колл</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>олл-ин</translation>
    </message>
    <message>
        <source>raise {total}</source>
        <translation>рейз до {total}</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>место {seat} ({name})</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Основной банк</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Побочный банк № {number}</translation>
    </message>
    <message>
        <source>no low hand: the high takes the whole pot</source>
        <translation>лоу нет: хай забирает весь банк</translation>
    </message>
    <message>
        <source>the same hands win high and low: the pot is split as one</source>
        <translation>одни и те же руки выигрывают и хай, и лоу: банк делится как единый</translation>
    </message>
    <message>
        <source>the odd chip goes to the high half</source>
        <translation>лишняя фишка идёт в половину хай</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Corrections · hand {hand}: choose the input to correct; a supervisor authorises it</source>
        <translation>Исправления · раздача {hand}: выберите запись для исправления; нужно разрешение супервайзера</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Исправления</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>исправлена</translation>
    </message>
    <message>
        <source>in</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>Award by hand: {middle} in the middle</source>
        <translation>Ручное распределение: в банке {middle}</translation>
    </message>
    <message>
        <source>Award by hand: only while the hand is played</source>
        <translation>Ручное распределение: только пока идёт раздача</translation>
    </message>
    <message>
        <source>Shares {shares} + rake {rake} = {total} of {middle}: {left}</source>
        <translation>Доли {shares} + рейк {rake} = {total} из {middle}: {left}</translation>
    </message>
    <message>
        <source>adds up</source>
        <translation>сходится</translation>
    </message>
    <message>
        <source>{left} still to share</source>
        <translation>осталось распределить {left}</translation>
    </message>
    <message>
        <source>{over} too much</source>
        <translation>перебор {over}</translation>
    </message>
    <message>
        <source>#{number} · {what}</source>
        <translation>№{number} · {what}</translation>
    </message>
    <message>
        <source>Choose an input in the list</source>
        <translation>Выберите запись в списке</translation>
    </message>
    <message>
        <source>Type the amount the bet or raise goes to.</source>
        <translation>Введите сумму бета или рейза.</translation>
    </message>
    <message>
        <source>Choose an input in the list first.</source>
        <translation>Сначала выберите запись в списке.</translation>
    </message>
    <message>
        <source>seat {seat} {amount}</source>
        <translation>место {seat} {amount}</translation>
    </message>
    <message>
        <source>Award hand {hand} by hand: {paid}; rake {rake}. A supervisor authorises it, with the reason.</source>
        <translation>Распределить банк раздачи {hand} вручную: {paid}; рейк {rake}. Нужно разрешение супервайзера и причина.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>What was recorded</source>
        <translation>Что записано</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Чек</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Колл</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <source>It should have been:</source>
        <translation>Должно быть:</translation>
    </message>
    <message>
        <source>Bet/raise to the amount</source>
        <translation>Бет/рейз до суммы</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <source>Seat {seat} · {name}</source>
        <translation>Место {seat} · {name}</translation>
    </message>
    <message>
        <source>put in {put_in}, {state}</source>
        <translation>вложено {put_in}, {state}</translation>
    </message>
    <message>
        <source>Correct #{number} ({what}) to: {new}. A supervisor authorises it, with the reason.</source>
        <translation>Исправить № {number} ({what}) на: {new}. Разрешает супервайзер, с указанием причины.</translation>
    </message>
    <message>
        <source>struck out (it did not happen)</source>
        <translation>вычеркнуть (этого не было)</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>карта {card}</translation>
    </message>
    <message>
        <source>bet/raise to {amount}</source>
        <translation>ставка/рейз до {amount}</translation>
    </message>
    <message>
        <source>card, e.g. {card}</source>
        <translation>карта, напр. {card}</translation>
    </message>
    <message>
        <source>Replace the card</source>
        <translation>Заменить карту</translation>
    </message>
    <message>
        <source>Strike it out (it did not happen)</source>
        <translation>Вычеркнуть (этого не было)</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Рейк</translation>
    </message>
    <message>
        <source>Award the pot by hand</source>
        <translation>Распределить банк вручную</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>Corrections</name>
    <message>
        <source>No session is open.</source>
        <translation>Сессия не открыта.</translation>
    </message>
    <message>
        <source>No hand to correct: a hand is corrected while it is played, or after it until the next hand or a change of seats or money.</source>
        <translation>Исправлять нечего: раздачу исправляют во время игры или после неё — до следующей раздачи или до изменений в рассадке или фишках.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>{place}: {card}</source>
        <translation>{place}: {card}</translation>
    </message>
    <message>
        <source>{action} (all-in)</source>
        <translation>{action} (олл-ин)</translation>
    </message>
    <message>
        <source>{who} shows</source>
        <translation>{who} показывает карты</translation>
    </message>
    <message>
        <source>{who} mucks</source>
        <translation>{who} сбрасывает карты</translation>
    </message>
    <message>
        <source>{who} leaves the table (folded)</source>
        <translation>{who} уходит из-за стола (пас)</translation>
    </message>
    <message>
        <source>That input no longer stands: choose one in the list.</source>
        <translation>Эта запись больше не действует: выберите другую в списке.</translation>
    </message>
    <message>
        <source>Only a card is replaced by a card.</source>
        <translation>Карту можно заменить только картой.</translation>
    </message>
    <message>
        <source>Only an action is replaced by an action.</source>
        <translation>Действие можно заменить только действием.</translation>
    </message>
    <message>
        <source>Choose fold, check, call, raise or all-in.</source>
        <translation>Выберите пас, чек, колл, рейз или олл-ин.</translation>
    </message>
    <message>
        <source>Type the amount the bet or raise goes to.</source>
        <translation>Введите сумму бета или рейза.</translation>
    </message>
    <message>
        <source>Say what the input should have been: an amount, an action, a card, or strike it out.</source>
        <translation>Укажите, какой должна быть запись: сумма, действие, карта — или вычеркните её.</translation>
    </message>
    <message>
        <source>The rules refuse it: {why}.</source>
        <translation>Правила не позволяют: {why}.</translation>
    </message>
    <message>
        <source>With this correction, #{number} ({what}) no longer stands: {why}. Correct or strike that one first.</source>
        <translation>С этим исправлением запись №{number} ({what}) теряет силу: {why}. Сначала исправьте или вычеркните её.</translation>
    </message>
    <message>
        <source>The shares {shares} and the rake {rake} make {total}: they must add up to the {pot} in the middle.</source>
        <translation>Доли {shares} и рейк {rake} дают {total}: в сумме должно быть {pot}, как в банке.</translation>
    </message>
    <message>
        <source>Give the reason for the correction.</source>
        <translation>Укажите причину исправления.</translation>
    </message>
    <message>
        <source>Struck out by {supervisor}: {what}.</source>
        <translation>Вычеркнуто ({supervisor}): {what}.</translation>
    </message>
    <message>
        <source>Corrected by {supervisor}: {before} is now {after}.</source>
        <translation>Исправлено ({supervisor}): было {before}, стало {after}.</translation>
    </message>
    <message>
        <source>Give the reason for awarding the pot by hand.</source>
        <translation>Укажите причину ручного распределения банка.</translation>
    </message>
    <message>
        <source>seat {seat} {amount}</source>
        <translation>место {seat} {amount}</translation>
    </message>
    <message>
        <source>Hand {hand} awarded by hand by {supervisor}: {shares}; rake {rake}.</source>
        <translation>Раздача {hand} распределена вручную ({supervisor}): {shares}; рейк {rake}.</translation>
    </message>
    <message>
        <source>Hand {hand} is over and its pots are paid: correct its inputs instead.</source>
        <translation>Раздача {hand} окончена, банки выплачены: исправляйте её записи.</translation>
    </message>
    <message>
        <source>Each share and the rake are whole numbers of chips.</source>
        <translation>Каждая доля и рейк — целое число фишек.</translation>
    </message>
</context>
<context>
    <name>DamagedStore</name>
    <message>
        <source>Set the damaged store aside and start a new one</source>
        <translation>Отложить повреждённое хранилище и начать новое</translation>
    </message>
    <message>
        <source>The hand store is damaged</source>
        <translation>Хранилище раздач повреждено</translation>
    </message>
    <message>
        <source>The hand store is damaged: the console does not start on it.</source>
        <translation>Хранилище раздач повреждено: консоль с ним не запускается.</translation>
    </message>
    <message>
        <source>File: {path}</source>
        <translation>Файл: {path}</translation>
    </message>
    <message>
        <source>The file is left exactly as it is. To go on, a supervisor sets it aside (kept unchanged under a new name, for the inspectors) and a new store starts; the decision is recorded with the supervisor&apos;s id. Otherwise stop the console and call the floor.</source>
        <translation>Файл остаётся в точности как есть. Чтобы продолжить, супервайзер откладывает его (он сохраняется без изменений под новым именем для проверяющих) и начинается новое хранилище; решение записывается с ID супервайзера. Иначе остановите консоль и позовите флора.</translation>
    </message>
    <message>
        <source>Stop the console</source>
        <translation>Остановить консоль</translation>
    </message>
    <message>
        <source>A supervisor decides…</source>
        <translation>Решает супервайзер…</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>{day}/{month}/{year}</source>
        <translation>{day}.{month}.{year}</translation>
    </message>
</context>
<context>
    <name>DeskBar</name>
    <message>
        <source>Misdeal in hand {hand}: why?</source>
        <translation>Мисдил в раздаче {hand}: причина?</translation>
    </message>
    <message>
        <source>Declare a misdeal in hand {hand} (reason: {reason})?</source>
        <translation>Объявить мисдил в раздаче № {hand} (причина: {reason})?</translation>
    </message>
    <message>
        <source>Every bet goes back and the hand is dealt again: same button, same blinds. This cannot be undone.</source>
        <translation>Все ставки возвращаются, раздача сдаётся заново: та же кнопка, те же блайнды. Отменить это будет нельзя.</translation>
    </message>
    <message>
        <source>Yes, misdeal</source>
        <translation>Да, мисдил</translation>
    </message>
    <message>
        <source>No, go on with the hand</source>
        <translation>Нет, продолжить раздачу</translation>
    </message>
    <message>
        <source>Misdeal after substantial action ({reason}): a supervisor authorises it.</source>
        <translation>Мисдил после значимых действий ({reason}): нужно разрешение супервайзера.</translation>
    </message>
    <message>
        <source>Void hand {hand}: every chip goes back. Why?</source>
        <translation>Аннулировать раздачу {hand}: все фишки возвращаются. Причина?</translation>
    </message>
    <message>
        <source>Void hand {hand} (reason: {reason})?</source>
        <translation>Аннулировать раздачу № {hand} (причина: {reason})?</translation>
    </message>
    <message>
        <source>Every chip bet in it goes back to its player; the next hand has the same button and blinds. A supervisor authorises it. This cannot be undone.</source>
        <translation>Все фишки возвращаются игрокам; следующая раздача с той же кнопкой и теми же блайндами. Разрешает супервайзер. Отменить это будет нельзя.</translation>
    </message>
    <message>
        <source>Yes, void the hand</source>
        <translation>Да, аннулировать</translation>
    </message>
    <message>
        <source>Void hand {hand} ({reason}): a supervisor authorises it.</source>
        <translation>Аннулирование раздачи {hand} ({reason}): нужно разрешение супервайзера.</translation>
    </message>
    <message>
        <source>after substantial action a supervisor authorises it</source>
        <translation>после значимых действий нужно разрешение супервайзера</translation>
    </message>
    <message>
        <source>key: F8</source>
        <translation>клавиша: F8</translation>
    </message>
    <message>
        <source>Session setup</source>
        <translation>Сессия</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Отчёт</translation>
    </message>
    <message>
        <source>Corrections…</source>
        <translation>Исправления…</translation>
    </message>
    <message>
        <source>Misdeal…</source>
        <translation>Мисдил…</translation>
    </message>
    <message>
        <source>Void hand…</source>
        <translation>Аннулировать…</translation>
    </message>
</context>
<context>
    <name>FirstStart</name>
    <message>
        <source>Dealer console: first start</source>
        <translation>Консоль дилера: первый запуск</translation>
    </message>
    <message>
        <source>First start of the console on this machine</source>
        <translation>Первый запуск консоли на этом компьютере</translation>
    </message>
    <message>
        <source>Which table is this, and who deals? Asked once: the console keeps the answers on this machine (the table&apos;s name is in every record).</source>
        <translation>Какой это стол и кто сдаёт? Спрашивается один раз: консоль запомнит ответы на этом компьютере (название стола есть в каждой записи).</translation>
    </message>
    <message>
        <source>e.g. Table 3</source>
        <translation>напр. Стол 3</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Название стола</translation>
    </message>
    <message>
        <source>Dealer&apos;s name</source>
        <translation>Имя дилера</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Start the console</source>
        <translation>Запустить консоль</translation>
    </message>
    <message>
        <source>Type the table&apos;s name (as the floor calls it).</source>
        <translation>Введите название стола (как его называет флор).</translation>
    </message>
    <message>
        <source>Type the dealer&apos;s name.</source>
        <translation>Введите имя дилера.</translation>
    </message>
</context>
<context>
    <name>Floor</name>
    <message>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>завершена</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>мисдил</translation>
    </message>
    <message>
        <source>void</source>
        <translation>аннулирована</translation>
    </message>
    <message>
        <source>awarded by hand</source>
        <translation>распределена вручную</translation>
    </message>
    <message>
        <source>A supervisor must sign in first.</source>
        <translation>Сначала должен войти супервайзер.</translation>
    </message>
    <message>
        <source>The last hands, newest first</source>
        <translation>Последние раздачи, сначала новые</translation>
    </message>
    <message>
        <source>hand number</source>
        <translation>номер раздачи</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>раздача {number}</translation>
    </message>
    <message>
        <source>on {day}</source>
        <translation>дата {day}</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>стол {table}</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>место</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>место {seat}</translation>
    </message>
    <message>
        <source>player {name}</source>
        <translation>игрок {name}</translation>
    </message>
    <message>
        <source>Hands with {criteria}, newest first</source>
        <translation>Раздачи: {criteria}; сначала новые</translation>
    </message>
    <message>
        <source>No hand with {criteria} (a player&apos;s full name, in any case)</source>
        <translation>Раздач не найдено: {criteria} (полное имя игрока, регистр не важен)</translation>
    </message>
    <message>
        <source>Hand {number} cannot be shown: {why}</source>
        <translation>Раздачу {number} нельзя показать: {why}</translation>
    </message>
    <message>
        <source>Hand {number} cannot be replayed: {why}</source>
        <translation>Раздачу {number} нельзя воспроизвести: {why}</translation>
    </message>
    <message>
        <source>Unknown export format {format}</source>
        <translation>Неизвестный формат экспорта: {format}</translation>
    </message>
    <message>
        <source>Hand {number} cannot be exported: {why}</source>
        <translation>Раздачу {number} нельзя экспортировать: {why}</translation>
    </message>
    <message>
        <source>{path} cannot be written: {why}</source>
        <translation>Не удаётся записать {path}: {why}</translation>
    </message>
    <message>
        <source>Hand {number} saved as {path}</source>
        <translation>Раздача {number} сохранена: {path}</translation>
    </message>
    <message>
        <source>{saved}. WARNING: this hand&apos;s record does not match its hashes; the document says so</source>
        <translation>{saved}. ВНИМАНИЕ: запись этой раздачи не совпадает с её хешами; это указано в документе</translation>
    </message>
    <message>
        <source>Check stopped before the end: nothing was changed.</source>
        <translation>Проверка остановлена до конца: ничего не изменено.</translation>
    </message>
    <message>
        <source>Record intact: {events} events checked, {hands} finished hands replayed, every recorded result is the rules&apos; result</source>
        <translation>Журнал цел: проверено записей {events}, воспроизведено завершённых раздач {hands}, каждый записанный результат соответствует правилам</translation>
    </message>
    <message numerus="yes">
        <source>Record DAMAGED, %n problem(s): {problem}</source>
        <translation>
            <numerusform>Журнал ПОВРЕЖДЁН, %n проблема: {problem}</numerusform>
            <numerusform>Журнал ПОВРЕЖДЁН, %n проблемы: {problem}</numerusform>
            <numerusform>Журнал ПОВРЕЖДЁН, %n проблем: {problem}</numerusform>
        </translation>
    </message>
    <message>
        <source>hand-{number}-{table}</source>
        <comment>a file name</comment>
        <translation>раздача-{number}-{table}</translation>
    </message>
    <message>
        <source>hand-{number}</source>
        <comment>a file name</comment>
        <translation>раздача-{number}</translation>
    </message>
    <message>
        <source>The {what} is a whole number from 1, not &quot;{text}&quot;</source>
        <translation>{what}: целое число от 1, а не «{text}»</translation>
    </message>
    <message>
        <source>Hand {number} · table {table} · {game} {structure} {small}/{big}</source>
        <translation>Раздача {number} · стол {table} · {game} {structure} {small}/{big}</translation>
    </message>
    <message>
        <source>WITHDRAWN by the correction at event {seq}, authorised by {who}: {reason}</source>
        <translation>ОТОЗВАНО исправлением в событии {seq}, с разрешения {who}: {reason}</translation>
    </message>
    <message>
        <source>{player} {amount}</source>
        <translation>{player} {amount}</translation>
    </message>
    <message>
        <source>{pot} {amount}: {shares}</source>
        <translation>{pot} ({amount}): {shares}</translation>
    </message>
    <message>
        <source>{line} (rake {rake})</source>
        <translation>{line} (рейк {rake})</translation>
    </message>
    <message>
        <source>main pot</source>
        <translation>основной банк</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation>побочный банк № {number}</translation>
    </message>
    <message>
        <source>Floor view</source>
        <translation>Режим супервайзера</translation>
    </message>
    <message>
        <source>FLOOR VIEW</source>
        <translation>РЕЖИМ СУПЕРВАЙЗЕРА</translation>
    </message>
    <message>
        <source>Opening the floor view: the hand history, replays and exports. Every look and every export is recorded with your id.</source>
        <translation>Вход в режим супервайзера: история раздач, повторы и экспорт. Каждый просмотр и каждый экспорт записываются с вашим ID.</translation>
    </message>
    <message>
        <source>Hand no.</source>
        <translation>№ раздачи</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>22/11/2026</source>
        <translation>22.11.2026</translation>
    </message>
    <message>
        <source>full name, any case</source>
        <translation>полное имя, любой регистр</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Найти</translation>
    </message>
    <message>
        <source>Last hands</source>
        <translation>Последние раздачи</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Check the record</source>
        <translation>Проверить журнал</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Replay step by step</source>
        <translation>Повтор по шагам</translation>
    </message>
    <message>
        <source>Export PHH</source>
        <translation>Экспорт PHH</translation>
    </message>
    <message>
        <source>Export text</source>
        <translation>Экспорт текста</translation>
    </message>
    <message>
        <source>Report (HTML)</source>
        <translation>Отчёт (HTML)</translation>
    </message>
    <message>
        <source>Report (PDF)</source>
        <translation>Отчёт (PDF)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>PHH</source>
        <translation>PHH</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Supervisor {id} signed in</source>
        <translation>Вход выполнен: супервайзер {id}</translation>
    </message>
    <message>
        <source>Signed out after a while without use: sign in again.</source>
        <translation>Выход после бездействия: войдите снова.</translation>
    </message>
    <message>
        <source>Hands listed: {count}</source>
        <translation>Раздач в списке: {count}</translation>
    </message>
    <message>
        <source>Choose a hand in the list first.</source>
        <translation>Сначала выберите раздачу в списке.</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Экспорт отменён: ничего не записано.</translation>
    </message>
    <message>
        <source>Checking the record</source>
        <translation>Проверка журнала</translation>
    </message>
    <message>
        <source>PHH hand history (*.phh)</source>
        <translation>История раздачи PHH (*.phh)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Текст (*.txt)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Веб-страница (*.html)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the hand as</source>
        <translation>Сохранить раздачу как</translation>
    </message>
    <message>
        <source>A date is written {day} or 2026-11-22, not &quot;{text}&quot;</source>
        <translation>Дата пишется как {day} или 2026-11-22, а не «{text}»</translation>
    </message>
    <message>
        <source>Give the reason for the misdeal.</source>
        <translation>Укажите причину мисдила.</translation>
    </message>
    <message>
        <source>Misdeal in hand {hand}: dealt again as hand {again}, same button, every chip back.</source>
        <translation>Мисдил в раздаче {hand}: пересдача как раздача {again}, баттон тот же, все фишки возвращены.</translation>
    </message>
    <message>
        <source>No hand is being played: only a hand in progress is voided here.</source>
        <translation>Раздача не идёт: здесь аннулируется только текущая раздача.</translation>
    </message>
    <message>
        <source>Give the reason for voiding the hand.</source>
        <translation>Укажите причину аннулирования раздачи.</translation>
    </message>
    <message>
        <source>Hand {hand} void (authorised by {supervisor}): every chip returned.</source>
        <translation>Раздача {hand} аннулирована (с разрешения {supervisor}): все фишки возвращены.</translation>
    </message>
    <message>
        <source>Checking every event of the record against its hash</source>
        <translation>Проверка каждой записи журнала по её хешу</translation>
    </message>
    <message>
        <source>Replaying every finished hand through the rules</source>
        <translation>Воспроизведение каждой завершённой раздачи по правилам</translation>
    </message>
    <message>
        <source>{seconds} s left</source>
        <translation>осталось {seconds} с</translation>
    </message>
    <message>
        <source>{minutes} min left</source>
        <translation>осталось {minutes} мин</translation>
    </message>
    <message>
        <source>{done} / {total} events · {percent} %</source>
        <translation>{done} / {total} записей · {percent} %</translation>
    </message>
    <message>
        <source>{rate} events/s</source>
        <translation>{rate} записей/с</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>twos</source>
        <translation>двоек</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>троек</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>четвёрок</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>пятёрок</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>шестёрок</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>семёрок</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>девяток</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>десяток</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>валетов</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>дам</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>королей</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузов</translation>
    </message>
    <message>
        <source>of twos</source>
        <translation>двоек</translation>
    </message>
    <message>
        <source>of threes</source>
        <translation>троек</translation>
    </message>
    <message>
        <source>of fours</source>
        <translation>четвёрок</translation>
    </message>
    <message>
        <source>of fives</source>
        <translation>пятёрок</translation>
    </message>
    <message>
        <source>of sixes</source>
        <translation>шестёрок</translation>
    </message>
    <message>
        <source>of sevens</source>
        <translation>семёрок</translation>
    </message>
    <message>
        <source>of eights</source>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <source>of nines</source>
        <translation>девяток</translation>
    </message>
    <message>
        <source>of tens</source>
        <translation>десяток</translation>
    </message>
    <message>
        <source>of jacks</source>
        <translation>валетов</translation>
    </message>
    <message>
        <source>of queens</source>
        <translation>дам</translation>
    </message>
    <message>
        <source>of kings</source>
        <translation>королей</translation>
    </message>
    <message>
        <source>of aces</source>
        <translation>тузов</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <comment>hand</comment>
        <translation>каре {ranks}</translation>
    </message>
    <message>
        <source>{ranks} full of {ranks2}</source>
        <translation>фулл-хаус из {ranks} и {ranks2}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <comment>hand</comment>
        <translation>сет {ranks}</translation>
    </message>
    <message>
        <source>two pair, {ranks} and {ranks2}</source>
        <translation>две пары: {ranks} и {ranks2}</translation>
    </message>
    <message>
        <source>pair {of_ranks}</source>
        <translation>пара {of_ranks}</translation>
    </message>
    <message>
        <source>straight flush, {rank} high</source>
        <translation>стрит-флеш, старшая: {rank}</translation>
    </message>
    <message>
        <source>{rank}-high flush</source>
        <translation>флеш, старшая: {rank}</translation>
    </message>
    <message>
        <source>{rank}-high straight</source>
        <translation>стрит, старшая: {rank}</translation>
    </message>
    <message>
        <source>{rank} high</source>
        <translation>старшая карта: {rank}</translation>
    </message>
    <message>
        <source>royal flush</source>
        <translation>роял-флеш</translation>
    </message>
</context>
<context>
    <name>Jackpot</name>
    <message>
        <source>{percent} % of the main pot after the levy</source>
        <translation>{percent} % основного банка после рейка</translation>
    </message>
    <message>
        <source>{percent} % of the pot after the levy</source>
        <translation>{percent} % банка после рейка</translation>
    </message>
    <message>
        <source>{amount} a hand</source>
        <translation>{amount} за раздачу</translation>
    </message>
    <message>
        <source>no increment</source>
        <translation>без отчислений</translation>
    </message>
    <message>
        <source>{increment}, from a pot of {minimum}</source>
        <translation>{increment}, с банка от {minimum}</translation>
    </message>
    <message>
        <source>Bad beat jackpot: {increment}</source>
        <translation>Джекпот за бэд-бит: {increment}</translation>
    </message>
    <message>
        <source>four sevens or better beaten by a straight flush or a higher four of a kind</source>
        <translation>каре семёрок или старше, битое стрит-флешем или старшим каре</translation>
    </message>
    <message>
        <source>The shared jackpot is claimed at the central record, which this console is not connected to: the hit waits.</source>
        <translation>Общий джекпот заявляется в центральном реестре, к которому эта консоль не подключена: джекпот ждёт.</translation>
    </message>
    <message>
        <source>The central record cannot be reached: the hit waits, nothing is paid; the claim is sent again.</source>
        <translation>Центральный реестр недоступен: джекпот ждёт, ничего не выплачивается; заявка будет отправлена снова.</translation>
    </message>
    <message>
        <source>The central record refused the claim: {why}</source>
        <translation>Центральный реестр отклонил заявку: {why}</translation>
    </message>
    <message>
        <source>Claimed at the central record, waiting for the room&apos;s decision.</source>
        <translation>Заявлено в центральном реестре, ждём решения зала.</translation>
    </message>
    <message>
        <source>Hand {hand} won the bad beat jackpot: it is confirmed and paid before the next hand ({prompt}).</source>
        <translation>Раздача {hand} выиграла джекпот за бэд-бит: его подтверждают и выплачивают до следующей раздачи ({prompt}).</translation>
    </message>
    <message>
        <source>both hole cards of each player play</source>
        <translation>играют обе карманные карты каждого игрока</translation>
    </message>
    <message>
        <source>two hole cards of each player play</source>
        <translation>играют две карманные карты каждого игрока</translation>
    </message>
    <message>
        <source>No bad beat jackpot is waiting.</source>
        <translation>Джекпот за бэд-бит не ожидает выплаты.</translation>
    </message>
    <message>
        <source>Bad beat confirmed by {dealer}: a supervisor, then the management, authorise the payment (K).</source>
        <translation>Бэд-бит подтвердил {dealer}: супервайзер, затем руководство разрешают выплату (K).</translation>
    </message>
    <message>
        <source>The dealer confirms the bad beat first (K).</source>
        <translation>Сначала дилер подтверждает бэд-бит (K).</translation>
    </message>
    <message>
        <source>The bad beat jackpot is stopped since {since}: it is paid once the table&apos;s record and the meter are kept again.</source>
        <translation>Джекпот за бэд-бит остановлен с {since}: он будет выплачен, когда запись стола и счётчик снова будут вестись.</translation>
    </message>
    <message>
        <source>A supervisor authorises the payment first.</source>
        <translation>Сначала выплату разрешает супервайзер.</translation>
    </message>
    <message>
        <source>{supervisor} authorised the payment already: the management&apos;s signature is another supervisor&apos;s.</source>
        <translation>{supervisor} уже разрешил выплату: подпись руководства ставит другой супервайзер.</translation>
    </message>
    <message>
        <source>Bad beat jackpot of hand {hand} paid: {meter} (authorised by {supervisor} and {management}).</source>
        <translation>Джекпот за бэд-бит раздачи {hand} выплачен: {meter} (разрешили {supervisor} и {management}).</translation>
    </message>
    <message>
        <source>Payment slips in {folder}: {files}.</source>
        <translation>Квитанции о выплате в {folder}: {files}.</translation>
    </message>
    <message>
        <source>Say why the jackpot is released unpaid.</source>
        <translation>Укажите, почему джекпот снимается без выплаты.</translation>
    </message>
    <message>
        <source>{supervisor} authorised the payment: only they may release it now, or the management signs the payment.</source>
        <translation>{supervisor} уже разрешил выплату: снять джекпот теперь может только он, иначе руководство подписывает выплату.</translation>
    </message>
    <message>
        <source>Bad beat jackpot of hand {hand} released by {supervisor}, nothing paid at the table ({why}); the meter is untouched, the next hand may be dealt.</source>
        <translation>Джекпот за бэд-бит раздачи {hand} снят супервайзером {supervisor}, за столом ничего не выплачено ({why}); счётчик не изменён, можно сдавать следующую раздачу.</translation>
    </message>
    <message>
        <source>No folder for the payment slips: none written.</source>
        <translation>Нет папки для квитанций о выплате: ни одна не записана.</translation>
    </message>
    <message>
        <source>The slips could not all be written ({why}).</source>
        <translation>Не все квитанции удалось записать ({why}).</translation>
    </message>
    <message>
        <source>Won by this table: meter {meter}.</source>
        <translation>Выигран этим столом: счётчик {meter}.</translation>
    </message>
    <message>
        <source>Another table&apos;s claim won: table {table}, stronger losing hand.</source>
        <translation>Победила заявка другого стола: стол {table}, более сильная проигравшая рука.</translation>
    </message>
    <message>
        <source>An exact tie with table {table}: the floor decides, nothing is paid automatically.</source>
        <translation>Полное равенство со столом {table}: решает флор, автоматически ничего не выплачивается.</translation>
    </message>
    <message>
        <source>The floor decided the tie for this table: {meter} to pay.</source>
        <translation>Флор решил ничью в пользу этого стола: к выплате {meter}.</translation>
    </message>
    <message>
        <source>The floor gave the jackpot to table {table}: nothing is paid here.</source>
        <translation>Флор отдал джекпот столу {table}: здесь ничего не выплачивается.</translation>
    </message>
    <message>
        <source>jackpot-{hand}-seat-{seat}</source>
        <comment>a file name</comment>
        <translation>джекпот-{hand}-место-{seat}</translation>
    </message>
    <message>
        <source>{who}: {hand} — {cards}</source>
        <translation>{who}: {hand} — {cards}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Date and time</source>
        <translation>Дата и время</translation>
    </message>
    <message>
        <source>Losing hand</source>
        <translation>Проигравшая рука</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <translation>Выигравшая рука</translation>
    </message>
    <message>
        <source>Jackpot paid</source>
        <translation>Выплаченный джекпот</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Confirmed by the dealer</source>
        <translation>Подтвердил дилер</translation>
    </message>
    <message>
        <source>Authorised by</source>
        <translation>Разрешил</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>Руководство</translation>
    </message>
    <message>
        <source>Bad beat jackpot: payment slip</source>
        <translation>Джекпот за бэд-бит: квитанция о выплате</translation>
    </message>
    <message>
        <source>Amount: {amount}</source>
        <translation>Сумма: {amount}</translation>
    </message>
    <message>
        <source>Signatures: the player, the cashier, the management.</source>
        <translation>Подписи: игрок, кассир, руководство.</translation>
    </message>
    <message>
        <source>High hand every {minutes} min: {minimum} or better, prize {prize}</source>
        <translation>Хай-хенд каждые {minutes} мин: {minimum} или старше, приз {prize}</translation>
    </message>
    <message>
        <source>High hand every {minutes} min: {minimum} or better</source>
        <translation>Хай-хенд каждые {minutes} мин: {minimum} или старше</translation>
    </message>
    <message>
        <source>the central record cannot be reached</source>
        <translation>центральный журнал недоступен</translation>
    </message>
    <message>
        <source>the table&apos;s record cannot be written</source>
        <translation>запись стола не сохраняется</translation>
    </message>
    <message>
        <source>BAD BEAT JACKPOT STOPPED since {since}: {cause}; no increment is taken and no jackpot can be won until it resumes</source>
        <translation>ДЖЕКПОТ ЗА БЭД-БИТ ОСТАНОВЛЕН с {since}: {cause}; отчисления не берутся, джекпот нельзя выиграть до возобновления</translation>
    </message>
    <message>
        <source>bad beat jackpot: check both hands, then confirm it (K)</source>
        <translation>бэд-бит: проверьте руки и подтвердите (K)</translation>
    </message>
    <message>
        <source>seat {seat} ({name}) {amount}</source>
        <translation>место {seat} ({name}) {amount}</translation>
    </message>
    <message>
        <source>High hand {start}–{end} won: {shares}</source>
        <translation>Хай-хенд {start}–{end} выигран: {shares}</translation>
    </message>
    <message>
        <source>{hand}, seat {seat} ({name})</source>
        <translation>{hand}, место {seat} ({name})</translation>
    </message>
    <message>
        <source>The bad beat is confirmed already: a supervisor, then the management, authorise the payment (K).</source>
        <translation>Бэд-бит уже подтверждён: выплату разрешают супервайзер, затем руководство (K).</translation>
    </message>
    <message>
        <source>Payment authorised by {supervisor}: now a supervisor of the management, with their PIN.</source>
        <translation>Выплата разрешена: {supervisor}. Теперь супервайзер из руководства вводит свой PIN.</translation>
    </message>
    <message>
        <source>bad beat jackpot: supervisor, then management, authorise (K)</source>
        <translation>бэд-бит: супервайзер, затем руководство (K)</translation>
    </message>
    <message>
        <source>High hand {start}–{end}: {leaders}</source>
        <translation>Хай-хенд {start}–{end}: {leaders}</translation>
    </message>
</context>
<context>
    <name>JackpotDisplay</name>
    <message>
        <source>Bad beat jackpot</source>
        <translation>Джекпот за бэд-бит</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>Хай-хенд</translation>
    </message>
    <message>
        <source>No table runs the jackpot now</source>
        <translation>Сейчас ни один стол не разыгрывает джекпот</translation>
    </message>
</context>
<context>
    <name>JackpotPanel</name>
    <message>
        <source>Bad beat jackpot of hand {hand}, {meter} to pay: a supervisor authorises the payment (1 of 2).</source>
        <translation>Джекпот за бэд-бит раздачи {hand}, к выплате {meter}: супервайзер разрешает выплату (1 из 2).</translation>
    </message>
    <message>
        <source>Bad beat jackpot of hand {hand}: a supervisor releases it, nothing paid at the table, the meter untouched. Say why.</source>
        <translation>Джекпот за бэд-бит раздачи {hand}: супервайзер снимает его, за столом ничего не выплачивается, счётчик не меняется. Укажите причину.</translation>
    </message>
    <message>
        <source>Bad beat jackpot of hand {hand}, {meter} to pay: the management, another supervisor, authorises the payment (2 of 2).</source>
        <translation>Джекпот за бэд-бит раздачи {hand}, к выплате {meter}: руководство, другой супервайзер, разрешает выплату (2 из 2).</translation>
    </message>
    <message>
        <source>Bad beat jackpot: hand {hand}</source>
        <translation>Джекпот за бэд-бит: раздача {hand}</translation>
    </message>
    <message>
        <source>To pay: {meter}</source>
        <translation>К выплате: {meter}</translation>
    </message>
    <message>
        <source>Loses: {who}</source>
        <translation>Проигрывает: {who}</translation>
    </message>
    <message>
        <source>Wins the pot: {who}</source>
        <translation>Выигрывает банк: {who}</translation>
    </message>
    <message>
        <source>Found from the cards shown. Check both hands, then confirm (K). No next hand until it is paid.</source>
        <translation>Найден по открытым картам. Проверьте обе руки, затем подтвердите (K). Следующей раздачи нет до выплаты.</translation>
    </message>
    <message>
        <source>Confirm the bad beat</source>
        <translation>Подтвердить бэд-бит</translation>
    </message>
    <message>
        <source>Confirmed by {dealer}.</source>
        <translation>Подтвердил {dealer}.</translation>
    </message>
    <message>
        <source>Authorised by {supervisor}; the management signs next.</source>
        <translation>Разрешил {supervisor}; затем подписывает руководство.</translation>
    </message>
    <message>
        <source>Authorise the payment…</source>
        <translation>Разрешить выплату…</translation>
    </message>
    <message>
        <source>Release unpaid…</source>
        <translation>Снять без выплаты…</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>место {seat} ({name})</translation>
    </message>
</context>
<context>
    <name>JackpotRoom</name>
    <message>
        <source>name the day: --day YYYY-MM-DD, or a span with --from and --to</source>
        <translation>укажите день: --day ГГГГ-ММ-ДД или период через --from и --to</translation>
    </message>
    <message>
        <source>the span ends ({last}) before it starts ({first})</source>
        <translation>период заканчивается ({last}) раньше, чем начинается ({first})</translation>
    </message>
    <message>
        <source>a PDF is written to a file: give --out FILE</source>
        <translation>PDF записывается в файл: укажите --out ФАЙЛ</translation>
    </message>
    <message>
        <source>game not recorded</source>
        <translation>игра не записана</translation>
    </message>
    <message>
        <source>seat {seat} ({player}): {hand} — {cards}</source>
        <translation>место {seat} ({player}): {hand} — {cards}</translation>
    </message>
    <message>
        <source>Register of the bad beat jackpots (art. 56-3-3), day of {day}</source>
        <translation>Реестр джекпотов за бэд-бит (ст. 56-3-3), день {day}</translation>
    </message>
    <message>
        <source>Register of the bad beat jackpots (art. 56-3-3), days {first} to {last}</source>
        <translation>Реестр джекпотов за бэд-бит (ст. 56-3-3), дни с {first} по {last}</translation>
    </message>
    <message>
        <source>Jackpot {number}: table {table}, hand {hand}, {game}, paid {at}</source>
        <translation>Джекпот {number}: стол {table}, раздача {hand}, {game}, выплачен {at}</translation>
    </message>
    <message>
        <source>Losing hand: {hand}</source>
        <translation>Проигравшая рука: {hand}</translation>
    </message>
    <message>
        <source>Winning hand: {hand}</source>
        <translation>Выигравшая рука: {hand}</translation>
    </message>
    <message>
        <source>Jackpot paid: {meter}; the next one starts at {start}</source>
        <translation>Выплачен джекпот: {meter}; следующий начинается с {start}</translation>
    </message>
    <message>
        <source>Main winner (the loser of the bad beat): {name}, seat {seat}</source>
        <translation>Главный победитель (проигравший бэд-бит): {name}, место {seat}</translation>
    </message>
    <message>
        <source>seat {seat} {name}: {amount} (main winner)</source>
        <translation>место {seat} {name}: {amount} (главный победитель)</translation>
    </message>
    <message>
        <source>seat {seat} {name}: {amount}</source>
        <translation>место {seat} {name}: {amount}</translation>
    </message>
    <message>
        <source>Confirmed by the dealer {dealer}; authorised by the supervisor {supervisor} and the management {management}</source>
        <translation>Подтвердил дилер {dealer}; разрешили супервайзер {supervisor} и руководство {management}</translation>
    </message>
    <message>
        <source>No jackpot paid in this period.</source>
        <translation>За этот период джекпот не выплачивался.</translation>
    </message>
    <message>
        <source>Increments per day and table</source>
        <translation>Отчисления по дням и столам</translation>
    </message>
    <message numerus="yes">
        <source>{day} table {table}: {amount} over %n hand(s), of which {back} taken back by a correction</source>
        <translation>
            <numerusform>{day} стол {table}: {amount} за %n раздачу, из них {back} возвращено исправлением</numerusform>
            <numerusform>{day} стол {table}: {amount} за %n раздачи, из них {back} возвращено исправлением</numerusform>
            <numerusform>{day} стол {table}: {amount} за %n раздач, из них {back} возвращено исправлением</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{day} table {table}: {amount} over %n hand(s)</source>
        <translation>
            <numerusform>{day} стол {table}: {amount} за %n раздачу</numerusform>
            <numerusform>{day} стол {table}: {amount} за %n раздачи</numerusform>
            <numerusform>{day} стол {table}: {amount} за %n раздач</numerusform>
        </translation>
    </message>
    <message>
        <source>No increment in this period.</source>
        <translation>За этот период отчислений не было.</translation>
    </message>
    <message>
        <source>Total: {increments} added to the jackpots, {paid} paid</source>
        <translation>Итого: {increments} отчислено в джекпоты, {paid} выплачено</translation>
    </message>
    <message>
        <source>Signatures: supervisor ______________   management ______________</source>
        <translation>Подписи: супервайзер ______________   руководство ______________</translation>
    </message>
    <message>
        <source>the hit&apos;s proof is not in the record</source>
        <translation>доказательства выигрыша нет в записи</translation>
    </message>
    <message>
        <source>Shared jackpot</source>
        <translation>Общий джекпот</translation>
    </message>
    <message>
        <source>Shared jackpot {pool}</source>
        <translation>Общий джекпот {pool}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message>
        <source>tables {tables}</source>
        <translation>столы {tables}</translation>
    </message>
    <message>
        <source>Last jackpot: {meter} at table {table}, {at} — {loser}&apos;s {losing} beaten by {winning}</source>
        <translation>Последний джекпот: {meter} за столом {table}, {at} — {loser} проиграл(а) с комбинацией {losing} против {winning}</translation>
    </message>
    <message>
        <source>No jackpot paid yet</source>
        <translation>Джекпот пока не выплачивался</translation>
    </message>
    <message>
        <source>High hand {start}–{end}</source>
        <translation>Хай-хенд {start}–{end}</translation>
    </message>
    <message>
        <source>{player}, table {table}: {hand} — {cards}</source>
        <translation>{player}, стол {table}: {hand} — {cards}</translation>
    </message>
    <message>
        <source>No high hand yet in this period</source>
        <translation>В этом периоде хай-хенда пока нет</translation>
    </message>
    <message>
        <source>The central record cannot be reached since {since}: the amounts shown may be behind</source>
        <translation>Центральная запись недоступна с {since}: показанные суммы могут отставать</translation>
    </message>
    <message>
        <source>Table {table}, hand {hand}: high hand not shown, {why}</source>
        <translation>Стол {table}, раздача {hand}: хай-хенд не показан, {why}</translation>
    </message>
    <message>
        <source>its five cards are not five different cards</source>
        <translation>её пять карт — не пять разных карт</translation>
    </message>
    <message>
        <source>the name the table gave is not its five cards&apos;</source>
        <translation>название, данное столом, не соответствует её пяти картам</translation>
    </message>
    <message>
        <source>the time it was shown is not in the period the table gave</source>
        <translation>время показа не входит в период, указанный столом</translation>
    </message>
    <message>
        <source>below the session&apos;s qualifying minimum</source>
        <translation>ниже квалификационного минимума сессии</translation>
    </message>
    <message>
        <source>Bad beat jackpot, table {table}: {added} added to the meter, {paid} paid</source>
        <translation>Джекпот за бэд-бит, стол {table}: {added} добавлено к счётчику, {paid} выплачено</translation>
    </message>
</context>
<context>
    <name>KeyButton</name>
    <message>
        <source>key: {key}</source>
        <translation>клавиша: {key}</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Ввод</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Ввод</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>fold</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>check or call</source>
        <translation>чек или колл</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>рейз</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>show hands</source>
        <translation>вскрытие</translation>
    </message>
    <message>
        <source>new hand</source>
        <translation>новая раздача</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>отмена</translation>
    </message>
    <message>
        <source>push pots</source>
        <translation>выдача банков</translation>
    </message>
    <message>
        <source>the bad beat jackpot</source>
        <translation>джекпот за бэд-бит</translation>
    </message>
    <message>
        <source>Dealer console</source>
        <translation>Консоль дилера</translation>
    </message>
    <message>
        <source>Deal next card</source>
        <translation>Следующая карта</translation>
    </message>
    <message>
        <source>Deal to action</source>
        <translation>Сдать до хода</translation>
    </message>
    <message>
        <source>Show hands</source>
        <translation>Вскрытие</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Новая раздача</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Chips…</source>
        <translation>Фишки…</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Супервайзер</translation>
    </message>
    <message>
        <source>the floor view: hand history, replay, export (supervisor&apos;s PIN); key F12</source>
        <translation>режим супервайзера: история раздач, повтор, экспорт (PIN супервайзера); клавиша F12</translation>
    </message>
    <message>
        <source>language of the console</source>
        <translation>язык консоли</translation>
    </message>
    <message>
        <source>language</source>
        <translation>язык</translation>
    </message>
    <message>
        <source>{action} is not possible now: {prompt}.</source>
        <translation>{action} сейчас невозможно: {prompt}.</translation>
    </message>
    <message>
        <source>No card can be typed now: {prompt}.</source>
        <translation>Сейчас нельзя ввести карту: {prompt}.</translation>
    </message>
    <message>
        <source>No player is to act now: chips are entered for the player to act.</source>
        <translation>Сейчас никто не ходит: фишки вводятся для ходящего игрока.</translation>
    </message>
    <message>
        <source>{title} · Hand {number}</source>
        <translation>{title} · Раздача {number}</translation>
    </message>
    <message>
        <source>next card: {card}</source>
        <translation>следующая карта: {card}</translation>
    </message>
    <message>
        <source>next card: none expected</source>
        <translation>следующая карта: не ожидается</translation>
    </message>
    <message>
        <source>Quit the console during hand {hand}?</source>
        <translation>Выйти из консоли во время раздачи № {hand}?</translation>
    </message>
    <message>
        <source>Nothing is lost: the hand is kept as it stands and resumes at the next start of the console.</source>
        <translation>Ничего не теряется: раздача сохраняется как есть и продолжится при следующем запуске консоли.</translation>
    </message>
    <message>
        <source>This practice hand is not kept: it is lost when the console stops.</source>
        <translation>Эта тренировочная раздача не сохраняется: она будет потеряна при выходе.</translation>
    </message>
    <message>
        <source>Yes, quit</source>
        <translation>Да, выйти</translation>
    </message>
    <message>
        <source>No, stay</source>
        <translation>Нет, остаться</translation>
    </message>
</context>
<context>
    <name>PotLimit</name>
    <message>
        <source>the pot, {total}</source>
        <translation>банк, {total}</translation>
    </message>
    <message>
        <source>{terms} + {small_blind} (small blind, not posted) = {total}</source>
        <translation>{terms} + {small_blind} (малый блайнд не поставлен) = {total}</translation>
    </message>
    <message>
        <source>{sum}, rounded up to {total}</source>
        <translation>{sum}, округлено до {total}</translation>
    </message>
    <message>
        <source>{sum}, {total} in whole {unit}-chips</source>
        <translation>{sum}, {total} целыми фишками по {unit}</translation>
    </message>
    <message>
        <source>{sum}; all-in is {total}</source>
        <translation>{sum}; олл-ин {total}</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <source>first or second card exposed by the dealer</source>
        <translation>дилер открыл первую или вторую карту</translation>
    </message>
    <message>
        <source>two boxed cards</source>
        <translation>две перевёрнутые карты в колоде</translation>
    </message>
    <message>
        <source>wrong number of cards dealt</source>
        <translation>сдано неверное число карт</translation>
    </message>
    <message>
        <source>a player dealt in who should not be</source>
        <translation>карты сданы игроку, которому не положено</translation>
    </message>
    <message>
        <source>deck found incomplete or with a foreign card</source>
        <translation>колода неполная или с чужой картой</translation>
    </message>
    <message>
        <source>wrong players or blinds in the hand</source>
        <translation>неверные игроки или блайнды в раздаче</translation>
    </message>
    <message>
        <source>dealer&apos;s error that cannot be corrected</source>
        <translation>ошибка дилера, которую нельзя исправить</translation>
    </message>
    <message>
        <source>Or in your own words:</source>
        <translation>Или своими словами:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Go on with this reason</source>
        <translation>Продолжить с этой причиной</translation>
    </message>
    <message>
        <source>Choose a reason, or type one: it is kept in the record.</source>
        <translation>Выберите причину или введите свою: она сохраняется в журнале.</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>Not recorded: the hand store&apos;s files were removed or replaced while the console ran ({files}). Recording has stopped; every event recorded before was saved into the store file. Call a supervisor: the console is to be started again.</source>
        <translation>Не записано: файлы хранилища раздач были удалены или заменены во время работы консоли ({files}). Запись остановлена; всё, что было записано ранее, сохранено в файл хранилища. Позовите супервайзера: консоль нужно перезапустить.</translation>
    </message>
    <message>
        <source>Not recorded: the hand store&apos;s files were removed or replaced while the console ran ({files}). Recording has stopped, and the events recorded since the console started may be lost. Call a supervisor.</source>
        <translation>Не записано: файлы хранилища раздач были удалены или заменены во время работы консоли ({files}). Запись остановлена, и записанное с запуска консоли может быть потеряно. Позовите супервайзера.</translation>
    </message>
    <message>
        <source>Not recorded, nothing was done: {why}</source>
        <translation>Не записано, ничего не сделано: {why}</translation>
    </message>
</context>
<context>
    <name>RecordBanner</name>
    <message>
        <source>Hand {hand}: not in the room&apos;s record.</source>
        <translation>Раздача {hand}: не попадёт в центральную базу.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>{who} cannot check: {to_call} to call</source>
        <translation>{who} не может сказать чек: колл {to_call}</translation>
    </message>
    <message>
        <source>there is nothing for {who} to call: check</source>
        <translation>{who} нечего коллировать: чек</translation>
    </message>
    <message>
        <source>a {action} is not above the {current} already bet</source>
        <translation>{action} не больше уже поставленных {current}</translation>
    </message>
    <message>
        <source>{who} has not enough chips for {action}: the most is {most}</source>
        <translation>у {who} мало фишек для «{action}»: максимум {most}</translation>
    </message>
    <message>
        <source>in limit it is {action} exactly, not {got}</source>
        <translation>в лимите ровно {action}, а не {got}</translation>
    </message>
    <message>
        <source>{action} is above the pot limit: the most is {most} ({arithmetic})</source>
        <translation>{action} больше банка: максимум {most} ({arithmetic})</translation>
    </message>
    <message>
        <source>{action} is below the minimum: {least}</source>
        <translation>{action} меньше минимума: {least}</translation>
    </message>
    <message>
        <source>{got} is not a whole number of {unit}-chips</source>
        <translation>{got} — не целое число фишек по {unit}</translation>
    </message>
    <message>
        <source>{who} has not enough chips to raise: call all-in or fold</source>
        <translation>у {who} мало фишек для рейза: колл олл-ин или пас</translation>
    </message>
    <message>
        <source>{who} already acted and the all-in since was less than a full raise: call or fold</source>
        <translation>{who} уже ходил, а олл-ин после него меньше полного рейза: колл или пас</translation>
    </message>
    <message>
        <source>every other player is all-in: {who} may only call or fold</source>
        <translation>все остальные в олл-ине: {who} может только колл или пас</translation>
    </message>
    <message>
        <source>the betting is capped at a bet and {cap} raises: call or fold</source>
        <translation>ставки ограничены бетом и {cap} рейзами: колл или пас</translation>
    </message>
    <message>
        <source>{card} was already dealt in this hand</source>
        <translation>{card}: карта уже сдана в этой раздаче</translation>
    </message>
    <message>
        <source>the rules refuse this change: {why}</source>
        <translation>правила не допускают это изменение: {why}</translation>
    </message>
    <message>
        <source>with this change, a later input no longer stands: {why}; undo or correct that one first</source>
        <translation>после этого изменения более поздний ввод становится неверным: {why}; сначала отмените или исправьте его</translation>
    </message>
    <message>
        <source>the input to change is not a bet or a raise: it has no amount to change</source>
        <translation>изменяемый ввод — не бет и не рейз: в нём нет суммы</translation>
    </message>
    <message>
        <source>nothing has happened in this hand yet: nothing to correct</source>
        <translation>в этой раздаче ещё ничего не было: исправлять нечего</translation>
    </message>
    <message numerus="yes">
        <source>two players are needed to deal a hand, and %n is seated: seat the players first (Seating, F3: add them, then draw the seats)</source>
        <translation>
            <numerusform>для раздачи нужны два игрока, а за столом %n: сначала рассадите игроков (Рассадка, F3: добавьте их, затем разыграйте места)</numerusform>
            <numerusform>для раздачи нужны два игрока, а за столом %n: сначала рассадите игроков (Рассадка, F3: добавьте их, затем разыграйте места)</numerusform>
            <numerusform>для раздачи нужны два игрока, а за столом %n: сначала рассадите игроков (Рассадка, F3: добавьте их, затем разыграйте места)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>a short all-in did not reopen the betting</source>
        <translation>неполный олл-ин не открыл торговлю заново</translation>
    </message>
    <message>
        <source>the raises are capped</source>
        <translation>достигнут лимит рейзов</translation>
    </message>
    <message>
        <source>everyone else is all-in</source>
        <translation>все остальные в олл-ине</translation>
    </message>
    <message>
        <source>no chips behind</source>
        <translation>фишек больше нет</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>торговля</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>вскрытие</translation>
    </message>
    <message>
        <source>hand over</source>
        <translation>раздача окончена</translation>
    </message>
    <message>
        <source>misdeal: every chip returned</source>
        <translation>мисдил: все фишки возвращены</translation>
    </message>
    <message>
        <source>void: every chip returned</source>
        <translation>аннулирована: все фишки возвращены</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>awarded by hand by a supervisor</source>
        <translation>распределена вручную супервайзером</translation>
    </message>
    <message>
        <source>Pot Limit</source>
        <translation>Пот-лимит</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Лимит</translation>
    </message>
    <message>
        <source>No Limit</source>
        <translation>Безлимит</translation>
    </message>
    <message>
        <source>bet {low} to {high}</source>
        <translation>бет от {low} до {high}</translation>
    </message>
    <message>
        <source>raise to {low} – {high}</source>
        <translation>рейз до {low} – {high}</translation>
    </message>
    <message>
        <source>minimum: bet {total}</source>
        <translation>минимум: бет {total}</translation>
    </message>
    <message>
        <source>minimum: raise to {total}</source>
        <translation>минимум: рейз до {total}</translation>
    </message>
    <message>
        <source>may check</source>
        <translation>можно чек</translation>
    </message>
    <message>
        <source>to call {amount} (all-in)</source>
        <translation>колл {amount} (олл-ин)</translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation>колл {amount}</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>К списку</translation>
    </message>
    <message>
        <source>◀◀ First</source>
        <translation>◀◀ Начало</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>Last ▶▶</source>
        <translation>Конец ▶▶</translation>
    </message>
    <message>
        <source>Steps of the hand</source>
        <translation>Шаги раздачи</translation>
    </message>
    <message>
        <source>What the dealer and the players did, corrections included</source>
        <translation>Действия крупье и игроков, включая исправления</translation>
    </message>
    <message>
        <source>Show bookkeeping ({count})</source>
        <translation>Показать служебные записи ({count})</translation>
    </message>
    <message>
        <source>The record&apos;s own entries: the session&apos;s record, the showdown&apos;s stage marks, a restart</source>
        <translation>Служебные записи журнала: журнал сессии, этапы вскрытия, перезапуск</translation>
    </message>
    <message>
        <source>Step {step} of {count} · #{seq} · {time} · {dealer}</source>
        <translation>Шаг {step} из {count} · №{seq} · {time} · {dealer}</translation>
    </message>
    <message>
        <source>step of the hand</source>
        <translation>шаг раздачи</translation>
    </message>
    <message>
        <source>every event of the hand</source>
        <translation>все события раздачи</translation>
    </message>
    <message>
        <source>Started {time} · {status} · {count} events</source>
        <translation>Начало {time} · {status} · событий: {count}</translation>
    </message>
    <message>
        <source>[WITHDRAWN by event {seq}]</source>
        <translation>[ОТОЗВАНО событием {seq}]</translation>
    </message>
    <message>
        <source>This correction supersedes the steps marked WITHDRAWN; they stay in the record.</source>
        <translation>Это исправление заменяет шаги с пометкой ОТОЗВАНО; они остаются в журнале.</translation>
    </message>
    <message>
        <source>POT {amount}</source>
        <translation>БАНК {amount}</translation>
    </message>
    <message>
        <source>Nobody to act</source>
        <translation>Никто не ходит</translation>
    </message>
    <message>
        <source>next card: {card}</source>
        <translation>следующая карта: {card}</translation>
    </message>
    <message>
        <source>{player} to act · {structure}</source>
        <translation>ходит {player} · {structure}</translation>
    </message>
    <message>
        <source>MAXIMUM {total} (add {add})</source>
        <translation>МАКСИМУМ {total} (добавить {add})</translation>
    </message>
    <message>
        <source>no raise: {why}</source>
        <translation>рейза нет: {why}</translation>
    </message>
    <message>
        <source>Just before, {player} could: {choices}</source>
        <translation>Перед этим {player} — варианты: {choices}</translation>
    </message>
    <message>
        <source>showdown stage: hands shown, pots waiting</source>
        <translation>вскрытие: карты показаны, банки ждут</translation>
    </message>
    <message>
        <source>showdown stage: the show taken back</source>
        <translation>вскрытие: показ отменён</translation>
    </message>
    <message>
        <source>showdown stage: pots pushed</source>
        <translation>вскрытие: банки выданы</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>мисдил</translation>
    </message>
    <message>
        <source>void</source>
        <translation>аннулирована</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>завершена</translation>
    </message>
    <message>
        <source>awarded</source>
        <translation>распределена</translation>
    </message>
    <message>
        <source>small blind {amount}</source>
        <translation>малый блайнд {amount}</translation>
    </message>
    <message>
        <source>big blind {amount}</source>
        <translation>большой блайнд {amount}</translation>
    </message>
    <message>
        <source>straddle {amount}</source>
        <translation>стрэддл {amount}</translation>
    </message>
    <message>
        <source>ante {amount}</source>
        <translation>анте {amount}</translation>
    </message>
    <message>
        <source>live post {amount}</source>
        <translation>живая ставка {amount}</translation>
    </message>
    <message>
        <source>dead post {amount}</source>
        <translation>мёртвая ставка {amount}</translation>
    </message>
    <message>
        <source>{player} {post}</source>
        <translation>{player} {post}</translation>
    </message>
    <message>
        <source>card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>{where}: not read</source>
        <translation>{where}: не прочитана</translation>
    </message>
    <message>
        <source>{where}: {card}</source>
        <translation>{where}: {card}</translation>
    </message>
    <message>
        <source>{player} hole cards: {cards}</source>
        <translation>{player}, карманные карты: {cards}</translation>
    </message>
    <message>
        <source>{street} board: {cards}</source>
        <translation>{street}, борд: {cards}</translation>
    </message>
    <message>
        <source>{player} shows {cards}</source>
        <translation>{player} показывает {cards}</translation>
    </message>
    <message>
        <source>{player} mucks</source>
        <translation>{player} сбрасывает карты</translation>
    </message>
    <message>
        <source>{player} leaves the table: folded</source>
        <translation>{player} уходит из-за стола: пас</translation>
    </message>
    <message>
        <source>the board is run {times} times, agreed by {players}</source>
        <translation>борд раздаётся {times} раза, согласились: {players}</translation>
    </message>
    <message>
        <source>{player} folds</source>
        <translation>{player}: пас</translation>
    </message>
    <message>
        <source>{player} checks</source>
        <translation>{player}: чек</translation>
    </message>
    <message>
        <source>{player} calls {amount} (all-in)</source>
        <translation>{player}: колл {amount} (олл-ин)</translation>
    </message>
    <message>
        <source>{player} calls {amount}</source>
        <translation>{player}: колл {amount}</translation>
    </message>
    <message>
        <source>{player} bets {total} (all-in)</source>
        <translation>{player}: бет {total} (олл-ин)</translation>
    </message>
    <message>
        <source>{player} bets {total}</source>
        <translation>{player}: бет {total}</translation>
    </message>
    <message>
        <source>{player} raises to {total} (all-in)</source>
        <translation>{player}: рейз до {total} (олл-ин)</translation>
    </message>
    <message>
        <source>{player} raises to {total}</source>
        <translation>{player}: рейз до {total}</translation>
    </message>
    <message numerus="yes">
        <source>hand {number} starts: {game} {structure} {small}/{big}, %n player(s)</source>
        <translation>
            <numerusform>раздача {number}: {game} {structure} {small}/{big}, %n игрок</numerusform>
            <numerusform>раздача {number}: {game} {structure} {small}/{big}, %n игрока</numerusform>
            <numerusform>раздача {number}: {game} {structure} {small}/{big}, %n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>{started}, button seat {seat}</source>
        <translation>{started}, баттон на месте {seat}</translation>
    </message>
    <message>
        <source>{started}; posted: {posts}</source>
        <translation>{started}; обязательные ставки: {posts}</translation>
    </message>
    <message numerus="yes">
        <source>CORRECTION authorised by {by}: %n input(s) withdrawn (events {events}); reason: {reason}</source>
        <translation>
            <numerusform>ИСПРАВЛЕНИЕ с разрешения {by}: отозвана %n запись (события {events}); причина: {reason}</numerusform>
            <numerusform>ИСПРАВЛЕНИЕ с разрешения {by}: отозваны %n записи (события {events}); причина: {reason}</numerusform>
            <numerusform>ИСПРАВЛЕНИЕ с разрешения {by}: отозвано %n записей (события {events}); причина: {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>HAND VOIDED ({status}) authorised by {by}: {reason}; every chip returned</source>
        <translation>РАЗДАЧА АННУЛИРОВАНА ({status}) с разрешения {by}: {reason}; все фишки возвращены</translation>
    </message>
    <message>
        <source>POT AWARDED BY HAND authorised by {by}: {shares}; rake {rake}; reason: {reason}</source>
        <translation>БАНК РАСПРЕДЕЛЁН ВРУЧНУЮ с разрешения {by}: {shares}; рейк {rake}; причина: {reason}</translation>
    </message>
    <message>
        <source>hand resumed after a restart at input {input} (pot {pot})</source>
        <translation>раздача продолжена после перезапуска с записи {input} (банк {pot})</translation>
    </message>
    <message>
        <source>hand ended: {status}</source>
        <translation>раздача окончена: {status}</translation>
    </message>
    <message>
        <source>{pot} {amount} (rake {rake}): {shares}</source>
        <translation>{pot} ({amount}, рейк {rake}): {shares}</translation>
    </message>
    <message>
        <source>{pots}; {pot}</source>
        <translation>{pots}; {pot}</translation>
    </message>
    <message>
        <source>hand ended: {pots}</source>
        <translation>раздача окончена: {pots}</translation>
    </message>
    <message>
        <source>DISPUTE opened by {by}: {note}</source>
        <translation>СПОР открыт ({by}): {note}</translation>
    </message>
    <message>
        <source>card refused: {card} typed for {wanted} was already dealt in this hand ({where}); not dealt</source>
        <translation>карта отклонена: {card}, введённая как {wanted}, уже сдана в этой раздаче ({where}); не сдана</translation>
    </message>
    <message>
        <source>card refused: {card} read for {wanted} was already dealt in this hand ({where}); not dealt</source>
        <translation>карта отклонена: {card}, прочитанная как {wanted}, уже сдана в этой раздаче ({where}); не сдана</translation>
    </message>
    <message>
        <source>card alert {code} on a read at {reader}: {card}, tag {tag}; not dealt as it came</source>
        <translation>тревога по карте {code} при чтении на {reader}: {card}, метка {tag}; не сдана как пришла</translation>
    </message>
    <message>
        <source>board reader {reader}: {card} checked against the board, tag {tag}</source>
        <translation>считыватель борда {reader}: {card} сверена с бордом, метка {tag}</translation>
    </message>
    <message>
        <source>BOARD CHECK FAILED at {reader}: read {card}, tag {tag} (dealt as: {where}); the board card due: {due}; nothing dealt</source>
        <translation>ПРОВЕРКА БОРДА НЕ ПРОЙДЕНА на {reader}: прочитано {card}, метка {tag} (сдана как: {where}); ожидаемая карта борда: {due}; ничего не сдано</translation>
    </message>
    <message>
        <source>chips entered: {typed} — {reading}</source>
        <translation>введены фишки: {typed} — {reading}</translation>
    </message>
    <message>
        <source>session record, entry {index}: {entry}</source>
        <translation>журнал сессии, запись {index}: {entry}</translation>
    </message>
    <message>
        <source>{mark} (by {by})</source>
        <translation>{mark} ({by})</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>{hours} h {minutes}</source>
        <translation>{hours} ч {minutes}</translation>
    </message>
    <message>
        <source>{hour}:{minute}</source>
        <translation>{hour}:{minute}</translation>
    </message>
    <message>
        <source>{year}-{month}-{day} {hour}:{minute}</source>
        <translation>{day}.{month}.{year} {hour}:{minute}</translation>
    </message>
    <message>
        <source>hands dealt {hands}</source>
        <translation>раздач {hands}</translation>
    </message>
    <message>
        <source>per hour {rate}</source>
        <translation>в час {rate}</translation>
    </message>
    <message>
        <source>misdeals {misdeals}</source>
        <translation>мисдилов {misdeals}</translation>
    </message>
    <message>
        <source>void {voids}</source>
        <translation>аннулировано {voids}</translation>
    </message>
    <message>
        <source>rake {rake}</source>
        <translation>рейк {rake}</translation>
    </message>
    <message>
        <source>per hand {rate}</source>
        <translation>за раздачу {rate}</translation>
    </message>
    <message>
        <source>jackpot {jackpot}</source>
        <translation>джекпот {jackpot}</translation>
    </message>
    <message>
        <source>time collected {time}</source>
        <translation>плата за время {time}</translation>
    </message>
    <message>
        <source>buy-ins {count} for {total}</source>
        <translation>бай-ины {count} на {total}</translation>
    </message>
    <message>
        <source>rebuys {count} for {total}</source>
        <translation>ребаи {count} на {total}</translation>
    </message>
    <message>
        <source>cashed out {total}</source>
        <translation>выплачено при уходе {total}</translation>
    </message>
    <message>
        <source>from {start} to {end} ({hours})</source>
        <translation>с {start} до {end} ({hours})</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>сходится</translation>
    </message>
    <message>
        <source>OFF BY {difference}</source>
        <translation>РАСХОЖДЕНИЕ {difference}</translation>
    </message>
    <message>
        <source>buy-ins {bought_in} = stacks {stacks} + in the middle {in_the_middle} + rake {rake} + jackpot {jackpot} + cashed out {cashed_out} + time {time}: {verdict}</source>
        <translation>бай-ины {bought_in} = стеки {stacks} + в банке {in_the_middle} + рейк {rake} + джекпот {jackpot} + выплачено при уходе {cashed_out} + время {time}: {verdict}</translation>
    </message>
    <message>
        <source>buy-ins {bought_in} = stacks {stacks} + in the middle {in_the_middle} + rake {rake} + jackpot {jackpot} + cashed out {cashed_out}: {verdict}</source>
        <translation>бай-ины {bought_in} = стеки {stacks} + в банке {in_the_middle} + рейк {rake} + джекпот {jackpot} + выплачено при уходе {cashed_out}: {verdict}</translation>
    </message>
    <message>
        <source>Session report</source>
        <translation>Отчёт о сессии</translation>
    </message>
    <message>
        <source>Whole session</source>
        <translation>Вся сессия</translation>
    </message>
    <message>
        <source>settings changed {changes} time(s): {segments} segments</source>
        <translation>настройки менялись {changes} раз(а): сегментов {segments}</translation>
    </message>
    <message>
        <source>Dealer {name}</source>
        <translation>Дилер {name}</translation>
    </message>
    <message>
        <source>Time collected</source>
        <translation>Плата за время</translation>
    </message>
    <message>
        <source>seat {seat} ({name}): {time}</source>
        <translation>место {seat} ({name}): {time}</translation>
    </message>
    <message>
        <source>total {time}</source>
        <translation>всего {time}</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Record: the chain head, to write down (dealer-app verify --expect-head checks the store against it)</source>
        <translation>Журнал: вершина цепочки, запишите её (dealer-app verify --expect-head проверяет журнал по ней)</translation>
    </message>
    <message>
        <source>jackpot</source>
        <translation>джекпот</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Ход раздачи</translation>
    </message>
    <message>
        <source>Record check</source>
        <translation>Проверка журнала</translation>
    </message>
    <message>
        <source>Local time and the record event number. For an action: what its player had to call and could bet or raise to just before it, with the pot-limit arithmetic; the pot after it.</source>
        <translation>Местное время и номер записи журнала. Для действия: сколько игрок должен был доставить и до скольки мог ставить или повышать непосредственно перед ним, с расчётом пот-лимита; банк после действия.</translation>
    </message>
    <message>
        <source>[WITHDRAWN by event {seq}]</source>
        <translation>[ОТМЕНЕНО записью {seq}]</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <source>Forced bets</source>
        <translation>Обязательные ставки</translation>
    </message>
    <message>
        <source>Hole cards</source>
        <translation>Карты игрока</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Показаны</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <source>Final stack</source>
        <translation>Итоговый стек</translation>
    </message>
    <message>
        <source>no reader: practice deck</source>
        <translation>без считывателя: учебная колода</translation>
    </message>
    <message>
        <source>typed by the dealer: {typed}</source>
        <translation>введена дилером вручную: {typed}</translation>
    </message>
    <message>
        <source>typed by the dealer</source>
        <translation>введена дилером вручную</translation>
    </message>
    <message>
        <source>practice deck</source>
        <translation>учебная колода</translation>
    </message>
    <message>
        <source>RFID reader {device}</source>
        <translation>RFID-считыватель {device}</translation>
    </message>
    <message>
        <source>RFID reader</source>
        <translation>RFID-считыватель</translation>
    </message>
    <message>
        <source>shoe {device}</source>
        <translation>шуз {device}</translation>
    </message>
    <message>
        <source>shoe</source>
        <translation>шуз</translation>
    </message>
    <message>
        <source>read by {device}</source>
        <translation>прочитана устройством {device}</translation>
    </message>
    <message>
        <source>read by a device</source>
        <translation>прочитана устройством</translation>
    </message>
    <message>
        <source>antenna {antenna}</source>
        <translation>антенна {antenna}</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>в {time}</translation>
    </message>
    <message>
        <source>frame {sequence}</source>
        <translation>кадр № {sequence}</translation>
    </message>
    <message>
        <source>read {number} of the round</source>
        <translation>чтение № {number} в раздаче</translation>
    </message>
    <message>
        <source>device clock {ms} ms</source>
        <translation>часы устройства {ms} мс</translation>
    </message>
    <message>
        <source>bytes {hex}</source>
        <translation>байты {hex}</translation>
    </message>
    <message>
        <source>No card reader recorded these cards: they were dealt from the practice deck.</source>
        <translation>Эти карты не записаны считывателем: они сданы из учебной колоды.</translation>
    </message>
    <message>
        <source>Jackpots</source>
        <translation>Джекпоты</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>Eligible</source>
        <translation>Участники</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Рейк</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Победители</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Доли</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Нечётные фишки</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Доставить</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Where it went</source>
        <translation>Куда сдана</translation>
    </message>
    <message>
        <source>How it was read</source>
        <translation>Как прочитана</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Метка</translation>
    </message>
    <message>
        <source>Technical detail</source>
        <translation>Технические данные</translation>
    </message>
    <message>
        <source>Min–max (maximum&apos;s arithmetic)</source>
        <translation>Мин–макс (расчёт максимума)</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>завершена</translation>
    </message>
    <message>
        <source>misdeal: every chip returned</source>
        <translation>ошибка раздачи: все фишки возвращены</translation>
    </message>
    <message>
        <source>void: every chip returned</source>
        <translation>раздача аннулирована: все фишки возвращены</translation>
    </message>
    <message>
        <source>awarded by hand by a supervisor</source>
        <translation>банк распределён супервайзером вручную</translation>
    </message>
    <message>
        <source>Hand {number}: dispute report</source>
        <translation>Раздача {number}: отчёт для спора</translation>
    </message>
    <message>
        <source>{local} (UTC {utc})</source>
        <translation>{local} (UTC {utc})</translation>
    </message>
    <message>
        <source>{game} {structure} {small}/{big}</source>
        <translation>{game} {structure} {small}/{big}</translation>
    </message>
    <message>
        <source>{game}, bets {small}/{big}</source>
        <translation>{game}, ставки {small}/{big}</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Сессия</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Крупье</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Баттон</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>место {seat}</translation>
    </message>
    <message>
        <source>the last player listed</source>
        <translation>последний игрок в списке</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Конец</translation>
    </message>
    <message>
        <source>not ended (in progress)</source>
        <translation>не завершена (идёт)</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>сбросил</translation>
    </message>
    <message>
        <source>mucked</source>
        <translation>сбросил на вскрытии</translation>
    </message>
    <message>
        <source>bad beat jackpot: increments {count} for {total}; meter now {meter}</source>
        <translation>джекпот за бэд-бит: отчислений {count} на {total}; счётчик сейчас {meter}</translation>
    </message>
    <message>
        <source>hand {hand}: bad beat jackpot {meter} paid (seat {loser} lost to seat {winner}): {shares}</source>
        <translation>раздача {hand}: джекпот за бэд-бит {meter} выплачен (место {loser} проиграло месту {winner}): {shares}</translation>
    </message>
    <message>
        <source>hand {hand}: bad beat jackpot released by {supervisor}, nothing paid: {why} (meter left at {meter})</source>
        <translation>раздача {hand}: джекпот за бэд-бит снят супервайзером {supervisor}, ничего не выплачено: {why} (счётчик остался {meter})</translation>
    </message>
    <message>
        <source>hand {hand}: bad beat jackpot won, waiting to be paid</source>
        <translation>раздача {hand}: джекпот за бэд-бит выигран, ждёт выплаты</translation>
    </message>
    <message>
        <source>hand {hand}: high hand {name}, {player}, at {time}</source>
        <translation>раздача {hand}: хай-хенд {name}, {player}, в {time}</translation>
    </message>
    <message>
        <source>{amount} taken back; meter {meter}</source>
        <translation>{amount} возвращено; счётчик {meter}</translation>
    </message>
    <message>
        <source>{amount} from the pot of {pot}; meter {meter}</source>
        <translation>{amount} из банка {pot}; счётчик {meter}</translation>
    </message>
    <message>
        <source>Jackpot increment</source>
        <translation>Отчисление в джекпот</translation>
    </message>
    <message>
        <source>Bad beat jackpot</source>
        <translation>Джекпот за бэд-бит</translation>
    </message>
    <message>
        <source>seat {loser} lost with {loser_hand} ({loser_cards}) to seat {winner} with {winner_hand} ({winner_cards}): {rule}</source>
        <translation>место {loser} проиграло с {loser_hand} ({loser_cards}) месту {winner} с {winner_hand} ({winner_cards}): {rule}</translation>
    </message>
    <message>
        <source>Jackpot paid</source>
        <translation>Джекпот выплачен</translation>
    </message>
    <message>
        <source>{meter}: {shares}; confirmed by {dealer}, authorised by {supervisor} and {management}</source>
        <translation>{meter}: {shares}; подтвердил {dealer}, разрешили {supervisor} и {management}</translation>
    </message>
    <message>
        <source>Jackpot released</source>
        <translation>Джекпот снят</translation>
    </message>
    <message>
        <source>nothing paid, released by {supervisor}: {why}; the meter left at {meter}</source>
        <translation>ничего не выплачено, снят супервайзером {supervisor}: {why}; счётчик остался {meter}</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>Хай-хенд</translation>
    </message>
    <message>
        <source>{hand} ({cards}), {player}, period {start}–{end}</source>
        <translation>{hand} ({cards}), {player}, период {start}–{end}</translation>
    </message>
    <message>
        <source>{player}: withdrawn by a correction</source>
        <translation>{player}: снято исправлением</translation>
    </message>
    <message>
        <source>High hand won</source>
        <translation>Хай-хенд выигран</translation>
    </message>
    <message>
        <source>{player} {amount} of the prize of {prize}, period {start}–{end}</source>
        <translation>{player} {amount} из приза {prize}, период {start}–{end}</translation>
    </message>
    <message>
        <source>high {players}</source>
        <translation>хай {players}</translation>
    </message>
    <message>
        <source>{winners} ({hand})</source>
        <translation>{winners} ({hand})</translation>
    </message>
    <message>
        <source>low {players}</source>
        <translation>лоу {players}</translation>
    </message>
    <message>
        <source>{player} {amount}</source>
        <translation>{player} {amount}</translation>
    </message>
    <message>
        <source>Jackpot</source>
        <translation>Джекпот</translation>
    </message>
    <message>
        <source>Uncalled bets returned</source>
        <translation>Возвращённые неуравненные ставки</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{text} (event {seq}, {time})</source>
        <translation>{text} (запись {seq}, {time})</translation>
    </message>
    <message>
        <source>House options</source>
        <translation>Правила заведения</translation>
    </message>
    <message>
        <source>Rake rules</source>
        <translation>Правила рейка</translation>
    </message>
    <message>
        <source>Chip unit and minimum bet</source>
        <translation>Единица фишки и минимальная ставка</translation>
    </message>
    <message>
        <source>RECORD DAMAGED: {problems}</source>
        <translation>ЖУРНАЛ ПОВРЕЖДЁН: {problems}</translation>
    </message>
    <message>
        <source>events {first} to {last}: each matches its hash and links to the event before it; last hash {hash}</source>
        <translation>записи с {first} по {last}: каждая совпадает со своим хешем и связана с предыдущей; последний хеш {hash}</translation>
    </message>
    <message>
        <source>the machine&apos;s clock was set back: event {seq} is dated {time}, {seconds} s before event {earlier}</source>
        <translation>часы машины переведены назад: запись {seq} датирована {time}, на {seconds} с раньше записи {earlier}</translation>
    </message>
    <message>
        <source>the machine&apos;s clock was set back: event {seq} is dated {time}, {seconds} s before event {earlier}, and so are the events after it up to event {last}</source>
        <translation>часы машины переведены назад: запись {seq} датирована {time}, на {seconds} с раньше записи {earlier}, как и следующие за ней записи до {last}</translation>
    </message>
    <message>
        <source>Recorded result conforms to the rules</source>
        <translation>Записанный результат соответствует правилам</translation>
    </message>
    <message>
        <source>Recorded result cannot be checked: its inputs do not replay by the rules ({why})</source>
        <translation>Записанный результат нельзя проверить: его действия не воспроизводятся по правилам ({why})</translation>
    </message>
    <message>
        <source>Recorded result DIFFERS from the rules: {differences}</source>
        <translation>Записанный результат ОТЛИЧАЕТСЯ от правил: {differences}</translation>
    </message>
    <message>
        <source>recorded {recorded}, by the rules {rules}</source>
        <translation>записано {recorded}, по правилам {rules}</translation>
    </message>
    <message>
        <source>the store&apos;s chain head when this was drawn up {head}</source>
        <translation>вершина цепочки журнала на момент составления {head}</translation>
    </message>
    <message>
        <source>{amount} ({shares})</source>
        <translation>{amount} ({shares})</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>не прочитана</translation>
    </message>
    <message>
        <source>{player} {card}</source>
        <translation>{player} {card}</translation>
    </message>
    <message>
        <source>{where} {card}</source>
        <translation>{where} {card}</translation>
    </message>
    <message>
        <source>hole card {number}: {cards}</source>
        <translation>карта игрока {number}: {cards}</translation>
    </message>
    <message>
        <source>board: {cards}</source>
        <translation>борд: {cards}</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Борд</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Банки</translation>
    </message>
    <message>
        <source>{pot} {amount}: eligible {eligible}; rake {rake}; jackpot {jackpot}; {winners}; paid {shares}</source>
        <translation>{pot} ({amount}): участники {eligible}; рейк {rake}; джекпот {jackpot}; {winners}; выплачено {shares}</translation>
    </message>
    <message>
        <source>; odd chip to {players}</source>
        <translation>; нечётная фишка: {players}</translation>
    </message>
    <message>
        <source>Timeline (local time, record event number; an action: what its player could do just before it)</source>
        <translation>Ход раздачи (местное время, номер записи; для действия: что игрок мог сделать непосредственно перед ним)</translation>
    </message>
    <message>
        <source>pot {amount}</source>
        <translation>банк {amount}</translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation>доставить {amount}</translation>
    </message>
    <message>
        <source>min–max {low}–{high}</source>
        <translation>мин–макс {low}–{high}</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Исправления</translation>
    </message>
    <message>
        <source>How each card was read</source>
        <translation>Как была прочитана каждая карта</translation>
    </message>
    <message>
        <source>(withdrawn)</source>
        <translation>(отменена)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>WARNING</source>
        <translation>ВНИМАНИЕ</translation>
    </message>
    <message>
        <source>tag {tag}</source>
        <translation>метка {tag}</translation>
    </message>
    <message>
        <source>technical detail</source>
        <translation>технические данные</translation>
    </message>
    <message numerus="yes">
        <source>%n bookkeeping line(s) of the record not listed here (the floor replay shows them on demand)</source>
        <translation>
            <numerusform>%n служебная запись журнала здесь не показана (просмотр супервайзера показывает её по запросу)</numerusform>
            <numerusform>%n служебные записи журнала здесь не показаны (просмотр супервайзера показывает их по запросу)</numerusform>
            <numerusform>%n служебных записей журнала здесь не показано (просмотр супервайзера показывает их по запросу)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Session report</source>
        <translation>Отчёт о сессии</translation>
    </message>
    <message>
        <source>Save as text…</source>
        <translation>Сохранить текст…</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Сохранить CSV…</translation>
    </message>
    <message>
        <source>Hands as CSV…</source>
        <translation>Раздачи в CSV…</translation>
    </message>
    <message>
        <source>Close the session</source>
        <translation>Закрыть сессию</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Не сохранено: {why}</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>Close the session of table {table}?</source>
        <translation>Закрыть сессию стола {table}?</translation>
    </message>
    <message>
        <source>Close the session?</source>
        <translation>Закрыть сессию?</translation>
    </message>
    <message>
        <source>The session report is drawn up and no hand can be played in this session any more.</source>
        <translation>Будет составлен отчёт о сессии, и в этой сессии больше нельзя будет сыграть ни одной раздачи.</translation>
    </message>
    <message>
        <source>Yes, close the session</source>
        <translation>Да, закрыть сессию</translation>
    </message>
    <message>
        <source>No, keep it open</source>
        <translation>Нет, оставить открытой</translation>
    </message>
    <message>
        <source>Session closed. Chain head, to write down: {head}</source>
        <translation>Сессия закрыта. Вершина цепочки, запишите: {head}</translation>
    </message>
    <message>
        <source>Session closed.</source>
        <translation>Сессия закрыта.</translation>
    </message>
</context>
<context>
    <name>Runs</name>
    <message>
        <source>The board is run more than once only when the betting is over with two or more players in and the board not complete, at a table that allows it.</source>
        <translation>Борд раздаётся несколько раз, только когда торги окончены, в игре двое или больше, борд не полный и стол это разрешает.</translation>
    </message>
    <message>
        <source>One board: the rest of the board is dealt once.</source>
        <translation>Один борд: остаток борда раздаётся один раз.</translation>
    </message>
    <message>
        <source>{runs}? Every player still in must agree: confirm each ({yes}).</source>
        <translation>{runs}? Согласиться должен каждый игрок в раздаче: подтвердите каждого ({yes}).</translation>
    </message>
    <message>
        <source>No runs are offered now: offer them first (T).</source>
        <translation>Прогоны не предложены: сначала предложите (T).</translation>
    </message>
    <message>
        <source>Seat {seat} is not in the hand: only the players still in agree.</source>
        <translation>Места {seat} нет в раздаче: соглашаются только игроки в раздаче.</translation>
    </message>
    <message>
        <source>{who} agrees to {runs}; waiting for {others}.</source>
        <translation>{who}: согласен ({runs}); ждём {others}.</translation>
    </message>
    <message>
        <source>Every player agreed: {runs}. Deal run 1.</source>
        <translation>Все согласны: {runs}. Раздавайте прогон 1.</translation>
    </message>
    <message>
        <source>All-in: the board may be run more than once (T), if every player still in agrees.</source>
        <translation>Олл-ин: борд можно раздать несколько раз (T), если согласны все игроки в раздаче.</translation>
    </message>
    <message>
        <source>{runs}: confirm each player&apos;s yes ({yes}); T again for {other}.</source>
        <translation>{runs}: подтвердите согласие каждого ({yes}); снова T — {other}.</translation>
    </message>
    <message>
        <source>one board</source>
        <translation>один борд</translation>
    </message>
    <message>
        <source>{pot}, run {run}</source>
        <translation>{pot}, прогон {run}</translation>
    </message>
    <message>
        <source>run {run}</source>
        <translation>прогон {run}</translation>
    </message>
    <message>
        <source>run it twice</source>
        <translation>раздать дважды</translation>
    </message>
    <message>
        <source>run it three times</source>
        <translation>раздать трижды</translation>
    </message>
    <message>
        <source>run {run}: {cards}</source>
        <translation>прогон {run}: {cards}</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>leaving: cashed out after the hand</source>
        <translation>уходит: расчёт после раздачи</translation>
    </message>
    <message>
        <source>no chips: rebuy or leave</source>
        <translation>нет фишек: ребай или уход</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>отошёл</translation>
    </message>
    <message>
        <source>new: posts a big blind</source>
        <translation>новый: ставит ББ</translation>
    </message>
    <message>
        <source>new: waits for the big blind</source>
        <translation>новый: ждёт ББ</translation>
    </message>
    <message>
        <source>back: posts missed blinds</source>
        <translation>вернулся: ставит пропущенные блайнды</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>играет</translation>
    </message>
    <message>
        <source>{amount} makes a stack of {after}, below the minimum buy-in {minimum}</source>
        <translation>с {amount} стек будет {after} — меньше минимального бай-ина {minimum}</translation>
    </message>
    <message>
        <source>{amount} makes a stack of {after}, above the maximum buy-in {maximum}</source>
        <translation>с {amount} стек будет {after} — больше максимального бай-ина {maximum}</translation>
    </message>
    <message>
        <source>no rebuy during a hand: {who} can rebuy when hand {hand} is over, or queue it for the next hand</source>
        <translation>ребай во время раздачи нельзя: {who} может сделать ребай после раздачи {hand} или поставить его в очередь на следующую раздачу</translation>
    </message>
    <message>
        <source>not during hand {hand}: between hands</source>
        <translation>не во время раздачи {hand}: между раздачами</translation>
    </message>
    <message>
        <source>an amount is a whole, positive number of chips</source>
        <translation>сумма — целое положительное число фишек</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>у игрока должно быть имя</translation>
    </message>
    <message>
        <source>in hand {hand}</source>
        <translation>в раздаче {hand}</translation>
    </message>
    <message>
        <source>folded in hand {hand}</source>
        <translation>пас в раздаче {hand}</translation>
    </message>
    <message>
        <source>{status}; rebuy of {amount} after the hand</source>
        <translation>{status}; ребай {amount} после раздачи</translation>
    </message>
    <message>
        <source>No session is open: set up the session first.</source>
        <translation>Сессия не открыта: сначала настройте сессию.</translation>
    </message>
    <message>
        <source>Add the players to the draw first.</source>
        <translation>Сначала добавьте игроков в жеребьёвку.</translation>
    </message>
    <message>
        <source>Seats drawn (seed {seed})</source>
        <translation>Места разыграны (зерно {seed})</translation>
    </message>
    <message>
        <source>Seats drawn (seed {seed}): {seats}</source>
        <translation>Места разыграны (зерно {seed}): {seats}</translation>
    </message>
    <message>
        <source>{name} sits at seat {seat} with {buy_in}</source>
        <translation>{name} садится на место {seat} с бай-ином {buy_in}</translation>
    </message>
    <message>
        <source>{amount} queued for {who}: added when hand {hand} is over</source>
        <translation>{who}: {amount} добавится после раздачи {hand}</translation>
    </message>
    <message>
        <source>{who} rebuys {amount}</source>
        <translation>{who}: ребай {amount}</translation>
    </message>
    <message>
        <source>{who} sits out</source>
        <translation>{who} отходит</translation>
    </message>
    <message>
        <source>{who} is back</source>
        <translation>{who} возвращается</translation>
    </message>
    <message>
        <source>{who} posts a big blind to play at once</source>
        <translation>{who} ставит большой блайнд, чтобы играть сразу</translation>
    </message>
    <message>
        <source>{who} waits for the big blind</source>
        <translation>{who} ждёт большого блайнда</translation>
    </message>
    <message>
        <source>{who} leaves: cashed out after the hand</source>
        <translation>{who} уходит: расчёт после раздачи</translation>
    </message>
    <message>
        <source>{who} leaves: cashed out {amount}</source>
        <translation>{who} уходит: выплачено {amount}</translation>
    </message>
    <message>
        <source>Nobody sits at seat {seat}.</source>
        <translation>Место {seat} свободно.</translation>
    </message>
</context>
<context>
    <name>SeatingPanel</name>
    <message>
        <source>free</source>
        <translation>свободно</translation>
    </message>
    <message>
        <source>by the draw</source>
        <translation>по жребию</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>место {seat}</translation>
    </message>
    <message>
        <source>Buy-in ({low} to {high})</source>
        <translation>Бай-ин (от {low} до {high})</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Бай-ин</translation>
    </message>
    <message>
        <source>Seating · hand {hand} in progress: rebuys are queued for its end</source>
        <translation>Рассадка · идёт раздача {hand}: ребаи — после её окончания</translation>
    </message>
    <message>
        <source>Seating · between hands</source>
        <translation>Рассадка · между раздачами</translation>
    </message>
    <message>
        <source>Seat {seat} · {name}</source>
        <translation>Место {seat} · {name}</translation>
    </message>
    <message>
        <source>Choose a player in the list</source>
        <translation>Выберите игрока в списке</translation>
    </message>
    <message>
        <source>Waiting for the draw: {names}</source>
        <translation>Ждут жеребьёвки: {names}</translation>
    </message>
    <message>
        <source>Nobody waits for the draw: add players with “Add to the draw”.</source>
        <translation>Жеребьёвки никто не ждёт: добавьте игроков кнопкой «В жеребьёвку».</translation>
    </message>
    <message>
        <source>Choose a player in the list first.</source>
        <translation>Сначала выберите игрока в списке.</translation>
    </message>
    <message>
        <source>{name} leaves seat {seat}?</source>
        <translation>{name} уходит с места {seat}?</translation>
    </message>
    <message>
        <source>{name} is in hand {hand}: the hand is folded now, and {name} is cashed out when it is over. The seat becomes free.</source>
        <translation>{name} в раздаче № {hand}: карты сбрасываются сейчас, расчёт с игроком после раздачи. Место освобождается.</translation>
    </message>
    <message>
        <source>{name} is cashed out {amount} and the seat becomes free; coming back later is a new buy-in.</source>
        <translation>{name} получает {amount}, место освобождается; вернуться позже можно только с новым бай-ином.</translation>
    </message>
    <message>
        <source>Yes, {name} leaves</source>
        <translation>Да, {name} уходит</translation>
    </message>
    <message>
        <source>No, {name} stays</source>
        <translation>Нет, {name} остаётся</translation>
    </message>
    <message>
        <source>Type the rebuy amount first.</source>
        <translation>Сначала введите сумму ребая.</translation>
    </message>
    <message>
        <source>Type the player&apos;s name (or club id) first.</source>
        <translation>Сначала введите имя игрока (или клубный номер).</translation>
    </message>
    <message>
        <source>Type the buy-in first.</source>
        <translation>Сначала введите бай-ин.</translation>
    </message>
    <message>
        <source>{amount} is below the minimum buy-in {minimum}.</source>
        <translation>{amount} — меньше минимального бай-ина {minimum}.</translation>
    </message>
    <message>
        <source>{amount} is above the maximum buy-in {maximum}.</source>
        <translation>{amount} — больше максимального бай-ина {maximum}.</translation>
    </message>
    <message>
        <source>{name} is already seated or waiting for the draw.</source>
        <translation>{name} уже за столом или ждёт жеребьёвки.</translation>
    </message>
    <message>
        <source>{name} waits for the draw: F5 draws the seats.</source>
        <translation>{name} ждёт жеребьёвки: F5 — жеребьёвка мест.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) wait for the draw: draw the seats first, then deal the next hand.</source>
        <translation>
            <numerusform>%n игрок ждёт розыгрыша мест: сначала разыграйте места, затем сдавайте следующую раздачу.</numerusform>
            <numerusform>%n игрока ждут розыгрыша мест: сначала разыграйте места, затем сдавайте следующую раздачу.</numerusform>
            <numerusform>%n игроков ждут розыгрыша мест: сначала разыграйте места, затем сдавайте следующую раздачу.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Club id</source>
        <translation>Клубный №</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <source>Bought in</source>
        <translation>Бай-ин всего</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Ребай</translation>
    </message>
    <message>
        <source>Queue for next hand</source>
        <translation>На следующую раздачу</translation>
    </message>
    <message>
        <source>Sit out</source>
        <translation>Отойти</translation>
    </message>
    <message>
        <source>Come back</source>
        <translation>Вернуться</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Уйти</translation>
    </message>
    <message>
        <source>Posts a big blind now</source>
        <translation>Ставит ББ сейчас</translation>
    </message>
    <message>
        <source>Waits for the BB</source>
        <translation>Ждёт ББ</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Новый игрок</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Вход в игру</translation>
    </message>
    <message>
        <source>waits for the big blind</source>
        <translation>ждёт большого блайнда</translation>
    </message>
    <message>
        <source>posts a big blind at once</source>
        <translation>сразу ставит большой блайнд</translation>
    </message>
    <message>
        <source>Seat the player</source>
        <translation>Посадить игрока</translation>
    </message>
    <message>
        <source>Add to the draw</source>
        <translation>В жеребьёвку</translation>
    </message>
    <message>
        <source>Draw the seats</source>
        <translation>Разыграть места</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>a whole number</source>
        <translation>целым числом</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>числом</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текстом</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>must be {want}, not {value}</source>
        <translation>должно быть {want}, а не {value}</translation>
    </message>
    <message>
        <source>{seats}: a table has 2 to {most} seats</source>
        <translation>{seats}: за столом от 2 до {most} мест</translation>
    </message>
    <message>
        <source>not valid TOML ({why})</source>
        <translation>недопустимый TOML ({why})</translation>
    </message>
    <message>
        <source>{characters} characters, more than the {most} a session file can be (a few hundred are usual): not a session file</source>
        <translation>символов: {characters} — больше допустимых для файла сессии {most} (обычно их несколько сотен): это не файл сессии</translation>
    </message>
    <message>
        <source>not a session file: arrays or tables nested too deeply</source>
        <translation>не файл сессии: слишком глубокая вложенность массивов или таблиц</translation>
    </message>
    <message>
        <source>not a session file: a number has more than {digits} digits</source>
        <translation>не файл сессии: в числе больше {digits} цифр</translation>
    </message>
    <message>
        <source>must be a [section] of keys</source>
        <translation>должно быть разделом [section] с ключами</translation>
    </message>
    <message>
        <source>must be a number, not nan</source>
        <translation>должно быть числом, а не nan</translation>
    </message>
    <message>
        <source>cannot be negative ({value})</source>
        <translation>не может быть отрицательным ({value})</translation>
    </message>
    <message>
        <source>{value} is not a believable amount</source>
        <translation>{value} — неправдоподобная сумма</translation>
    </message>
    <message>
        <source>unknown game {value}; the games are {games}</source>
        <translation>неизвестная игра {value}; игры: {games}</translation>
    </message>
    <message>
        <source>unknown structure {value}; choose pot-limit, fixed-limit or no-limit</source>
        <translation>неизвестная структура {value}; выберите pot-limit, fixed-limit или no-limit</translation>
    </message>
    <message>
        <source>the blinds are required</source>
        <translation>блайнды обязательны</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>должно быть не меньше 1</translation>
    </message>
    <message>
        <source>{big_blind} is outside [{least}, {most}]: the big blind is at least the small blind and at most twice it</source>
        <translation>{big_blind} вне [{least}, {most}]: большой блайнд не меньше малого и не больше двух малых</translation>
    </message>
    <message>
        <source>fixed limit needs a small bet and a big bet</source>
        <translation>для фикс-лимита нужны малая и большая ставки</translation>
    </message>
    <message>
        <source>the big bet {big_bet} is below the small bet {small_bet}</source>
        <translation>большая ставка {big_bet} меньше малой ставки {small_bet}</translation>
    </message>
    <message>
        <source>{amount} is not a whole number of {unit}-chips</source>
        <translation>{amount} — не целое число фишек по {unit}</translation>
    </message>
    <message>
        <source>the maximum buy-in {maximum} is below the minimum {minimum}</source>
        <translation>максимальный бай-ин {maximum} меньше минимального {minimum}</translation>
    </message>
    <message>
        <source>{amount} is less than one big blind ({big_blind})</source>
        <translation>{amount} — меньше одного большого блайнда ({big_blind})</translation>
    </message>
    <message>
        <source>{value}; choose dead, moving or simplified</source>
        <translation>{value}; выберите dead, moving или simplified</translation>
    </message>
    <message>
        <source>{cap}: a cap below 1 allows no raise at all</source>
        <translation>{cap}: лимит меньше 1 вообще не допускает рейзов</translation>
    </message>
    <message>
        <source>{field} = {value}; choose one of {choices}</source>
        <translation>{field} = {value}; выберите одно из: {choices}</translation>
    </message>
    <message>
        <source>raise_cap must be at least 1, not {value}</source>
        <translation>raise_cap должно быть не меньше 1, а не {value}</translation>
    </message>
    <message>
        <source>{value}; choose never or when-all-agree</source>
        <translation>{value}; выберите never или when-all-agree</translation>
    </message>
    <message>
        <source>{value}: the board is run at most 2 or 3 times</source>
        <translation>{value}: борд раздаётся не более 2 или 3 раз</translation>
    </message>
    <message>
        <source>{count} chip values, more than {most}</source>
        <translation>{count} номиналов фишек, больше {most}</translation>
    </message>
    <message>
        <source>{value} is not a chip: a chip is a whole number of at least 1</source>
        <translation>{value} — не фишка: номинал фишки — целое число не меньше 1</translation>
    </message>
    <message>
        <source>the chip {value} is named twice</source>
        <translation>фишка {value} указана дважды</translation>
    </message>
    <message>
        <source>{value}; choose off, every-n-hands or on-request</source>
        <translation>{value}; выберите off, every-n-hands или on-request</translation>
    </message>
    <message>
        <source>a bomb pot every N hands needs N, at least 1</source>
        <translation>бомб-пот каждые N раздач требует N, не меньше 1</translation>
    </message>
    <message>
        <source>a bomb pot needs the ante every player puts in, at least 1</source>
        <translation>бомб-поту нужен анте каждого игрока, не меньше 1</translation>
    </message>
    <message>
        <source>{value}; choose none, per-seat or per-hand</source>
        <translation>{value}; выберите none, per-seat или per-hand</translation>
    </message>
    <message>
        <source>time collection needs the amount collected, at least 1</source>
        <translation>сбору за время нужна сумма сбора, не меньше 1</translation>
    </message>
    <message>
        <source>{value}: time is collected every half hour, at two minutes of the hour half an hour apart (as [0, 30])</source>
        <translation>{value}: плата за время берётся каждые полчаса, в две минуты часа с разницей в полчаса (например [0, 30])</translation>
    </message>
    <message>
        <source>time is collected instead of a levy on the pots, not as well: set rake.percent and rake.fixed to 0, or time_collection.mode to none</source>
        <translation>плата за время берётся вместо рейка с банков, а не вместе с ним: поставьте rake.percent и rake.fixed в 0 или time_collection.mode в none</translation>
    </message>
    <message>
        <source>{field} must not be negative, not {value}</source>
        <translation>{field} не может быть отрицательным, а здесь {value}</translation>
    </message>
    <message>
        <source>percent must be at most 100, not {value}</source>
        <translation>percent должно быть не больше 100, а не {value}</translation>
    </message>
    <message>
        <source>{field} must be a whole number of chips, not {value}</source>
        <translation>{field} должно быть целым числом фишек, а не {value}</translation>
    </message>
    <message>
        <source>unit must be at least 1, not {value}</source>
        <translation>unit должно быть не меньше 1, а не {value}</translation>
    </message>
    <message>
        <source>rounding must be one of {choices}, not {value}</source>
        <translation>rounding должно быть одним из: {choices}, а не {value}</translation>
    </message>
    <message>
        <source>{field} must be true or false, not {value}</source>
        <translation>{field} должно быть true или false, а не {value}</translation>
    </message>
    <message>
        <source>percent must be a number, not {value}</source>
        <translation>percent должно быть числом, а не {value}</translation>
    </message>
    <message>
        <source>percent must be a finite number, not {value}</source>
        <translation>percent должно быть конечным числом, а не {value}</translation>
    </message>
    <message>
        <source>the increment is a fixed amount or a percentage, not both ({fixed} and {percent} %)</source>
        <translation>прирост — фиксированная сумма или процент, но не то и другое ({fixed} и {percent} %)</translation>
    </message>
    <message>
        <source>the payment&apos;s parts must make 100 %: loser {loser} + winner {winner} + table {table} = {total}</source>
        <translation>доли выплаты должны составлять 100 %: проигравший {loser} + победитель {winner} + стол {table} = {total}</translation>
    </message>
    <message>
        <source>the bad beat jackpot&apos;s increment replaces the fixed drop, not as well: set rake.jackpot to 0 (now {drop}), or jackpot.on to false</source>
        <translation>отчисление в джекпот bad beat заменяет фиксированный сбор, а не добавляется к нему: установите rake.jackpot в 0 (сейчас {drop}) или jackpot.on в false</translation>
    </message>
    <message>
        <source>shared is true, false or the shared jackpot&apos;s name (up to 40 letters, digits, spaces, dots, dashes or underscores), not {value}</source>
        <translation>shared — это true, false или имя общего джекпота (до 40 букв, цифр, пробелов, точек, дефисов или подчёркиваний), а не {value}</translation>
    </message>
    <message>
        <source>{minutes}: a period is a whole part of a day, in minutes (60, 120, 30 ...)</source>
        <translation>{minutes}: период — целая часть суток, в минутах (60, 120, 30 ...)</translation>
    </message>
    <message>
        <source>the qualifying minimum is five different cards, not {value}</source>
        <translation>минимум для участия — пять разных карт, а не {value}</translation>
    </message>
    <message>
        <source>{path} is {size} bytes, more than the {most} a session file can be: not a session file</source>
        <translation>{path}: {size} байт — больше допустимых для файла сессии {most}: это не файл сессии</translation>
    </message>
    <message>
        <source>cannot read {path}: {why}</source>
        <translation>не удаётся прочитать {path}: {why}</translation>
    </message>
    <message>
        <source>{path} is not UTF-8 text</source>
        <translation>{path} — не текст в UTF-8</translation>
    </message>
    <message>
        <source>{path} is not a file (a device, a pipe or a folder): not read</source>
        <translation>{path} — не файл (устройство, канал или папка): не прочитан</translation>
    </message>
    <message>
        <source>unknown section [{section}] ignored</source>
        <translation>неизвестный раздел [{section}] пропущен</translation>
    </message>
    <message>
        <source>unknown key {key} ignored</source>
        <translation>неизвестный ключ {key} пропущен</translation>
    </message>
    <message>
        <source>the small bet {small_bet} is not the big blind {big_blind} (usually small bet = big blind)</source>
        <translation>малая ставка {small_bet} не равна большому блайнду {big_blind} (обычно малая ставка = большой блайнд)</translation>
    </message>
    <message>
        <source>the big bet {big_bet} is not twice the small bet {small_bet} (usually big bet = 2 × small bet)</source>
        <translation>большая ставка {big_bet} не вдвое больше малой {small_bet} (обычно большая ставка = 2 × малая)</translation>
    </message>
    <message>
        <source>seat {seat} is taken: the table cannot shrink to {seats} seats</source>
        <translation>место {seat} занято: нельзя уменьшить стол до {seats} мест</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>cannot read {path}: {why}</source>
        <translation>не удаётся прочитать {path}: {why}</translation>
    </message>
    <message>
        <source>{path} is not a session file (not UTF-8 text)</source>
        <translation>{path} — не файл сессии (не текст в UTF-8)</translation>
    </message>
    <message>
        <source>{path} is not a session file: {size} bytes</source>
        <translation>{path} — не файл сессии: {size} байт</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>{path} — не файл</translation>
    </message>
    <message>
        <source>{path} is not a session file: {why}</source>
        <translation>{path} — не файл сессии: {why}</translation>
    </message>
    <message>
        <source>Not saved: {key}: {why}</source>
        <translation>Не сохранено: {key}: {why}</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Не сохранено: {why}</translation>
    </message>
    <message>
        <source>A session is open: change its settings instead.</source>
        <translation>Сессия уже открыта: измените её настройки.</translation>
    </message>
    <message>
        <source>{key}: {why}</source>
        <translation>{key}: {why}</translation>
    </message>
    <message>
        <source>Session open: seat the players.</source>
        <translation>Сессия открыта: рассадите игроков.</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Ничего не изменилось.</translation>
    </message>
    <message>
        <source>The settings change between hands, not during hand {hand}.</source>
        <translation>Настройки меняются между раздачами, а не во время раздачи {hand}.</translation>
    </message>
    <message>
        <source>New settings from the next hand on (segment {segment}).</source>
        <translation>Новые настройки со следующей раздачи (сегмент {segment}).</translation>
    </message>
    <message>
        <source>No session is open.</source>
        <translation>Сессия не открыта.</translation>
    </message>
    <message>
        <source>Session closed. Its chain head could not be written down in the heads file ({why}): write it down by hand: {head}</source>
        <translation>Сессия закрыта. Вершину цепочки не удалось записать в файл вершин ({why}): запишите её вручную: {head}</translation>
    </message>
    <message>
        <source>Session closed. Chain head {head}: write it down (dealer-app verify --expect-head).</source>
        <translation>Сессия закрыта. Вершина цепочки {head}: запишите её (dealer-app verify --expect-head).</translation>
    </message>
    <message>
        <source>Session closed.</source>
        <translation>Сессия закрыта.</translation>
    </message>
    <message>
        <source>No session yet: nothing to report.</source>
        <translation>Сессии ещё нет: нет данных для отчёта.</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Лимит ставок</translation>
    </message>
    <message>
        <source>Pot Limit</source>
        <translation>Пот-лимит</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Лимит</translation>
    </message>
    <message>
        <source>No Limit</source>
        <translation>Безлимит</translation>
    </message>
    <message>
        <source>Low qualifier (hi-lo)</source>
        <translation>Квалификация лоу (хай-лоу)</translation>
    </message>
    <message>
        <source>8 or better</source>
        <translation>8 или лучше</translation>
    </message>
    <message>
        <source>9 or better</source>
        <translation>9 или лучше</translation>
    </message>
    <message>
        <source>no qualifier</source>
        <translation>без квалификации</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <source>Small bet (limit)</source>
        <translation>Малая ставка (лимит)</translation>
    </message>
    <message>
        <source>Big bet (limit)</source>
        <translation>Большая ставка (лимит)</translation>
    </message>
    <message>
        <source>Smallest chip</source>
        <translation>Наименьшая фишка</translation>
    </message>
    <message>
        <source>Minimum buy-in</source>
        <translation>Мин. бай-ин</translation>
    </message>
    <message>
        <source>Maximum buy-in</source>
        <translation>Макс. бай-ин</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Мест за столом</translation>
    </message>
    <message>
        <source>Button rule</source>
        <translation>Правило баттона</translation>
    </message>
    <message>
        <source>dead button</source>
        <translation>мёртвый баттон</translation>
    </message>
    <message>
        <source>moving button</source>
        <translation>движущийся баттон</translation>
    </message>
    <message>
        <source>simplified moving button</source>
        <translation>упрощённый движущийся</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>Минимальный рейз</translation>
    </message>
    <message>
        <source>the last full raise</source>
        <translation>последний полный рейз</translation>
    </message>
    <message>
        <source>double the previous bet</source>
        <translation>удвоение ставки</translation>
    </message>
    <message>
        <source>Dead blind in the pot</source>
        <translation>Мёртвый блайнд в банке</translation>
    </message>
    <message>
        <source>counted in full</source>
        <translation>целиком</translation>
    </message>
    <message>
        <source>as posted</source>
        <translation>как поставлен</translation>
    </message>
    <message>
        <source>Pot-limit maximum</source>
        <translation>Максимум в пот-лимите</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>точно</translation>
    </message>
    <message>
        <source>up to the chip unit</source>
        <translation>вверх до фишки</translation>
    </message>
    <message>
        <source>Raises after the bet (limit)</source>
        <translation>Рейзов после бета (лимит)</translation>
    </message>
    <message>
        <source>Cap lifted heads-up (limit)</source>
        <translation>Снятие лимита рейзов хедз-ап (лимит)</translation>
    </message>
    <message>
        <source>once heads-up</source>
        <translation>когда остались двое</translation>
    </message>
    <message>
        <source>if begun heads-up</source>
        <translation>если начали вдвоём</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Набор фишек</translation>
    </message>
    <message>
        <source>Run it twice</source>
        <translation>Дважды</translation>
    </message>
    <message>
        <source>when all agree</source>
        <translation>если все согласны</translation>
    </message>
    <message>
        <source>Most runs</source>
        <translation>Наибольшее число прогонов</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>дважды</translation>
    </message>
    <message>
        <source>three times</source>
        <translation>трижды</translation>
    </message>
    <message>
        <source>Bomb pot</source>
        <translation>Бомб-пот</translation>
    </message>
    <message>
        <source>off</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>every N hands</source>
        <translation>каждые N раздач</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>по запросу</translation>
    </message>
    <message>
        <source>Bomb pot every (hands)</source>
        <translation>Бомб-пот каждые (раздач)</translation>
    </message>
    <message>
        <source>Bomb pot ante</source>
        <translation>Анте бомб-пота</translation>
    </message>
    <message>
        <source>Short all-in (limit)</source>
        <translation>Неполный олл-ин (лимит)</translation>
    </message>
    <message>
        <source>half-bet rule</source>
        <translation>правило полуставки</translation>
    </message>
    <message>
        <source>full bet</source>
        <translation>полная ставка</translation>
    </message>
    <message>
        <source>Identical hi-lo hands</source>
        <translation>Одинаковые руки хай-лоу</translation>
    </message>
    <message>
        <source>split evenly</source>
        <translation>поровну</translation>
    </message>
    <message>
        <source>each half</source>
        <translation>по половинам</translation>
    </message>
    <message>
        <source>Rake %</source>
        <translation>Рейк, %</translation>
    </message>
    <message>
        <source>Rake cap (0: none)</source>
        <translation>Макс. рейк (0: без предела)</translation>
    </message>
    <message>
        <source>No flop, no drop</source>
        <translation>Нет флопа — нет рейка</translation>
    </message>
    <message>
        <source>Rake rounding unit</source>
        <translation>Шаг округления рейка</translation>
    </message>
    <message>
        <source>Rake rounded</source>
        <translation>Округление рейка</translation>
    </message>
    <message>
        <source>down</source>
        <translation>вниз</translation>
    </message>
    <message>
        <source>to the nearest</source>
        <translation>до ближайшего</translation>
    </message>
    <message>
        <source>up</source>
        <translation>вверх</translation>
    </message>
    <message>
        <source>Rake on each pot</source>
        <translation>Рейк с каждого банка</translation>
    </message>
    <message>
        <source>Fixed rake per hand</source>
        <translation>Фикс. рейк за раздачу</translation>
    </message>
    <message>
        <source>Jackpot drop per hand</source>
        <translation>Джекпот за раздачу</translation>
    </message>
    <message>
        <source>Time collection</source>
        <translation>Сбор за время</translation>
    </message>
    <message>
        <source>none (rake per pot)</source>
        <translation>нет (рейк с банка)</translation>
    </message>
    <message>
        <source>per seat per half hour</source>
        <translation>с места за полчаса</translation>
    </message>
    <message>
        <source>per hand at the button</source>
        <translation>за раздачу с баттона</translation>
    </message>
    <message>
        <source>Time collected</source>
        <translation>Сумма сбора</translation>
    </message>
    <message>
        <source>Bad beat jackpot on</source>
        <translation>Джекпот за бэд-бит включён</translation>
    </message>
    <message>
        <source>Increment % (of the pot after the levy)</source>
        <translation>Отчисление % (от банка после рейка)</translation>
    </message>
    <message>
        <source>Fixed increment per hand</source>
        <translation>Фиксированное отчисление за раздачу</translation>
    </message>
    <message>
        <source>Minimum pot (before the levy)</source>
        <translation>Минимальный банк (до рейка)</translation>
    </message>
    <message>
        <source>Increment reckoned on</source>
        <translation>Отчисление считается с</translation>
    </message>
    <message>
        <source>all the pots</source>
        <translation>всех банков</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>основного банка</translation>
    </message>
    <message>
        <source>Loser&apos;s share %</source>
        <translation>Доля проигравшего %</translation>
    </message>
    <message>
        <source>Winner&apos;s share %</source>
        <translation>Доля победителя %</translation>
    </message>
    <message>
        <source>Table&apos;s share %</source>
        <translation>Доля стола %</translation>
    </message>
    <message>
        <source>Meter after a payment</source>
        <translation>Счётчик после выплаты</translation>
    </message>
    <message>
        <source>Shared jackpot (its name; empty: this table&apos;s own)</source>
        <translation>Общий джекпот (его имя; пусто: свой у стола)</translation>
    </message>
    <message>
        <source>Run twice: the first run only</source>
        <translation>Две раздачи борда: только первая</translation>
    </message>
    <message>
        <source>Bomb pots excluded</source>
        <translation>Бомб-поты исключены</translation>
    </message>
    <message>
        <source>High hand on</source>
        <translation>Хай-хенд включён</translation>
    </message>
    <message>
        <source>Period (minutes)</source>
        <translation>Период (минуты)</translation>
    </message>
    <message>
        <source>Qualifying minimum (five cards)</source>
        <translation>Минимальная рука (пять карт)</translation>
    </message>
    <message>
        <source>Both hole cards play (Hold&apos;em)</source>
        <translation>Играют обе карманные карты (холдем)</translation>
    </message>
    <message>
        <source>Prize per period</source>
        <translation>Приз за период</translation>
    </message>
    <message>
        <source>Game and stakes</source>
        <translation>Игра и ставки</translation>
    </message>
    <message>
        <source>House options</source>
        <translation>Правила клуба</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Рейк</translation>
    </message>
    <message>
        <source>Bad beat jackpot</source>
        <translation>Джекпот за бэд-бит</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>Хай-хенд</translation>
    </message>
    <message>
        <source>French levy, buy-in {amount}</source>
        <translation>Французский сбор, бай-ин {amount}</translation>
    </message>
    <message>
        <source>5 % capped at 30</source>
        <translation>5 %, не более 30</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>The settings change between hands.</source>
        <translation>Настройки меняются между раздачами.</translation>
    </message>
    <message>
        <source>{field}: {now} → {then}</source>
        <translation>{field}: {now} → {then}</translation>
    </message>
    <message>
        <source>“{preset}” is made for other settings too. Change them as well?</source>
        <translation>«{preset}» рассчитан и на другие настройки. Изменить и их?</translation>
    </message>
    <message>
        <source>Besides the rake, it would change:</source>
        <translation>Кроме рейка, он изменит:</translation>
    </message>
    <message>
        <source>No (or Esc): only the rake changes.</source>
        <translation>Нет (или Esc): меняется только рейк.</translation>
    </message>
    <message>
        <source>Yes, these too</source>
        <translation>Да, и их тоже</translation>
    </message>
    <message>
        <source>No, the rake only</source>
        <translation>Нет, только рейк</translation>
    </message>
    <message>
        <source>Loaded: {path}</source>
        <translation>Загружено: {path}</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>Session files (*.toml)</source>
        <translation>Файлы сессии (*.toml)</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Ничего не изменилось.</translation>
    </message>
    <message>
        <source>New settings from the next hand on: a supervisor authorises the change.</source>
        <translation>Новые настройки — со следующей раздачи: изменение разрешает супервайзер.</translation>
    </message>
    <message>
        <source>Session setup</source>
        <translation>Настройка сессии</translation>
    </message>
    <message>
        <source>Change the session&apos;s settings (a new segment, between hands)</source>
        <translation>Изменить настройки сессии (новый сегмент, между раздачами)</translation>
    </message>
    <message>
        <source>New session: game, stakes, rake, house options</source>
        <translation>Новая сессия: игра, ставки, рейк, правила клуба</translation>
    </message>
    <message>
        <source>Use preset</source>
        <translation>Взять шаблон</translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation>Открыть файл…</translation>
    </message>
    <message>
        <source>Save file…</source>
        <translation>Сохранить файл…</translation>
    </message>
    <message>
        <source>Supervisors…</source>
        <translation>Супервайзеры…</translation>
    </message>
    <message>
        <source>add a supervisor with a supervisor&apos;s PIN, or change your own PIN (the first one is set up by the club)</source>
        <translation>добавить супервайзера с PIN супервайзера или сменить свой PIN (первого настраивает клуб)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Apply: new segment</source>
        <translation>Применить: новый сегмент</translation>
    </message>
    <message>
        <source>Start session</source>
        <translation>Начать сессию</translation>
    </message>
</context>
<context>
    <name>ShowdownPanel</name>
    <message>
        <source>{card} from the hand</source>
        <translation>{card} с руки</translation>
    </message>
    <message>
        <source>{card} from the board</source>
        <translation>{card} с борда</translation>
    </message>
    <message>
        <source>HAND</source>
        <translation>РУКА</translation>
    </message>
    <message>
        <source>BOARD</source>
        <translation>БОРД</translation>
    </message>
    <message>
        <source>POTS TO PUSH</source>
        <translation>БАНКИ К ВЫДАЧЕ</translation>
    </message>
    <message>
        <source>No chip has moved yet: check, then push.</source>
        <translation>Фишки ещё не двигались: проверьте, затем выдайте.</translation>
    </message>
    <message>
        <source>Push pots</source>
        <translation>Выдать банки</translation>
    </message>
    <message>
        <source>POTS PUSHED</source>
        <translation>БАНКИ ВЫДАНЫ</translation>
    </message>
    <message>
        <source>Pots pushed</source>
        <translation>Банки выданы</translation>
    </message>
    <message>
        <source>In chips:</source>
        <translation>Фишками:</translation>
    </message>
    <message>
        <source>{pot} {amount}</source>
        <translation>{pot}: {amount}</translation>
    </message>
    <message>
        <source>rake {amount}</source>
        <translation>рейк {amount}</translation>
    </message>
    <message>
        <source>jackpot {amount}</source>
        <translation>джекпот {amount}</translation>
    </message>
    <message>
        <source>uncontested: {amount} to seat {seats}</source>
        <translation>без вскрытия: {amount} месту {seats}</translation>
    </message>
    <message>
        <source>board: {cards}</source>
        <translation>борд: {cards}</translation>
    </message>
    <message>
        <source>HIGH {amount}</source>
        <translation>ХАЙ {amount}</translation>
    </message>
    <message>
        <source>LOW {amount}</source>
        <translation>ЛОУ {amount}</translation>
    </message>
    <message>
        <source>HIGH AND LOW {amount}</source>
        <translation>ХАЙ И ЛОУ {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} · {name}</source>
        <translation>Место {seat} · {name}</translation>
    </message>
    <message>
        <source>wins {amount}</source>
        <translation>выигрывает {amount}</translation>
    </message>
    <message>
        <source>ODD CHIP</source>
        <translation>НЕЧЁТНАЯ ФИШКА</translation>
    </message>
    <message>
        <source>low</source>
        <translation>лоу</translation>
    </message>
    <message>
        <source>{hand} (cards as above)</source>
        <translation>{hand} (карты как выше)</translation>
    </message>
    <message>
        <source>Pots paid to the winners, the all-ins included. Next hand: N.</source>
        <translation>Банки выданы победителям, олл-ины тоже. Следующая раздача: N.</translation>
    </message>
    <message>
        <source>Pots paid to the winners. Next hand: N.</source>
        <translation>Банки выданы победителям. Следующая раздача: N.</translation>
    </message>
    <message>
        <source>{amount} contested by seats {seats}: seat {winner} takes it all</source>
        <translation>{amount} разыгрывали места {seats}: место {winner} забирает всё</translation>
    </message>
    <message>
        <source>{amount} contested by seats {seats}: shared by seats {winners}</source>
        <translation>{amount} разыгрывали места {seats}: делят места {winners}</translation>
    </message>
</context>
<context>
    <name>SitOut</name>
    <message>
        <source>Nobody has to sit out: the next hand deals every player the game deals to.</source>
        <translation>Никому не нужно отходить: следующая раздача вмещает всех, кого допускает игра.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n player(s) to sit out, among those to be dealt in.</source>
        <translation>
            <numerusform>Выберите, кто отходит (%n), из тех, кому раздавать.</numerusform>
            <numerusform>Выберите, кто отходит (%n), из тех, кому раздавать.</numerusform>
            <numerusform>Выберите, кто отходит (%n), из тех, кому раздавать.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sitting out: {sitting_out} ({game} is dealt to {most} players at most). {hand}</source>
        <translation>Отходят: {sitting_out} ({game}: не больше {most} игроков в раздаче). {hand}</translation>
    </message>
    <message numerus="yes">
        <source>{most} players at most: choose %n to sit out (N)</source>
        <translation>
            <numerusform>Максимум {most} игроков: выберите %n отходящего (N)</numerusform>
            <numerusform>Максимум {most} игроков: выберите %n отходящих (N)</numerusform>
            <numerusform>Максимум {most} игроков: выберите %n отходящих (N)</numerusform>
        </translation>
    </message>
    <message>
        <source>button</source>
        <translation>баттон</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>малый блайнд</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>большой блайнд</translation>
    </message>
    <message>
        <source>button, small blind</source>
        <translation>баттон, малый блайнд</translation>
    </message>
    <message>
        <source>nobody has to sit out: the next hand deals every player the game deals to</source>
        <translation>никому не нужно отходить: следующая раздача вмещает всех, кого допускает игра</translation>
    </message>
    <message>
        <source>seat {seat} would not be dealt in the next hand: only a player it would deal in sits out for the game&apos;s limit</source>
        <translation>место {seat} не попадает в следующую раздачу: из-за предела игры отходит только тот, кому раздают</translation>
    </message>
    <message numerus="yes">
        <source>{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n to sit out (N)</source>
        <translation>
            <numerusform>{game}: не больше {most} игроков в раздаче, а играть должны {players} — выберите, кто отходит: %n (N)</numerusform>
            <numerusform>{game}: не больше {most} игроков в раздаче, а играть должны {players} — выберите, кто отходит: %n (N)</numerusform>
            <numerusform>{game}: не больше {most} игроков в раздаче, а играть должны {players} — выберите, кто отходит: %n (N)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SitOutDialog</name>
    <message>
        <source>Seat {seat} is not among the players to be dealt in.</source>
        <translation>Место {seat} не среди тех, кому раздавать.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n player(s) to sit out.</source>
        <translation>
            <numerusform>Выберите, кто отходит: %n.</numerusform>
            <numerusform>Выберите, кто отходит: %n.</numerusform>
            <numerusform>Выберите, кто отходит: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ sits out</source>
        <translation>✓ отходит</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Место {seat}</translation>
    </message>
    <message>
        <source>Sitting out: {seats}</source>
        <translation>Отходят: {seats}</translation>
    </message>
    <message numerus="yes">
        <source>%n more to choose.</source>
        <translation>
            <numerusform>Выберите ещё %n.</numerusform>
            <numerusform>Выберите ещё %n.</numerusform>
            <numerusform>Выберите ещё %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Who sits out</source>
        <translation>Кто отходит</translation>
    </message>
    <message numerus="yes">
        <source>{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n to sit out.</source>
        <translation>
            <numerusform>{game}: не больше {most} игроков в раздаче, а играть должны {players} — выберите, кто отходит: %n.</numerusform>
            <numerusform>{game}: не больше {most} игроков в раздаче, а играть должны {players} — выберите, кто отходит: %n.</numerusform>
            <numerusform>{game}: не больше {most} игроков в раздаче, а играть должны {players} — выберите, кто отходит: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The seat&apos;s key (0 for seat 10) or a touch chooses; Enter deals the hand to the others. Whoever sits out comes back in Seating (F3) and owes the blinds that passed, as anyone sitting out.</source>
        <translation>Клавиша места (0 — место 10) или касание выбирает; Enter раздаёт остальным. Отошедший возвращается через «Рассадку» (F3) и платит пропущенные блайнды, как любой отошедший.</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Назад к столу</translation>
    </message>
    <message>
        <source>Sit out and deal</source>
        <translation>Подтвердить и раздать</translation>
    </message>
</context>
<context>
    <name>Source</name>
    <message>
        <source>cards: shoe · connecting</source>
        <translation>карты: шуз · подключение</translation>
    </message>
    <message>
        <source>cards: shoe {device} · connected</source>
        <translation>карты: шуз {device} · подключён</translation>
    </message>
    <message>
        <source>cards: shoe · reconnecting (attempt {attempt})</source>
        <translation>карты: шуз · переподключение (попытка {attempt})</translation>
    </message>
    <message>
        <source>cards: shoe · not answering</source>
        <translation>карты: шуз · не отвечает</translation>
    </message>
    <message>
        <source>cards: shoe · {problem}</source>
        <translation>карты: шуз · {problem}</translation>
    </message>
    <message>
        <source>cards: shoe · {state}</source>
        <translation>карты: шуз · {state}</translation>
    </message>
    <message>
        <source>the shoe is jammed: clear it</source>
        <translation>шуз заклинило: освободите его</translation>
    </message>
    <message>
        <source>The shoe is empty.</source>
        <translation>Шуз пуст.</translation>
    </message>
    <message>
        <source>The shoe is jammed: clear it before dealing on.</source>
        <translation>Шуз заклинило: освободите его, прежде чем сдавать дальше.</translation>
    </message>
    <message>
        <source>The shoe stopped answering ({seconds} s without a heartbeat).</source>
        <translation>Шуз перестал отвечать ({seconds} с без сигнала).</translation>
    </message>
    <message>
        <source>The shoe refused a command ({reason}).</source>
        <translation>Шуз отклонил команду ({reason}).</translation>
    </message>
    <message>
        <source>The card reader port {url} cannot be opened: {why}.</source>
        <translation>Порт считывателя карт {url} не открывается: {why}.</translation>
    </message>
    <message>
        <source>The card reader was lost: {why}.</source>
        <translation>Считыватель карт потерян: {why}.</translation>
    </message>
</context>
<context>
    <name>StartRefused</name>
    <message>
        <source>The console does not start</source>
        <translation>Консоль не запускается</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>Station</name>
    <message>
        <source>Room board</source>
        <translation>Табло зала</translation>
    </message>
    <message>
        <source>Hand search</source>
        <translation>Поиск раздач</translation>
    </message>
    <message>
        <source>Select a table with an open alarm first (Up/Down), then F9.</source>
        <translation>Сначала выберите стол с открытой тревогой (Вверх/Вниз), затем F9.</translation>
    </message>
    <message>
        <source>Acknowledge the alarm(s) of table {table}: your name and the reason are kept in the central record</source>
        <translation>Подтвердить тревоги стола {table}: ваше имя и причина сохраняются в центральной базе</translation>
    </message>
    <message>
        <source>Alarm(s) of table {table} acknowledged by {who}</source>
        <translation>Тревоги стола {table} подтверждены: {who}</translation>
    </message>
    <message>
        <source>Floor station</source>
        <translation>Пост флор-менеджера</translation>
    </message>
    <message>
        <source>FLOOR STATION</source>
        <translation>ПОСТ ФЛОРА</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Open the floor station: every act here is recorded with your name</source>
        <translation>Открыть пост флора: каждое действие здесь записывается с вашим именем</translation>
    </message>
    <message>
        <source>Supervisor: {id}</source>
        <translation>Супервайзер: {id}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <source>To</source>
        <translation>По</translation>
    </message>
    <message>
        <source>Hand no.</source>
        <translation>Раздача №</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Pot from</source>
        <translation>Банк от</translation>
    </message>
    <message>
        <source>Pot to</source>
        <translation>Банк до</translation>
    </message>
    <message>
        <source>22/11/2026 14:00</source>
        <translation>22.11.2026 14:00</translation>
    </message>
    <message>
        <source>22/11/2026 18:00</source>
        <translation>22.11.2026 18:00</translation>
    </message>
    <message>
        <source>full name, any case</source>
        <translation>полное имя, любой регистр</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Искать</translation>
    </message>
    <message>
        <source>Last hands</source>
        <translation>Последние раздачи</translation>
    </message>
    <message>
        <source>Replay step by step</source>
        <translation>Пошаговый просмотр</translation>
    </message>
    <message>
        <source>Export PHH</source>
        <translation>Экспорт PHH</translation>
    </message>
    <message>
        <source>Export text</source>
        <translation>Экспорт текста</translation>
    </message>
    <message>
        <source>Report (HTML)</source>
        <translation>Отчёт (HTML)</translation>
    </message>
    <message>
        <source>Report (PDF)</source>
        <translation>Отчёт (PDF)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Hands listed: {count} — there are more: narrow the search</source>
        <translation>Показано раздач: {count} — есть ещё: уточните поиск</translation>
    </message>
    <message>
        <source>Hands listed: {count}</source>
        <translation>Раздач в списке: {count}</translation>
    </message>
    <message>
        <source>Choose a hand in the list first.</source>
        <translation>Сначала выберите раздачу в списке.</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Экспорт отменён: ничего не записано.</translation>
    </message>
    <message>
        <source>Save the hand as</source>
        <translation>Сохранить раздачу как</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <source>Pot in play</source>
        <translation>Банк в игре</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>Central record</source>
        <translation>Центральная база</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>Тревога</translation>
    </message>
    <message>
        <source>The {field} holds a character that cannot be searched (an invisible control character, at position {position}): type it again</source>
        <translation>В {field} есть символ, по которому нельзя искать (невидимый управляющий символ, позиция {position}): введите заново</translation>
    </message>
    <message>
        <source>table field</source>
        <translation>поле «Стол»</translation>
    </message>
    <message>
        <source>player field</source>
        <translation>поле «Игрок»</translation>
    </message>
    <message>
        <source>&quot;from&quot; field</source>
        <translation>поле «С»</translation>
    </message>
    <message>
        <source>&quot;to&quot; field</source>
        <translation>поле «По»</translation>
    </message>
    <message>
        <source>hand number field</source>
        <translation>поле «№ раздачи»</translation>
    </message>
    <message>
        <source>seat field</source>
        <translation>поле «Место»</translation>
    </message>
    <message>
        <source>&quot;pot from&quot; field</source>
        <translation>поле «Банк от»</translation>
    </message>
    <message>
        <source>&quot;pot to&quot; field</source>
        <translation>поле «Банк до»</translation>
    </message>
    <message>
        <source>The central record refused the act: {why}. Nothing was recorded.</source>
        <translation>Центральная база отклонила действие: {why}. Ничего не записано.</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>стол {table}</translation>
    </message>
    <message>
        <source>from {moment}</source>
        <translation>с {moment}</translation>
    </message>
    <message>
        <source>to {moment}</source>
        <translation>по {moment}</translation>
    </message>
    <message>
        <source>The time range ends before it starts: &quot;{since}&quot; to &quot;{until}&quot;</source>
        <translation>Период кончается раньше, чем начинается: «{since}» по «{until}»</translation>
    </message>
    <message>
        <source>pot at least {amount}</source>
        <translation>банк не меньше {amount}</translation>
    </message>
    <message>
        <source>pot at most {amount}</source>
        <translation>банк не больше {amount}</translation>
    </message>
    <message>
        <source>The smallest pot ({low}) is above the largest ({high})</source>
        <translation>Наименьший банк ({low}) больше наибольшего ({high})</translation>
    </message>
    <message>
        <source>A time is written 14:05, not &quot;{text}&quot;</source>
        <translation>Время пишется 14:05, а не «{text}»</translation>
    </message>
    <message>
        <source>The last hands of every table, newest first</source>
        <translation>Последние раздачи всех столов, новые сверху</translation>
    </message>
    <message>
        <source>Hands with {criteria}, newest first</source>
        <translation>Раздачи: {criteria}, новые сверху</translation>
    </message>
    <message>
        <source>No hand with {criteria}</source>
        <translation>Нет раздач: {criteria}</translation>
    </message>
    <message>
        <source>Sign in first: every act at the floor station is recorded with its supervisor.</source>
        <translation>Сначала войдите: каждое действие на посту флора записывается вместе с супервайзером.</translation>
    </message>
    <message>
        <source>The central record cannot be reached: {why}. Nothing was lost; try again.</source>
        <translation>Центральная база недоступна: {why}. Ничего не потеряно; попробуйте ещё раз.</translation>
    </message>
    <message numerus="yes">
        <source>{heading}: only the first %n hand(s) shown, there are more — narrow the search</source>
        <translation>
            <numerusform>{heading}: показана только первая %n раздача, есть ещё — уточните поиск</numerusform>
            <numerusform>{heading}: показаны только первые %n раздачи, есть ещё — уточните поиск</numerusform>
            <numerusform>{heading}: показаны только первые %n раздач, есть ещё — уточните поиск</numerusform>
        </translation>
    </message>
    <message>
        <source>A pot is a whole number of chips, not &quot;{text}&quot;</source>
        <translation>Банк — целое число фишек, а не «{text}»</translation>
    </message>
    <message>
        <source>GAP in the record</source>
        <translation>ПРОПУСК в журнале стола</translation>
    </message>
    <message>
        <source>ALTERED EVENT refused</source>
        <translation>ИЗМЕНЁННОЕ СОБЫТИЕ отклонено</translation>
    </message>
    <message>
        <source>DAMAGED EVENT refused</source>
        <translation>ПОВРЕЖДЁННОЕ СОБЫТИЕ отклонено</translation>
    </message>
    <message>
        <source>STORE RESTORED FROM AN OLD COPY</source>
        <translation>ЖУРНАЛ СТОЛА ВОССТАНОВЛЕН ИЗ СТАРОЙ КОПИИ</translation>
    </message>
    <message>
        <source>ANOTHER TABLE&apos;S LOGIN refused</source>
        <translation>ВХОД ДРУГОГО СТОЛА отклонён</translation>
    </message>
    <message>
        <source>EVENT NAMING ANOTHER TABLE refused</source>
        <translation>СОБЫТИЕ ДРУГОГО СТОЛА отклонено</translation>
    </message>
    <message>
        <source>FORGED CHECKPOINT (its signature does not verify)</source>
        <translation>ПОДДЕЛЬНАЯ КОНТРОЛЬНАЯ ТОЧКА (подпись не проходит проверку)</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>завершена</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>ошибка раздачи</translation>
    </message>
    <message>
        <source>void</source>
        <translation>аннулирована</translation>
    </message>
    <message>
        <source>awarded by hand</source>
        <translation>присуждена вручную</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>идёт раздача</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>ожидание</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>закрыт</translation>
    </message>
    <message>
        <source>offline since {time}</source>
        <translation>не в сети с {time}</translation>
    </message>
    <message>
        <source>stale since {time}</source>
        <translation>устарело с {time}</translation>
    </message>
    <message>
        <source>no hand ended yet</source>
        <translation>ещё нет завершённых раздач</translation>
    </message>
    <message>
        <source>synced through hand {hand}</source>
        <translation>синхронизировано по раздачу {hand}</translation>
    </message>
    <message>
        <source>FORK: two histories</source>
        <translation>РАЗВИЛКА: две истории</translation>
    </message>
    <message numerus="yes">
        <source>CONFLICT: %n other console(s) claim this table</source>
        <translation>
            <numerusform>КОНФЛИКТ: %n другая консоль называет себя этим столом</numerusform>
            <numerusform>КОНФЛИКТ: %n другие консоли называют себя этим столом</numerusform>
            <numerusform>КОНФЛИКТ: %n других консолей называют себя этим столом</numerusform>
        </translation>
    </message>
    <message>
        <source>table clock off</source>
        <translation>часы стола сбиты</translation>
    </message>
    <message>
        <source>Central record unreachable since {time}: reconnecting</source>
        <translation>Центральная база недоступна с {time}: переподключение</translation>
    </message>
    <message>
        <source>Connecting to the central record…</source>
        <translation>Подключение к центральной базе…</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) — live, updated {time}</source>
        <translation>
            <numerusform>%n стол — в реальном времени, обновлено в {time}</numerusform>
            <numerusform>%n стола — в реальном времени, обновлено в {time}</numerusform>
            <numerusform>%n столов — в реальном времени, обновлено в {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Отчёты</translation>
    </message>
    <message>
        <source>The central roster cannot be reached: nobody can sign in at the floor station until it answers. Try again.</source>
        <translation>Центральный список супервайзеров недоступен: никто не может войти на посту флора, пока он не ответит. Попробуйте ещё раз.</translation>
    </message>
</context>
<context>
    <name>StoreInUse</name>
    <message>
        <source>The hand store is in use</source>
        <translation>Журнал раздач занят</translation>
    </message>
    <message>
        <source>Waiting for the hand store…</source>
        <translation>Ожидание журнала раздач…</translation>
    </message>
    <message>
        <source>Stop waiting and close the console</source>
        <translation>Не ждать и закрыть консоль</translation>
    </message>
    <message numerus="yes">
        <source>Tried %n time(s); trying again every second.</source>
        <translation>
            <numerusform>%n попытка; следующая — каждую секунду.</numerusform>
            <numerusform>%n попытки; следующая — каждую секунду.</numerusform>
            <numerusform>%n попыток; следующая — каждую секунду.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Streets</name>
    <message>
        <source>Pre-flop</source>
        <translation>Префлоп</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Флоп</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Тёрн</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Ривер</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Вскрытие</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Раздача окончена</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Раздач ещё нет</translation>
    </message>
</context>
<context>
    <name>Supervisor</name>
    <message>
        <source>Supervisor sign-in</source>
        <translation>Вход супервайзера</translation>
    </message>
    <message>
        <source>Supervisor id</source>
        <translation>ID супервайзера</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>e.g. M-01</source>
        <translation>напр. M-01</translation>
    </message>
    <message>
        <source>why, in a few words (kept in the record)</source>
        <translation>почему, в двух словах (сохраняется в журнале)</translation>
    </message>
    <message>
        <source>digits only</source>
        <translation>только цифры</translation>
    </message>
    <message>
        <source>PIN, hidden</source>
        <translation>PIN, скрыт</translation>
    </message>
    <message>
        <source>delete the last digit</source>
        <translation>стереть последнюю цифру</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Войти</translation>
    </message>
    <message>
        <source>Type the supervisor id first.</source>
        <translation>Сначала введите ID супервайзера.</translation>
    </message>
    <message>
        <source>Say why, in a few words: it is kept in the record.</source>
        <translation>Кратко укажите причину: она сохраняется в журнале.</translation>
    </message>
    <message>
        <source>Type the PIN.</source>
        <translation>Введите PIN.</translation>
    </message>
    <message>
        <source>A supervisor must authorise this: enter the supervisor&apos;s id.</source>
        <translation>Нужно разрешение супервайзера: введите ID супервайзера.</translation>
    </message>
    <message>
        <source>A supervisor must authorise this: enter the supervisor&apos;s id and PIN.</source>
        <translation>Нужно разрешение супервайзера: введите ID и PIN супервайзера.</translation>
    </message>
    <message>
        <source>Not authorised: {why}.</source>
        <translation>Не разрешено: {why}.</translation>
    </message>
    <message>
        <source>correct the record</source>
        <translation>исправить запись</translation>
    </message>
    <message>
        <source>void a hand</source>
        <translation>аннулировать раздачу</translation>
    </message>
    <message>
        <source>declare a misdeal</source>
        <translation>объявить мисдил</translation>
    </message>
    <message>
        <source>award a pot by hand</source>
        <translation>распределить банк вручную</translation>
    </message>
    <message>
        <source>change the session settings</source>
        <translation>изменить настройки сессии</translation>
    </message>
    <message>
        <source>authorise a bad beat jackpot&apos;s payment</source>
        <translation>разрешить выплату джекпота за бэд-бит</translation>
    </message>
    <message>
        <source>release a bad beat jackpot unpaid</source>
        <translation>снять джекпот за бэд-бит без выплаты</translation>
    </message>
    <message>
        <source>go on after the hand store was found damaged</source>
        <translation>продолжить после повреждения хранилища раздач</translation>
    </message>
    <message>
        <source>open the floor view</source>
        <translation>открыть режим супервайзера</translation>
    </message>
    <message>
        <source>look at a hand in the floor view</source>
        <translation>просмотреть раздачу в режиме супервайзера</translation>
    </message>
    <message>
        <source>export a hand</source>
        <translation>экспортировать раздачу</translation>
    </message>
    <message>
        <source>open a dispute</source>
        <translation>открыть спор</translation>
    </message>
    <message>
        <source>change how long records are kept</source>
        <translation>изменить срок хранения записей</translation>
    </message>
    <message>
        <source>purge old records</source>
        <translation>удалить старые записи</translation>
    </message>
    <message>
        <source>add a supervisor</source>
        <translation>добавить супервайзера</translation>
    </message>
    <message>
        <source>remove a supervisor</source>
        <translation>удалить супервайзера</translation>
    </message>
    <message>
        <source>change a supervisor&apos;s PIN</source>
        <translation>сменить PIN супервайзера</translation>
    </message>
    <message>
        <source>with the keeper of the keys, supervisors and PINs are changed by the club: &apos;dealer-app supervisor add&apos;, &apos;pin&apos; or &apos;remove&apos; (README); nothing was changed</source>
        <translation>при хранителе ключей супервайзеров и PIN-коды меняет клуб: «dealer-app supervisor add», «pin» или «remove» (README); ничего не изменено</translation>
    </message>
    <message>
        <source>the supervisor file cannot be read ({path}): nobody can sign in until the club repairs it</source>
        <translation>файл супервайзеров не читается ({path}): никто не может войти, пока клуб его не исправит</translation>
    </message>
    <message>
        <source>the supervisor file is not bound to this table&apos;s hand store: the club accepts it with &apos;dealer-app supervisor accept&apos; (README)</source>
        <translation>файл супервайзеров не привязан к журналу раздач этого стола: клуб принимает его командой «dealer-app supervisor accept» (README)</translation>
    </message>
    <message>
        <source>the supervisor file was changed outside the console: {path}; nobody can sign in until the club accepts it again with &apos;dealer-app supervisor accept&apos;</source>
        <translation>файл супервайзеров изменён вне консоли: {path}; никто не может войти, пока клуб снова не примет его командой «dealer-app supervisor accept»</translation>
    </message>
    <message>
        <source>the supervisor file is not signed by the keeper of the keys: {why}; nobody can sign in until the club accepts it with &apos;dealer-app supervisor accept --keeper-admin&apos;</source>
        <translation>файл супервайзеров не подписан хранителем ключей: {why}; никто не может войти, пока клуб не примет его командой «dealer-app supervisor accept --keeper-admin»</translation>
    </message>
    <message>
        <source>no supervisor is set up on this console: the club sets up the first one with &apos;dealer-app supervisor init&apos; (README)</source>
        <translation>на этой консоли нет супервайзеров: первого настраивает клуб командой «dealer-app supervisor init» (README)</translation>
    </message>
    <message>
        <source>{who}: the PIN is right but has fewer than {low} digits. Choose a new PIN of {low} to {high} digits first: Session setup (F2), Supervisors…, your id as the new supervisor&apos;s and as the authorising one</source>
        <translation>{who}: PIN верный, но короче {low} цифр. Сначала выберите новый PIN из {low}–{high} цифр: Настройка сессии (F2), Супервайзеры…, ваш ID и как нового супервайзера, и как разрешающего</translation>
    </message>
    <message>
        <source>wrong PIN: this id is locked out after {count} wrong PINs, until another supervisor signs in or the club unlocks it</source>
        <translation>неверный PIN: этот ID заблокирован после {count} неверных PIN, пока не войдёт другой супервайзер или клуб не снимет блокировку</translation>
    </message>
    <message>
        <source>wrong PIN: this id is locked out for {minutes} minutes, until {time}</source>
        <translation>неверный PIN: этот ID заблокирован на {minutes} мин., до {time}</translation>
    </message>
    <message>
        <source>this id is locked out on the central roster until the club resets its PIN</source>
        <translation>этот идентификатор заблокирован в центральном списке, пока клуб не сменит его PIN</translation>
    </message>
    <message>
        <source>this id is locked out on the central roster until {time}</source>
        <translation>этот идентификатор заблокирован в центральном списке до {time}</translation>
    </message>
    <message>
        <source>the supervisor file cannot be written ({path}): a lock-out could not be kept, so nobody signs in until it can</source>
        <translation>в файл супервайзеров нельзя записать ({path}): блокировку нельзя было бы сохранить, поэтому никто не входит, пока запись невозможна</translation>
    </message>
    <message>
        <source>this id is locked out after {count} wrong PINs, until another supervisor signs in or the club unlocks it</source>
        <translation>этот ID заблокирован после {count} неверных PIN, пока не войдёт другой супервайзер или клуб не снимет блокировку</translation>
    </message>
    <message>
        <source>this id is locked out after {count} wrong PINs, until {time}</source>
        <translation>этот ID заблокирован после {count} неверных PIN, до {time}</translation>
    </message>
    <message numerus="yes">
        <source>unknown supervisor id or wrong PIN (%n attempt(s) left before a lock-out)</source>
        <translation>
            <numerusform>неизвестный ID супервайзера или неверный PIN (до блокировки осталась %n попытка)</numerusform>
            <numerusform>неизвестный ID супервайзера или неверный PIN (до блокировки осталось %n попытки)</numerusform>
            <numerusform>неизвестный ID супервайзера или неверный PIN (до блокировки осталось %n попыток)</numerusform>
        </translation>
    </message>
    <message>
        <source>central roster unreachable: local roster used</source>
        <translation>центральный список недоступен: использован местный список</translation>
    </message>
    <message>
        <source>the two PINs differ: type the same PIN twice</source>
        <translation>два PIN не совпадают: введите один и тот же PIN дважды</translation>
    </message>
    <message>
        <source>the first supervisor is set up by the club with &apos;dealer-app supervisor init&apos; (README), not at the console</source>
        <translation>первого супервайзера настраивает клуб командой «dealer-app supervisor init» (README), а не консоль</translation>
    </message>
    <message>
        <source>there is already a supervisor {who}</source>
        <translation>супервайзер {who} уже есть</translation>
    </message>
    <message>
        <source>the supervisor file cannot be written ({why}); nothing was changed</source>
        <translation>файл супервайзеров не записывается ({why}); ничего не изменено</translation>
    </message>
    <message>
        <source>the last supervisor cannot be removed</source>
        <translation>последнего супервайзера удалить нельзя</translation>
    </message>
    <message>
        <source>unknown supervisor id</source>
        <translation>неизвестный ID супервайзера</translation>
    </message>
    <message>
        <source>a supervisor id is 1 to 32 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit</source>
        <translation>ID супервайзера: от 1 до 32 латинских букв, цифр, пробелов, точек, дефисов или подчёркиваний, начиная с буквы или цифры</translation>
    </message>
    <message>
        <source>a PIN is {low} to {high} digits</source>
        <translation>PIN состоит из {low}–{high} цифр</translation>
    </message>
    <message>
        <source>this PIN is too easy to guess (one digit repeated, a run like 1234, or the id): choose another</source>
        <translation>этот PIN слишком легко угадать (одна цифра, последовательность вроде 1234 или ID): выберите другой</translation>
    </message>
    <message>
        <source>what is to be authorised must be said</source>
        <translation>нужно указать, что именно разрешается</translation>
    </message>
    <message>
        <source>{act}: a reason is needed</source>
        <translation>{act}: нужна причина</translation>
    </message>
    <message>
        <source>the authorisation could not be recorded ({why}); nothing was done</source>
        <translation>разрешение не удалось записать ({why}); ничего не сделано</translation>
    </message>
    <message>
        <source>{who} is not of the management: the payment is authorised by the management</source>
        <translation>{who} не из руководства: выплату разрешает руководство</translation>
    </message>
    <message>
        <source>{who} is not of the management: this is authorised by the management</source>
        <translation>{who} не из руководства: это разрешает руководство</translation>
    </message>
    <message>
        <source>a supervisor cannot change their own role: another supervisor authorises it</source>
        <translation>супервайзер не может изменить свою роль сам: это разрешает другой супервайзер</translation>
    </message>
    <message>
        <source>{who} is not of the management: only the management makes or unmakes the management</source>
        <translation>{who} не из руководства: только руководство назначает или снимает руководство</translation>
    </message>
    <message>
        <source>a supervisor&apos;s role is floor or management</source>
        <translation>роль супервайзера: зал или руководство</translation>
    </message>
    <message>
        <source>This table has no supervisor file (practice table): supervisors are added at a table that keeps its hands.</source>
        <translation>У этого стола нет файла супервайзеров (тренировочный стол): супервайзеров добавляют на столе, который хранит раздачи.</translation>
    </message>
    <message>
        <source>the club never had it signed</source>
        <translation>клуб никогда не давал его на подпись</translation>
    </message>
    <message>
        <source>{who} is of the management already: nothing was changed</source>
        <translation>{who} уже из руководства: ничего не изменено</translation>
    </message>
    <message>
        <source>{who} is a floor supervisor already: nothing was changed</source>
        <translation>{who} уже супервайзер зала: ничего не изменено</translation>
    </message>
    <message>
        <source>its supervisors or PINs are not those the club last had signed</source>
        <translation>его супервайзеры или PIN-коды не те, что клуб подписал последними</translation>
    </message>
    <message>
        <source>the keeper does not answer ({why})</source>
        <translation>хранитель ключей не отвечает ({why})</translation>
    </message>
    <message>
        <source>its signature is not the keeper&apos;s</source>
        <translation>его подпись не от хранителя ключей</translation>
    </message>
    <message>
        <source>the club has had another file signed since</source>
        <translation>с тех пор клуб подписал другой файл</translation>
    </message>
</context>
<context>
    <name>SupervisorAdd</name>
    <message>
        <source>Supervisors</source>
        <translation>Супервайзеры</translation>
    </message>
    <message>
        <source>Add a supervisor</source>
        <translation>Добавить супервайзера</translation>
    </message>
    <message>
        <source>New supervisor&apos;s id</source>
        <translation>ID нового супервайзера</translation>
    </message>
    <message>
        <source>Name (as shown)</source>
        <translation>Имя (как показывать)</translation>
    </message>
    <message>
        <source>No supervisor is set up on this console</source>
        <translation>На этой консоли нет супервайзеров</translation>
    </message>
    <message>
        <source>The first supervisor is set up by the club, never here: &apos;dealer-app supervisor init ID --table TABLE&apos; (see the README). Then supervisors add others here with their id and PIN.</source>
        <translation>Первого супервайзера настраивает клуб, никогда не здесь: «dealer-app supervisor init ID --table TABLE» (см. README). Затем супервайзеры добавляют других здесь своим ID и PIN.</translation>
    </message>
    <message>
        <source>An existing supervisor authorises the addition with their id and PIN (recorded). To change your own PIN, type your id as the new supervisor&apos;s and as the authorising one, your current PIN below.</source>
        <translation>Существующий супервайзер разрешает добавление своим ID и PIN (записывается). Чтобы сменить свой PIN, введите свой ID и как нового супервайзера, и как разрешающего, а внизу — текущий PIN.</translation>
    </message>
    <message>
        <source>New PIN (6 to 12 digits)</source>
        <translation>Новый PIN (6–12 цифр)</translation>
    </message>
    <message>
        <source>The same PIN again</source>
        <translation>Тот же PIN ещё раз</translation>
    </message>
    <message>
        <source>Authorising supervisor&apos;s id</source>
        <translation>ID разрешающего супервайзера</translation>
    </message>
    <message>
        <source>Their PIN</source>
        <translation>Его PIN</translation>
    </message>
    <message>
        <source>Of the management (signs the bad beat jackpot&apos;s payment)</source>
        <translation>Из руководства (подписывает выплату джекпота за бэд-бит)</translation>
    </message>
    <message>
        <source>e.g. M-01</source>
        <translation>напр. M-01</translation>
    </message>
    <message>
        <source>Add the supervisor</source>
        <translation>Добавить супервайзера</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Type the new supervisor&apos;s id first.</source>
        <translation>Сначала введите ID нового супервайзера.</translation>
    </message>
    <message>
        <source>Supervisor {id} added: they can sign in now.</source>
        <translation>Супервайзер {id} добавлен: он может войти уже сейчас.</translation>
    </message>
</context>
<context>
    <name>SupervisorCommand</name>
    <message>
        <source>refused: {why}</source>
        <translation>отказано: {why}</translation>
    </message>
    <message>
        <source>error: {why}</source>
        <translation>ошибка: {why}</translation>
    </message>
    <message>
        <source>{why}; nothing was changed</source>
        <translation>{why}; ничего не изменено</translation>
    </message>
    <message>
        <source>the hand store {path} is in use by another console. While a console runs, supervisors are added at the console (Session setup, Supervisors…); nothing was changed</source>
        <translation>журнал раздач {path} занят другой консолью. Пока консоль работает, супервайзеры добавляются на консоли (Настройка сессии, Супервайзеры…); ничего не изменено</translation>
    </message>
    <message>
        <source>the hand store {path} is in use by another program (a backup, a copy, a database browser…); it is not damaged. Run this again once that program is closed; nothing was changed</source>
        <translation>журнал раздач {path} занят другой программой (резервное копирование, копия, просмотрщик баз данных…); он не повреждён. Запустите команду снова, когда эта программа будет закрыта; ничего не изменено</translation>
    </message>
    <message>
        <source>{why} ({code}); nothing was changed</source>
        <translation>{why} ({code}); ничего не изменено</translation>
    </message>
    <message>
        <source>the keeper did not sign the file: {why} ({code}); nothing was changed</source>
        <translation>хранитель ключей не подписал файл: {why} ({code}); ничего не изменено</translation>
    </message>
    <message>
        <source>the supervisor file cannot be written: {why}</source>
        <translation>файл супервайзеров нельзя записать: {why}</translation>
    </message>
    <message>
        <source>stopped: nothing was changed</source>
        <translation>остановлено: ничего не изменено</translation>
    </message>
    <message>
        <source>there is no supervisor {who}</source>
        <translation>супервайзера {who} нет</translation>
    </message>
    <message>
        <source>the supervisor file {path} cannot be read; it was left as it is ({why})</source>
        <translation>файл супервайзеров {path} нельзя прочитать; он оставлен как есть ({why})</translation>
    </message>
    <message>
        <source>New PIN for {who} (6 to 12 digits): </source>
        <translation>Новый PIN для {who} (от 6 до 12 цифр): </translation>
    </message>
    <message>
        <source>The same PIN again: </source>
        <translation>Тот же PIN ещё раз: </translation>
    </message>
    <message>
        <source>the two PINs differ; nothing was changed</source>
        <translation>два PIN не совпадают; ничего не изменено</translation>
    </message>
    <message>
        <source>{path} already has supervisors ({ids}); a supervisor adds others, and &apos;accept&apos; binds a file changed outside the console</source>
        <translation>в {path} уже есть супервайзеры ({ids}); других добавляет супервайзер, а «accept» привязывает файл, изменённый вне консоли</translation>
    </message>
    <message>
        <source>Supervisor {who} ({name}) set up, the first of {path}; bound to {store}.</source>
        <translation>Супервайзер {who} ({name}) назначен, первый в {path}; привязан к {store}.</translation>
    </message>
    <message>
        <source>{path} has no supervisor: the club sets up the first one with &apos;init&apos;</source>
        <translation>в {path} нет ни одного супервайзера: клуб назначает первого командой «init»</translation>
    </message>
    <message>
        <source>say why the file changed (--reason)</source>
        <translation>укажите, почему файл изменился (--reason)</translation>
    </message>
    <message>
        <source>{path} is already the one {store} knows ({fingerprint}): nothing to accept.</source>
        <translation>{path} — уже тот файл, который знает {store} ({fingerprint}): принимать нечего.</translation>
    </message>
    <message>
        <source>{path} accepted as it is now ({fingerprint}; the store had {before}), signed by the keeper (key {key}): its supervisors can sign in at {table}.</source>
        <translation>{path} принят в нынешнем виде ({fingerprint}; в журнале был {before}), подписан хранителем ключей (ключ {key}): его супервайзеры могут входить за столом {table}.</translation>
    </message>
    <message>
        <source>{path} accepted as it is now ({fingerprint}; the store had {before}): its supervisors can sign in at {table}.</source>
        <translation>{path} принят в нынешнем виде ({fingerprint}; в журнале был {before}): его супервайзеры могут входить за столом {table}.</translation>
    </message>
    <message>
        <source>say why (--reason)</source>
        <translation>укажите причину (--reason)</translation>
    </message>
    <message>
        <source>{path} was changed outside the console; &apos;accept&apos; it first</source>
        <translation>{path} изменён вне консоли; сначала примите его («accept»)</translation>
    </message>
    <message>
        <source>Supervisor {who} can sign in again.</source>
        <translation>Супервайзер {who} снова может входить.</translation>
    </message>
    <message>
        <source>no supervisor is set up yet: the club sets up the first one with &apos;dealer-app supervisor init {who} --table {table}&apos;</source>
        <translation>ни один супервайзер ещё не назначен: клуб назначает первого командой «dealer-app supervisor init {who} --table {table}»</translation>
    </message>
    <message>
        <source>Authorising supervisor id: </source>
        <translation>ID разрешающего супервайзера: </translation>
    </message>
    <message>
        <source>PIN of {who}: </source>
        <translation>PIN {who}: </translation>
    </message>
    <message>
        <source>Supervisor {who} added.</source>
        <translation>Супервайзер {who} добавлен.</translation>
    </message>
    <message>
        <source>Supervisor {who} is now of the management.</source>
        <translation>Супервайзер {who} теперь из руководства.</translation>
    </message>
    <message>
        <source>Supervisor {who} is now a floor supervisor.</source>
        <translation>Супервайзер {who} теперь супервайзер зала.</translation>
    </message>
    <message>
        <source>Current PIN of {who}: </source>
        <translation>Текущий PIN {who}: </translation>
    </message>
    <message>
        <source>The PIN of {who} is changed.</source>
        <translation>PIN {who} изменён.</translation>
    </message>
    <message>
        <source>{who} is the last supervisor; add another one first</source>
        <translation>{who} — последний супервайзер; сначала добавьте другого</translation>
    </message>
    <message>
        <source>Supervisor {who} removed.</source>
        <translation>Супервайзер {who} удалён.</translation>
    </message>
    <message>
        <source>No supervisor is set up ({path}): the club runs dealer-app supervisor init ID --table T</source>
        <translation>Ни один супервайзер не назначен ({path}): клуб запускает dealer-app supervisor init ID --table T</translation>
    </message>
    <message>
        <source>added {when} by {who}</source>
        <translation>добавлен {when}, кем: {who}</translation>
    </message>
    <message>
        <source>LOCKED OUT ({count} wrong PINs; until {time} at the earliest)</source>
        <translation>ЗАБЛОКИРОВАН ({count} неверных PIN; не раньше {time})</translation>
    </message>
    <message>
        <source>management</source>
        <translation>руководство</translation>
    </message>
</context>
<context>
    <name>TOML</name>
    <message>
        <source>Invalid value</source>
        <translation>Недопустимое значение</translation>
    </message>
    <message>
        <source>Invalid statement</source>
        <translation>Недопустимая инструкция</translation>
    </message>
    <message>
        <source>Cannot overwrite a value</source>
        <translation>Нельзя перезаписать значение</translation>
    </message>
    <message>
        <source>Expected newline or end of document after a statement</source>
        <translation>После инструкции ожидается перевод строки или конец документа</translation>
    </message>
    <message>
        <source>Expected &apos;=&apos; after a key in a key/value pair</source>
        <translation>После ключа в паре ключ/значение ожидается «=»</translation>
    </message>
    <message>
        <source>Expected &apos;]&apos; at the end of a table declaration</source>
        <translation>В конце объявления таблицы ожидается «]»</translation>
    </message>
    <message>
        <source>Expected &apos;]]&apos; at the end of an array declaration</source>
        <translation>В конце объявления массива ожидается «]]»</translation>
    </message>
    <message>
        <source>Invalid initial character for a key part</source>
        <translation>Недопустимый первый символ в ключе</translation>
    </message>
    <message>
        <source>Unclosed array</source>
        <translation>Незакрытый массив</translation>
    </message>
    <message>
        <source>Unclosed inline table</source>
        <translation>Незакрытая встроенная таблица</translation>
    </message>
    <message>
        <source>Unterminated string</source>
        <translation>Незавершённая строка</translation>
    </message>
    <message>
        <source>Unescaped &apos;\&apos; in a string</source>
        <translation>Неэкранированный «\» в строке</translation>
    </message>
    <message>
        <source>Invalid hex value</source>
        <translation>Недопустимое шестнадцатеричное значение</translation>
    </message>
    <message>
        <source>Escaped character is not a Unicode scalar value</source>
        <translation>Экранированный символ — не скалярное значение Unicode</translation>
    </message>
    <message>
        <source>Invalid date or datetime</source>
        <translation>Недопустимая дата или дата-время</translation>
    </message>
    <message>
        <source>Cannot declare {what} twice</source>
        <translation>Нельзя объявить {what} дважды</translation>
    </message>
    <message>
        <source>Found invalid character {what}</source>
        <translation>Недопустимый символ {what}</translation>
    </message>
    <message>
        <source>Illegal character {what}</source>
        <translation>Запрещённый символ {what}</translation>
    </message>
    <message>
        <source>Duplicate inline table key {what}</source>
        <translation>Повторный ключ во встроенной таблице: {what}</translation>
    </message>
    <message>
        <source>Cannot redefine namespace {what}</source>
        <translation>Нельзя переопределить пространство имён {what}</translation>
    </message>
    <message>
        <source>Cannot mutate immutable namespace {what}</source>
        <translation>Нельзя изменить неизменяемое пространство имён {what}</translation>
    </message>
    <message>
        <source>Expected {what}</source>
        <translation>Ожидается {what}</translation>
    </message>
    <message>
        <source>{why} (at line {line}, column {column})</source>
        <translation>{why} (строка {line}, столбец {column})</translation>
    </message>
    <message>
        <source>{why} (at end of document)</source>
        <translation>{why} (в конце документа)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>no card yet</source>
        <translation>карты ещё нет</translation>
    </message>
    <message>
        <source>SEAT {seat}</source>
        <translation>МЕСТО {seat}</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>стек</translation>
    </message>
    <message>
        <source>BUTTON</source>
        <translation>БАТТОН</translation>
    </message>
    <message>
        <source>SB</source>
        <comment>small blind marker</comment>
        <translation>МБ</translation>
    </message>
    <message>
        <source>BB</source>
        <comment>big blind marker</comment>
        <translation>ББ</translation>
    </message>
    <message>
        <source>POSTS</source>
        <comment>a new player&apos;s big blind marker</comment>
        <translation>СТАВИТ ББ</translation>
    </message>
    <message>
        <source>DEAD SB</source>
        <comment>a missed small blind marker</comment>
        <translation>МЁРТВЫЙ МБ</translation>
    </message>
    <message>
        <source>in</source>
        <comment>seat status</comment>
        <translation>в игре</translation>
    </message>
    <message>
        <source>TO ACT</source>
        <translation>ХОДИТ</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>ПАС</translation>
    </message>
    <message>
        <source>MUCKED</source>
        <translation>СБРОСИЛ</translation>
    </message>
    <message>
        <source>SITTING OUT</source>
        <translation>ОТОШЁЛ</translation>
    </message>
    <message>
        <source>NOT DEALT IN</source>
        <translation>НЕ В РАЗДАЧЕ</translation>
    </message>
    <message>
        <source>WAITS FOR BB</source>
        <translation>ЖДЁТ ББ</translation>
    </message>
    <message>
        <source>NO CHIPS</source>
        <translation>НЕТ ФИШЕК</translation>
    </message>
    <message>
        <source>LEAVING</source>
        <translation>УХОДИТ</translation>
    </message>
    <message>
        <source>EMPTY SEAT</source>
        <translation>СВОБОДНО</translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation>ОЛЛ-ИН</translation>
    </message>
    <message>
        <source>WINS {amount}</source>
        <translation>ВЫИГРЫШ {amount}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>NEXT CARD</source>
        <translation>СЛЕДУЮЩАЯ КАРТА</translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation>карт ещё нет</translation>
    </message>
    <message>
        <source>seat {seat}, {name}, stack {stack}, {status}</source>
        <translation>место {seat}, {name}, стек {stack}, {status}</translation>
    </message>
    <message>
        <source>dealer button</source>
        <translation>баттон дилера</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>ДИЛЕР</translation>
    </message>
    <message>
        <source>seat {seat} has {amount} in front</source>
        <translation>у места {seat} поставлено {amount}</translation>
    </message>
    <message>
        <source>HAND {number} · {street}</source>
        <translation>РАЗДАЧА {number} · {street}</translation>
    </message>
    <message>
        <source>{street} · BOMB POT</source>
        <translation>{street} · БОМБ-ПОТ</translation>
    </message>
    <message>
        <source>POT {amount}</source>
        <translation>БАНК {amount}</translation>
    </message>
    <message>
        <source>{pot} {amount}</source>
        <translation>{pot}: {amount}</translation>
    </message>
    <message>
        <source>bets in front: {amount}</source>
        <translation>ставки перед игроками: {amount}</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Pot Limit</source>
        <translation>Пот-лимит</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Лимит</translation>
    </message>
    <message>
        <source>No Limit</source>
        <translation>Безлимит</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation>Омаха</translation>
    </message>
    <message>
        <source>Omaha Hi-Lo</source>
        <translation>Омаха хай-лоу</translation>
    </message>
    <message>
        <source>5-card Omaha</source>
        <translation>Омаха 5 карт</translation>
    </message>
    <message>
        <source>Big O (5-card Omaha Hi-Lo)</source>
        <translation>Big O (Омаха хай-лоу, 5 карт)</translation>
    </message>
    <message>
        <source>6-card Omaha</source>
        <translation>Омаха 6 карт</translation>
    </message>
    <message>
        <source>Courchevel</source>
        <translation>Куршевель</translation>
    </message>
    <message>
        <source>Courchevel Hi-Lo</source>
        <translation>Куршевель хай-лоу</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em</source>
        <translation>Техасский холдем</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} или {second}</translation>
    </message>
</context>
</TS>
