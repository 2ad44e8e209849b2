<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ActionPad</name>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>½ Pot</source>
        <translation>½ Pot</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Miser</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Type the amount: {low} at least, {high} at most.</source>
        <translation>Tapez le montant : {low} au moins, {high} au plus.</translation>
    </message>
    <message>
        <source>{typed} is above the maximum: {action} at most.</source>
        <translation>{typed} dépasse le maximum : {action} au plus.</translation>
    </message>
    <message>
        <source>{typed} is below the minimum: {action} at least.</source>
        <translation>{typed} est sous le minimum : {action} au moins.</translation>
    </message>
    <message>
        <source>TO ACT</source>
        <translation>À PARLER</translation>
    </message>
    <message>
        <source>amount to bet or raise to</source>
        <translation>montant de la mise ou de la relance</translation>
    </message>
    <message>
        <source>sets the amount to all-in; key A goes all-in at once</source>
        <translation>met le montant au tapis ; la touche A fait tapis directement</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Keys: F fold · C check/call · R bet/raise · A all-in · J chips put in · Enter in the amount: raise · Space deal a card · D deal to action · S show hands · N new hand · Ctrl+Z undo · E type a card · Esc leave a field</source>
        <translation>Touches : F passer · C parole/suivre · R miser/relancer · A tapis · J jetons posés · Entrée dans le montant : relancer · Espace donner une carte · D donner jusqu&apos;à la parole · S abattage · N nouveau coup · Ctrl+Z défaire · E taper une carte · Échap quitter un champ</translation>
    </message>
    <message>
        <source>{action} (all-in)</source>
        <translation>{action} (tapis)</translation>
    </message>
    <message>
        <source>adds {amount}</source>
        <translation>ajoute {amount}</translation>
    </message>
    <message>
        <source>No player is to act now.</source>
        <translation>Aucun joueur n&apos;a la parole.</translation>
    </message>
    <message>
        <source>Cannot bet now.</source>
        <translation>Impossible de miser maintenant.</translation>
    </message>
    <message>
        <source>Cannot raise now.</source>
        <translation>Impossible de relancer maintenant.</translation>
    </message>
    <message>
        <source>No player to act</source>
        <translation>Aucun joueur à parler</translation>
    </message>
    <message>
        <source>Betting opens when the cards are dealt.</source>
        <translation>Les enchères s&apos;ouvrent une fois les cartes données.</translation>
    </message>
    <message>
        <source>MAXIMUM</source>
        <translation>MAXIMUM</translation>
    </message>
    <message>
        <source>no betting now</source>
        <translation>pas d&apos;enchères en ce moment</translation>
    </message>
    <message>
        <source>Check / Call</source>
        <translation>Parole / Suivre</translation>
    </message>
    <message>
        <source>Bet / Raise</source>
        <translation>Miser / Relancer</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Seat {seat} · {name}</source>
        <translation>Siège {seat} · {name}</translation>
    </message>
    <message>
        <source>nothing to call</source>
        <translation>rien à suivre</translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation>à suivre {amount}</translation>
    </message>
    <message>
        <source>pot {amount}</source>
        <translation>pot {amount}</translation>
    </message>
    <message>
        <source>stack {amount}</source>
        <translation>jetons {amount}</translation>
    </message>
    <message>
        <source>in front {amount}</source>
        <translation>déjà misé {amount}</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Parole</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Suivre {amount}</translation>
    </message>
    <message>
        <source>{structure} MAXIMUM</source>
        <translation>MAXIMUM {structure}</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>tapis</translation>
    </message>
    <message>
        <source>minimum: {action} (adds {amount})</source>
        <translation>minimum : {action} (ajoute {amount})</translation>
    </message>
    <message>
        <source>no bet</source>
        <translation>pas de mise</translation>
    </message>
    <message>
        <source>no raise</source>
        <translation>pas de relance</translation>
    </message>
    <message>
        <source>only call or fold</source>
        <translation>suivre ou passer seulement</translation>
    </message>
    <message>
        <source>Bet to</source>
        <translation>Mise à</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Relance à</translation>
    </message>
</context>
<context>
    <name>Alarm</name>
    <message>
        <source>{id}  table {table} (store {store}): {kind}, since {first}: {state}</source>
        <translation>{id}  table {table} (registre {store}) : {kind}, depuis le {first} : {state}</translation>
    </message>
    <message numerus="yes">
        <source>%n alarm(s) open</source>
        <translation>
            <numerusform>%n alarme ouverte</numerusform>
            <numerusform>%n alarmes ouvertes</numerusform>
        </translation>
    </message>
    <message>
        <source>to acknowledge an alarm give {missing}</source>
        <translation>pour acquitter une alarme, donnez {missing}</translation>
    </message>
    <message>
        <source>there is no alarm {id} in the central record (dealer-app central alarm list names them)</source>
        <translation>il n’y a pas d’alarme {id} dans la base centrale (dealer-app central alarm list les donne)</translation>
    </message>
    <message>
        <source>alarm {id} ({kind}, table {table}) acknowledged by {who}: {why}</source>
        <translation>alarme {id} ({kind}, table {table}) acquittée par {who} : {why}</translation>
    </message>
    <message>
        <source>supervisor&apos;s PIN: </source>
        <translation>code PIN du superviseur : </translation>
    </message>
    <message>
        <source>Say why the alarm is acknowledged (at least {n} characters): the reason is kept with your name.</source>
        <translation>Dites pourquoi l’alarme est acquittée (au moins {n} caractères) : la raison est gardée avec votre nom.</translation>
    </message>
    <message>
        <source>This table has no open alarm to acknowledge.</source>
        <translation>Cette table n’a aucune alarme ouverte à acquitter.</translation>
    </message>
    <message>
        <source>FORK: two histories of the table</source>
        <translation>BIFURCATION : deux historiques de la table</translation>
    </message>
    <message>
        <source>GAP in the record</source>
        <translation>TROU dans l’enregistrement</translation>
    </message>
    <message>
        <source>ALTERED EVENT refused</source>
        <translation>ÉVÉNEMENT ALTÉRÉ refusé</translation>
    </message>
    <message>
        <source>DAMAGED EVENT refused</source>
        <translation>ÉVÉNEMENT ENDOMMAGÉ refusé</translation>
    </message>
    <message>
        <source>STORE RESTORED FROM AN OLD COPY</source>
        <translation>MÉMOIRE DE TABLE RESTAURÉE D’UNE ANCIENNE COPIE</translation>
    </message>
    <message>
        <source>the table&apos;s uplink was refused</source>
        <translation>la liaison de la table a été refusée</translation>
    </message>
    <message>
        <source>TWO CONSOLES on one table</source>
        <translation>DEUX CONSOLES sur une table</translation>
    </message>
    <message>
        <source>table clock SET BACK</source>
        <translation>horloge de la table RECULÉE</translation>
    </message>
    <message>
        <source>table clock AHEAD of the server</source>
        <translation>horloge de la table EN AVANCE sur le serveur</translation>
    </message>
    <message>
        <source>acknowledged by {who} at {time}: {why}</source>
        <translation>acquittée par {who} le {time} : {why}</translation>
    </message>
    <message>
        <source>cleared, OPEN until a supervisor acknowledges it</source>
        <translation>cause disparue, OUVERTE jusqu’à l’acquittement d’un superviseur</translation>
    </message>
    <message>
        <source>OPEN</source>
        <translation>OUVERTE</translation>
    </message>
    <message>
        <source>acknowledged by {who}: {why}</source>
        <translation>acquittée par {who} : {why}</translation>
    </message>
    <message>
        <source>cleared, to acknowledge</source>
        <translation>cause disparue, à acquitter</translation>
    </message>
</context>
<context>
    <name>AlertBar</name>
    <message>
        <source>CARD ALERT — {message}</source>
        <translation>ALERTE CARTE — {message}</translation>
    </message>
    <message>
        <source>{count} more
waiting</source>
        <translation>encore {count}
en attente</translation>
    </message>
</context>
<context>
    <name>Alerts</name>
    <message>
        <source>Resolve the card alert first: {alert}</source>
        <translation>Réglez d&apos;abord l&apos;alerte carte : {alert}</translation>
    </message>
    <message>
        <source>Waiting for the shoe to deal the card asked for.</source>
        <translation>En attente de la carte demandée au sabot.</translation>
    </message>
    <message>
        <source>Waiting for the shoe: {card}.</source>
        <translation>En attente du sabot : {card}.</translation>
    </message>
    <message>
        <source>next card</source>
        <translation>carte suivante</translation>
    </message>
    <message>
        <source>Deal {card} from the shoe.</source>
        <translation>Sortez du sabot : {card}.</translation>
    </message>
    <message>
        <source>the card</source>
        <translation>la carte</translation>
    </message>
    <message>
        <source>A card came out but no hand is being dealt: it is not dealt.</source>
        <translation>Une carte est sortie mais aucun coup n&apos;est en cours de donne : elle n&apos;est pas donnée.</translation>
    </message>
    <message>
        <source>No hand is being dealt: start the next hand.</source>
        <translation>Aucun coup n&apos;est en cours de donne : lancez le coup suivant.</translation>
    </message>
    <message>
        <source>Board card checked: {card}.</source>
        <translation>Carte du board vérifiée : {card}.</translation>
    </message>
    <message>
        <source>No card was taken.</source>
        <translation>Aucune carte n&apos;a été prise.</translation>
    </message>
    <message>
        <source>The last thing done was not a card: only the last card can be corrected.</source>
        <translation>La dernière saisie n&apos;est pas une carte : seule la dernière carte peut être corrigée.</translation>
    </message>
    <message>
        <source>Corrected {card}: entered by hand.</source>
        <translation>Corrigé, {card} : saisie à la main.</translation>
    </message>
    <message>
        <source>the last card</source>
        <translation>la dernière carte</translation>
    </message>
    <message>
        <source>Card alert resolved: {choice}.</source>
        <translation>Alerte carte réglée : {choice}.</translation>
    </message>
    <message>
        <source>{text} is not a card: {reason}.</source>
        <translation>{text} n&apos;est pas une carte : {reason}.</translation>
    </message>
    <message>
        <source>a burn card</source>
        <translation>une carte brûlée</translation>
    </message>
    <message>
        <source>this hand</source>
        <translation>ce coup</translation>
    </message>
    <message>
        <source>Type a card, like {first}, {second} or {third}.</source>
        <translation>Tapez une carte, par exemple {first}, {second} ou {third}.</translation>
    </message>
    <message>
        <source>the rank “{what}” is unknown (ranks: {ranks})</source>
        <translation>la valeur «&#xa0;{what}&#xa0;» est inconnue (valeurs : {ranks})</translation>
    </message>
    <message>
        <source>the suit “{what}” is unknown (suits: {suits}, or the symbol)</source>
        <translation>la couleur «&#xa0;{what}&#xa0;» est inconnue (couleurs : {suits}, ou le symbole)</translation>
    </message>
    <message>
        <source>a card is a rank and a suit, like {first} or {second}</source>
        <translation>une carte s&apos;écrit avec sa valeur et sa couleur, comme {first} ou {second}</translation>
    </message>
    <message>
        <source>“{what}” is a Latin letter: the cards are typed in Russian letters here (ranks: {ranks}; suits: {suits})</source>
        <translation>«&#xa0;{what}&#xa0;» est une lettre latine : ici les cartes se tapent en lettres russes (valeurs : {ranks} ; couleurs : {suits})</translation>
    </message>
    <message>
        <source>“{what}” is a Cyrillic letter: the cards are typed in Latin letters here (ranks: {ranks}; suits: {suits})</source>
        <translation>«&#xa0;{what}&#xa0;» est une lettre cyrillique : ici les cartes se tapent en lettres latines (valeurs : {ranks} ; couleurs : {suits})</translation>
    </message>
    <message>
        <source>“{what}” is no suit: {suits}</source>
        <translation>«&#xa0;{what}&#xa0;» n&apos;est pas une couleur : {suits}</translation>
    </message>
    <message>
        <source>“{what}” is a Latin letter: {letters}</source>
        <translation>«&#xa0;{what}&#xa0;» est en alphabet latin : {letters}</translation>
    </message>
    <message>
        <source>“{what}” is a Cyrillic letter: {letters}</source>
        <translation>«&#xa0;{what}&#xa0;» est en cyrillique : {letters}</translation>
    </message>
    <message>
        <source>“{what}” is no rank: {ranks}</source>
        <translation>«&#xa0;{what}&#xa0;» n&apos;est pas une valeur : {ranks}</translation>
    </message>
    <message>
        <source>the registered deck {deck}</source>
        <translation>le jeu enregistré {deck}</translation>
    </message>
    <message>
        <source>any registered deck (no deck is registered at this table)</source>
        <translation>un jeu enregistré (aucun jeu n&apos;est enregistré à cette table)</translation>
    </message>
    <message>
        <source>Tag {tag} is not in {where}: a card of another deck? Take it out and reject it, or enter the card it is.</source>
        <translation>La puce {tag} n&apos;est pas dans {where} : une carte d&apos;un autre jeu ? Retirez-la et rejetez-la, ou saisissez la carte que c&apos;est.</translation>
    </message>
    <message>
        <source>Enter the card</source>
        <translation>Saisir la carte</translation>
    </message>
    <message>
        <source>Reject (not dealt)</source>
        <translation>Rejeter (non donnée)</translation>
    </message>
    <message>
        <source>The shoe could not read the card that went out: enter it by hand, or reject the read if no card was dealt.</source>
        <translation>Le sabot n&apos;a pas pu lire la carte sortie : saisissez-la à la main, ou rejetez la lecture si aucune carte n&apos;a été donnée.</translation>
    </message>
    <message>
        <source>Reject (no card)</source>
        <translation>Rejeter (pas de carte)</translation>
    </message>
    <message>
        <source>{card}: already dealt in this hand. Reject this read if the card was passed again; enter the right card if the read was wrong.</source>
        <translation>{card} : carte déjà donnée dans ce coup. Rejetez cette lecture si la carte a été repassée ; saisissez la bonne carte si la lecture est fausse.</translation>
    </message>
    <message>
        <source>{card} was already dealt in this hand ({where}). Reject this read if the card was passed again; enter the right card if the read was wrong.</source>
        <translation>{card} : carte déjà donnée dans ce coup ({where}). Rejetez cette lecture si la carte a été repassée ; saisissez la bonne carte si la lecture est fausse.</translation>
    </message>
    <message>
        <source>Reject (ignore this read)</source>
        <translation>Rejeter (ignorer cette lecture)</translation>
    </message>
    <message>
        <source>Enter the right card</source>
        <translation>Saisir la bonne carte</translation>
    </message>
    <message>
        <source>The board is checked</source>
        <translation>Le board est vérifié</translation>
    </message>
    <message>
        <source>The board reader read tag {tag}, which is not in the registered deck: a card of another deck on the board? Check the board against the screen.</source>
        <translation>Le lecteur du board a lu la puce {tag}, qui n&apos;est pas dans le jeu enregistré : une carte d&apos;un autre jeu sur le board ? Comparez le board à l&apos;écran.</translation>
    </message>
    <message>
        <source>The board reader could not read the card laid on it: check the board against the screen.</source>
        <translation>Le lecteur du board n&apos;a pas pu lire la carte posée dessus : comparez le board à l&apos;écran.</translation>
    </message>
    <message>
        <source>a card of this hand that is not on the board</source>
        <translation>une carte de ce coup qui n&apos;est pas au board</translation>
    </message>
    <message>
        <source>The board reader read {card}, but the shoe has dealt no board card that is not checked yet: check the board against the screen.</source>
        <translation>Le lecteur du board a lu {card}, mais le sabot n&apos;a donné aucune carte du board restant à vérifier : comparez le board à l&apos;écran.</translation>
    </message>
    <message>
        <source>The board reader read {card} where the shoe dealt {expected}: check the board against the screen.</source>
        <translation>Le lecteur du board a lu {card} là où le sabot a donné {expected} : comparez le board à l&apos;écran.</translation>
    </message>
    <message>
        <source>{card} came out while the players are betting: no card is expected now. Keep it as the next card of the deal, or reject it.</source>
        <translation>{card} : carte sortie pendant les enchères, aucune carte n&apos;est attendue. Gardez-la comme prochaine carte de la donne, ou rejetez-la.</translation>
    </message>
    <message>
        <source>Keep for the next card</source>
        <translation>Garder pour la carte suivante</translation>
    </message>
    <message>
        <source>{card} is one card more than the deal needs: the board is complete. It is not dealt.</source>
        <translation>{card} : une carte de trop, le board est complet. Elle n&apos;est pas donnée.</translation>
    </message>
    <message>
        <source>{card} is one card more than the deal needs: the hand is over. It is not dealt.</source>
        <translation>{card} : une carte de trop, le coup est terminé. Elle n&apos;est pas donnée.</translation>
    </message>
    <message>
        <source>No card is expected now: the players are betting ({card} not dealt).</source>
        <translation>Aucune carte n&apos;est attendue : les joueurs sont aux enchères ({card} non donnée).</translation>
    </message>
    <message>
        <source>The deal needs no more cards ({card} not dealt).</source>
        <translation>La donne ne demande plus de carte ({card} non donnée).</translation>
    </message>
    <message>
        <source>{card}: already dealt in this hand.</source>
        <translation>{card} : carte déjà donnée dans ce coup.</translation>
    </message>
    <message>
        <source>{card} was already dealt in this hand ({where}).</source>
        <translation>{card} : carte déjà donnée dans ce coup ({where}).</translation>
    </message>
    <message numerus="yes">
        <source>%n card read(s) did not reach the console. Check the cards on the table against the screen: enter a missing card by hand, or carry on if none is missing.</source>
        <translation>
            <numerusform>%n lecture de carte n&apos;est pas arrivée à la console. Comparez les cartes sur la table avec l&apos;écran : saisissez à la main une carte manquante, ou continuez s&apos;il n&apos;en manque aucune.</numerusform>
            <numerusform>%n lectures de carte ne sont pas arrivées à la console. Comparez les cartes sur la table avec l&apos;écran : saisissez à la main une carte manquante, ou continuez s&apos;il n&apos;en manque aucune.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the missing card</source>
        <translation>Saisir la carte manquante</translation>
    </message>
    <message>
        <source>Nothing is missing</source>
        <translation>Rien ne manque</translation>
    </message>
    <message>
        <source>The shoe restarted during the deal: a card it read just before may not have arrived. Check the cards on the table against the screen.</source>
        <translation>Le sabot a redémarré pendant la donne : une carte lue juste avant a pu se perdre. Comparez les cartes sur la table avec l&apos;écran.</translation>
    </message>
    <message>
        <source>There is no alert to resolve.</source>
        <translation>Aucune alerte à régler.</translation>
    </message>
    <message>
        <source>Not a choice here: {choices}.</source>
        <translation>Ce choix n&apos;est pas proposé ici : {choices}.</translation>
    </message>
    <message>
        <source>Type the card first (like {first}, {second} or {third}), then press Enter.</source>
        <translation>Tapez d&apos;abord la carte (par exemple {first}, {second} ou {third}), puis Entrée.</translation>
    </message>
</context>
<context>
    <name>Betting</name>
    <message>
        <source>bet to {total}</source>
        <translation>mise à {total}</translation>
    </message>
    <message>
        <source>raise to {total}</source>
        <translation>relance à {total}</translation>
    </message>
    <message>
        <source>call {amount}</source>
        <translation>suivre {amount}</translation>
    </message>
</context>
<context>
    <name>CardEntry</name>
    <message>
        <source>card to enter</source>
        <translation>carte à saisir</translation>
    </message>
    <message>
        <source>key E: type a card — {letters}; Esc: back to the action keys</source>
        <translation>touche E : taper une carte — {letters} ; Échap : retour aux touches d&apos;action</translation>
    </message>
    <message>
        <source>Enter card</source>
        <translation>Saisir la carte</translation>
    </message>
    <message>
        <source>Correct last</source>
        <translation>Corriger
la dernière</translation>
    </message>
    <message>
        <source>the last card was misread: replace it with the card typed; or type the right amount of the last bet or raise</source>
        <translation>la dernière carte a été mal lue : remplacez-la par la carte saisie ; ou saisissez le bon montant de la dernière mise ou relance</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>card name</comment>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>{letter} ({rank})</source>
        <translation>{letter} ({rank})</translation>
    </message>
    <message>
        <source>cards: {letters}</source>
        <translation>cartes : {letters}</translation>
    </message>
    <message>
        <source>1 then 0: the ten</source>
        <translation>1 puis 0 : le dix</translation>
    </message>
    <message>
        <source>{rank}: now the suit, {suits}</source>
        <translation>{rank} : maintenant la couleur, {suits}</translation>
    </message>
    <message>
        <source>run {run}, {card}</source>
        <translation>donne {run}, {card}</translation>
    </message>
    <message>
        <source>seat {seat}, hole card {number}</source>
        <translation>siège {seat}, carte {number}</translation>
    </message>
    <message>
        <source>player {player}, hole card {number}</source>
        <translation>joueur {player}, carte {number}</translation>
    </message>
    <message>
        <source>flop {number}</source>
        <translation>flop {number}</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>brûlée</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turn</translation>
    </message>
    <message>
        <source>river</source>
        <translation>river</translation>
    </message>
</context>
<context>
    <name>Cash</name>
    <message>
        <source>This table deals no bomb pot on request.</source>
        <translation>Cette table ne joue pas de bomb pot sur demande.</translation>
    </message>
    <message>
        <source>A bomb pot is asked for between hands: finish hand {hand} first.</source>
        <translation>Un bomb pot se demande entre deux coups : finissez d&apos;abord le coup {hand}.</translation>
    </message>
    <message>
        <source>Next hand: a bomb pot, every player dealt in antes {ante}. N deals it; B again: a usual hand.</source>
        <translation>Prochain coup : bomb pot, chaque joueur servi met l&apos;ante de {ante}. N le donne ; B de nouveau : un coup normal.</translation>
    </message>
    <message>
        <source>Next hand: a usual hand, no bomb pot.</source>
        <translation>Prochain coup : un coup normal, sans bomb pot.</translation>
    </message>
    <message>
        <source>Time collection of {time} due: {amount} from every player dealt in at the next hand.</source>
        <translation>Collecte du temps de {time} due : {amount} de chaque joueur servi à la prochaine main.</translation>
    </message>
    <message>
        <source>Hand {hand}: bomb pot, every player antes; button on seat {seat}.</source>
        <translation>Main {hand} : bomb pot, chaque joueur met l’ante ; bouton au siège {seat}.</translation>
    </message>
    <message>
        <source>Time collection: {amount} taken from every player dealt in at this hand; the next at {time}.</source>
        <translation>Collecte du temps : {amount} pris à chaque joueur servi à ce coup ; la prochaine à {time}.</translation>
    </message>
    <message>
        <source>Time collection: the next at {time}, {amount} from every player dealt in at the first hand after it.</source>
        <translation>Collecte du temps : la prochaine à {time}, {amount} de chaque joueur servi au premier coup qui suit.</translation>
    </message>
    <message>
        <source>Time collection: {amount} taken at this hand from {who}, the first player dealt in after the dead button.</source>
        <translation>Collecte du temps : {amount} pris à ce coup au {who}, premier joueur servi après le bouton mort.</translation>
    </message>
    <message>
        <source>Time collection: {amount} taken at this hand from {who}, the button.</source>
        <translation>Collecte du temps : {amount} pris à ce coup au {who}, le bouton.</translation>
    </message>
    <message>
        <source>Time collection: {amount} from the button at the next hand.</source>
        <translation>Collecte du temps : {amount} du bouton au prochain coup.</translation>
    </message>
</context>
<context>
    <name>CashBar</name>
    <message>
        <source>seat {seat} ✓</source>
        <translation>siège {seat} ✓</translation>
    </message>
    <message>
        <source>seat {seat} ?</source>
        <translation>siège {seat} ?</translation>
    </message>
    <message>
        <source>Run it twice</source>
        <translation>Tirer deux fois</translation>
    </message>
    <message>
        <source>Three times</source>
        <translation>Trois fois</translation>
    </message>
    <message>
        <source>One board</source>
        <translation>Un seul tableau</translation>
    </message>
    <message>
        <source>Yes: seat {seat}</source>
        <translation>Oui : siège {seat}</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>{conditions} · meter {amount}</source>
        <translation>{conditions} · compteur {amount}</translation>
    </message>
    <message>
        <source>Usual hand</source>
        <translation>Coup normal</translation>
    </message>
    <message>
        <source>Bomb pot next</source>
        <translation>Bomb pot ensuite</translation>
    </message>
    <message>
        <source>Next hand: bomb pot. N deals it; B: a usual hand.</source>
        <translation>Prochain coup : bomb pot. N le donne ; B : un coup normal.</translation>
    </message>
    <message>
        <source>Bomb pot on request: B makes the next hand a bomb pot, N deals it.</source>
        <translation>Bomb pot sur demande : B fait du prochain coup un bomb pot, N le donne.</translation>
    </message>
    <message>
        <source>Chips put in</source>
        <translation>Jetons posés</translation>
    </message>
    <message>
        <source>Chips put in by seat {seat} ({name})</source>
        <translation>Jetons posés par le siège {seat} ({name})</translation>
    </message>
    <message>
        <source>Chips of this table: {chips}. Type 500, or 3x100+1x25.</source>
        <translation>Jetons de cette table : {chips}. Tapez 500, ou 3x100+1x25.</translation>
    </message>
    <message>
        <source>Type the chips: 500, or 3x100+1x25.</source>
        <translation>Tapez les jetons : 500, ou 3x100+1x25.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Raise declared</source>
        <translation>Relance annoncée</translation>
    </message>
    <message>
        <source>As put in</source>
        <translation>Tels que posés</translation>
    </message>
    <message>
        <source>{key} as put in</source>
        <translation>{key}, tels que posés</translation>
    </message>
    <message>
        <source>{key} raise declared</source>
        <translation>{key}, relance annoncée</translation>
    </message>
    <message>
        <source>{key}: {reading}</source>
        <translation>{key} : {reading}</translation>
    </message>
</context>
<context>
    <name>Central</name>
    <message>
        <source>central: connecting</source>
        <translation>central : connexion</translation>
    </message>
    <message numerus="yes">
        <source>central: offline since {time} — %n hand(s) waiting</source>
        <translation>
            <numerusform>central : hors ligne depuis {time} — %n main en attente</numerusform>
            <numerusform>central : hors ligne depuis {time} — %n mains en attente</numerusform>
        </translation>
    </message>
    <message>
        <source>central: offline since {time}</source>
        <translation>central : hors ligne depuis {time}</translation>
    </message>
    <message>
        <source>central: refused — {reason}; call the floor</source>
        <translation>central : refusé — {reason} ; appelez le floor</translation>
    </message>
    <message>
        <source>central: synced, no hand yet</source>
        <translation>central : à jour, aucune main encore</translation>
    </message>
    <message numerus="yes">
        <source>central: synced through hand {hand} — %n hand(s) waiting</source>
        <translation>
            <numerusform>central : à jour jusqu’à la main {hand} — %n main en attente</numerusform>
            <numerusform>central : à jour jusqu’à la main {hand} — %n mains en attente</numerusform>
        </translation>
    </message>
    <message>
        <source>central: synced through hand {hand}</source>
        <translation>central : à jour jusqu’à la main {hand}</translation>
    </message>
    <message>
        <source>This table&apos;s record is behind the room&apos;s (restored from an old copy?): the central record will refuse what is dealt here. Call the floor.</source>
        <translation>Le journal de cette table est en retard sur la base centrale de la salle (restauré depuis une ancienne copie ?) : la base centrale refusera ce qui est distribué ici. Appelez le floor.</translation>
    </message>
    <message numerus="yes">
        <source>Record behind the room&apos;s: %n hand(s) dealt here refused by the central record ({hands}), kept at this table. Call the floor.</source>
        <translation>
            <numerusform>Journal en retard sur la base centrale : %n donne distribuée ici refusée ({hands}), gardée à cette table. Appelez le floor.</numerusform>
            <numerusform>Journal en retard sur la base centrale : %n donnes distribuées ici refusées ({hands}), gardées à cette table. Appelez le floor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>REFUSED: %n hand(s) dealt at the table ({hands}, rake {rake}), not in the room&apos;s record</source>
        <translation>
            <numerusform>REFUSÉ : %n donne distribuée à la table ({hands}, rake {rake}), absente de la base centrale</numerusform>
            <numerusform>REFUSÉ : %n donnes distribuées à la table ({hands}, rake {rake}), absentes de la base centrale</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CentralReport</name>
    <message numerus="yes">
        <source>the day {day} is not closed: %n alarm(s) open; a supervisor acknowledges each (dealer-app central alarm ack), then print the register again</source>
        <translation>
            <numerusform>la journée {day} n’est pas close : %n alarme ouverte ; un superviseur l’acquitte (dealer-app central alarm ack), puis imprimez de nouveau le registre</numerusform>
            <numerusform>la journée {day} n’est pas close : %n alarmes ouvertes ; un superviseur acquitte chacune (dealer-app central alarm ack), puis imprimez de nouveau le registre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the day {day} is not closed for %n table store(s): sign a checkpoint after the day&apos;s end (dealer-app central checkpoint), then print the register again</source>
        <translation>
            <numerusform>la journée {day} n’est pas close pour %n registre de table : signez un point de contrôle après la fin de la journée (dealer-app central checkpoint), puis imprimez de nouveau le registre</numerusform>
            <numerusform>la journée {day} n’est pas close pour %n registres de table : signez un point de contrôle après la fin de la journée (dealer-app central checkpoint), puis imprimez de nouveau le registre</numerusform>
        </translation>
    </message>
    <message>
        <source>{why}; the register is not printed</source>
        <translation>{why} ; le registre n’est pas imprimé</translation>
    </message>
    <message>
        <source>cannot write {file}: {why}</source>
        <translation>impossible d’écrire {file} : {why}</translation>
    </message>
    <message>
        <source>the central database said: {why}</source>
        <translation>la base centrale a répondu : {why}</translation>
    </message>
    <message>
        <source>this program cannot draw a PDF here (no Qt): use --csv</source>
        <translation>ce programme ne peut pas dessiner de PDF ici (pas de Qt) : utilisez --csv</translation>
    </message>
    <message>
        <source>cannot reach the central database: {why}</source>
        <translation>impossible de joindre la base centrale : {why}</translation>
    </message>
    <message>
        <source>error: {why}</source>
        <translation>erreur : {why}</translation>
    </message>
    <message>
        <source>the floor&apos;s public key cannot be read</source>
        <translation>la clé publique du floor ne peut pas être lue</translation>
    </message>
    <message>
        <source>a checkpoint was signed by another key than the floor&apos;s</source>
        <translation>un point de contrôle a été signé par une autre clé que celle du floor</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s signature is not the floor key&apos;s</source>
        <translation>la signature d’un point de contrôle n’est pas celle de la clé du floor</translation>
    </message>
    <message>
        <source>table {table}: the checkpoint signed hash {signed} at event {seq}, the central record holds {held}</source>
        <translation>table {table} : le point de contrôle a signé l’empreinte {signed} à l’événement {seq}, la base centrale tient {held}</translation>
    </message>
    <message>
        <source>a report is by {choices}, not {by}</source>
        <translation>un rapport est par {choices}, pas par {by}</translation>
    </message>
    <message>
        <source>a shift is NAME=HH:MM (e.g. morning=06:00), not &quot;{part}&quot;</source>
        <translation>une vacation s’écrit NOM=HH:MM (par ex. matin=06:00), pas « {part} »</translation>
    </message>
    <message>
        <source>give at least one shift, e.g. morning=06:00,afternoon=14:00,night=22:00</source>
        <translation>donnez au moins une vacation, par ex. matin=06:00,apres-midi=14:00,nuit=22:00</translation>
    </message>
    <message>
        <source>two shifts have the same name</source>
        <translation>deux vacations ont le même nom</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>shift</source>
        <translation>vacation</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>croupier</translation>
    </message>
    <message>
        <source>day</source>
        <translation>journée</translation>
    </message>
    <message>
        <source>table session</source>
        <translation>session de table</translation>
    </message>
    <message>
        <source>all tables</source>
        <translation>toutes les tables</translation>
    </message>
    <message>
        <source>hands dealt</source>
        <translation>coups distribués</translation>
    </message>
    <message>
        <source>misdeals</source>
        <translation>fausses donnes</translation>
    </message>
    <message>
        <source>void</source>
        <translation>annulés</translation>
    </message>
    <message>
        <source>rake</source>
        <translation>cagnotte</translation>
    </message>
    <message>
        <source>pots</source>
        <translation>pots</translation>
    </message>
    <message>
        <source>time collected</source>
        <translation>temps perçu</translation>
    </message>
    <message>
        <source>hours dealt</source>
        <translation>heures de jeu</translation>
    </message>
    <message>
        <source>hands per hour</source>
        <translation>coups par heure</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>session</source>
        <translation>session</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>closed by checkpoint</source>
        <translation>clôturée par le point de contrôle</translation>
    </message>
    <message>
        <source>Rake and time collected by {by}, day of {day}</source>
        <translation>Cagnotte et temps perçu par {by}, journée du {day}</translation>
    </message>
    <message>
        <source>Rake and time collected by {by}, days {first} to {last}</source>
        <translation>Cagnotte et temps perçu par {by}, journées du {first} au {last}</translation>
    </message>
    <message>
        <source>Daily register of the games, day of {day}</source>
        <translation>Registre journalier des jeux, journée du {day}</translation>
    </message>
    <message>
        <source>Table {table} (store {store}): closed by the checkpoint of event {seq}, key {key}, head {head}, signature {signature}</source>
        <translation>Table {table} (registre {store}) : clôturée par le point de contrôle de l’événement {seq}, clé {key}, tête {head}, signature {signature}</translation>
    </message>
    <message>
        <source>Table {table} (store {store}): NOT CLOSED, no checkpoint signed after the day&apos;s end covers its last event</source>
        <translation>Table {table} (registre {store}) : NON CLÔTURÉE, aucun point de contrôle signé après la fin de la journée ne couvre son dernier événement</translation>
    </message>
    <message>
        <source>ALARM — table {table} (store {store}): checkpoint no. {number} of event {seq}, recorded by {by}, does not verify and was not used (signature {signature}): {why}</source>
        <translation>ALARME — table {table} (registre {store}) : le point de contrôle n° {number} de l’événement {seq}, enregistré par {by}, n’est pas valable et n’a pas été retenu (signature {signature}) : {why}</translation>
    </message>
    <message>
        <source>Every signature checked with the floor&apos;s public key {key}</source>
        <translation>Toutes les signatures vérifiées avec la clé publique du floor {key}</translation>
    </message>
    <message>
        <source>Totals of the day</source>
        <translation>Totaux de la journée</translation>
    </message>
    <message>
        <source>table {table} (store {store}), session {session}</source>
        <translation>table {table} (registre {store}), session {session}</translation>
    </message>
    <message>
        <source>table {table} (store {store})</source>
        <translation>table {table} (registre {store})</translation>
    </message>
    <message>
        <source> at event {seq}</source>
        <translation> à l’événement {seq}</translation>
    </message>
    <message numerus="yes">
        <source>Alarm {id}, {where}: {kind}{at}, {first} to {last}, %n time(s): {state}</source>
        <translation>
            <numerusform>Alarme {id}, {where} : {kind}{at}, du {first} au {last}, %n fois : {state}</numerusform>
            <numerusform>Alarme {id}, {where} : {kind}{at}, du {first} au {last}, %n fois : {state}</numerusform>
        </translation>
    </message>
    <message>
        <source>No alarm on the day&apos;s tables</source>
        <translation>Aucune alarme sur les tables de la journée</translation>
    </message>
    <message numerus="yes">
        <source>Table {table} (store {store}): NOT CLOSED, %n alarm(s) open: a supervisor acknowledges each with a reason</source>
        <translation>
            <numerusform>Table {table} (registre {store}) : NON CLÔTURÉE, %n alarme ouverte : un superviseur l’acquitte avec une raison</numerusform>
            <numerusform>Table {table} (registre {store}) : NON CLÔTURÉE, %n alarmes ouvertes : un superviseur acquitte chacune avec une raison</numerusform>
        </translation>
    </message>
    <message>
        <source> (hands {first} to {last})</source>
        <translation> (coups {first} à {last})</translation>
    </message>
    <message numerus="yes">
        <source>Table {table} (store {store}): refused by the central record and in no total above: %n hand(s){span}, rake {rake}, pots {pots}; kept for the floor</source>
        <translation>
            <numerusform>Table {table} (journal {store}) : refusé par la base centrale et dans aucun total ci-dessus : %n coup{span}, cagnotte {rake}, pots {pots} ; gardé pour le floor</numerusform>
            <numerusform>Table {table} (journal {store}) : refusés par la base centrale et dans aucun total ci-dessus : %n coups{span}, cagnotte {rake}, pots {pots} ; gardés pour le floor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Signatures checked with the floor&apos;s public key {key}, but %n alarm(s) open: the day is not closed</source>
        <translation>
            <numerusform>Signatures vérifiées avec la clé publique du floor {key}, mais %n alarme ouverte : la journée n’est pas close</numerusform>
            <numerusform>Signatures vérifiées avec la clé publique du floor {key}, mais %n alarmes ouvertes : la journée n’est pas close</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(!) {row}: the table&apos;s clock jumped %n time(s) within these hands (set back or ahead): its hours dealt and hands per hour are not to be trusted</source>
        <translation>
            <numerusform>(!) {row} : l’horloge de la table a sauté %n fois pendant ces coups (reculée ou avancée) : ses heures de jeu et coups par heure ne sont pas fiables</numerusform>
            <numerusform>(!) {row} : l’horloge de la table a sauté %n fois pendant ces coups (reculée ou avancée) : ses heures de jeu et coups par heure ne sont pas fiables</numerusform>
        </translation>
    </message>
    <message>
        <source>Club day from {start} to {end} ({zone}): a hand belongs to the day in which it was dealt</source>
        <translation>Jour de jeu du {start} au {end} ({zone}) : une donne appartient au jour où elle a été distribuée</translation>
    </message>
    <message>
        <source>ALARM — table {table} (store {store}, session {session}): the {figure} of the central base&apos;s derived rows is {derived}, the signed events give {signed}: the derived rows were changed</source>
        <translation>ALARME — table {table} (registre {store}, session {session}) : « {figure} » vaut {derived} dans les lignes dérivées de la base centrale, les événements signés donnent {signed} : les lignes dérivées ont été modifiées</translation>
    </message>
    <message>
        <source>ALARM — table {table} (store {store}): event {seq}&apos;s body does not give the hash the central base holds for it ({held}; its body gives {computed}): the event was changed after it was received</source>
        <translation>ALARME — table {table} (registre {store}) : le contenu de l’événement {seq} ne donne pas l’empreinte que la base centrale garde pour lui ({held} ; son contenu donne {computed}) : l’événement a été modifié après sa réception</translation>
    </message>
    <message>
        <source>The figures printed above are those of the signed events, not of the derived rows</source>
        <translation>Les chiffres imprimés ci-dessus sont ceux des événements signés, non ceux des lignes dérivées</translation>
    </message>
    <message numerus="yes">
        <source>Table {table} (store {store}): NOT CLOSED, %n figure(s) or event(s) of the central base do not match the signed events</source>
        <translation>
            <numerusform>Table {table} (registre {store}) : NON CLÔTURÉE, %n chiffre ou événement de la base centrale ne concorde pas avec les événements signés</numerusform>
            <numerusform>Table {table} (registre {store}) : NON CLÔTURÉE, %n chiffres ou événements de la base centrale ne concordent pas avec les événements signés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Signatures checked with the floor&apos;s public key {key}, but %n figure(s) or event(s) do not match the signed events: the day is NOT verified</source>
        <translation>
            <numerusform>Signatures vérifiées avec la clé publique de la salle {key}, mais %n chiffre ou événement ne concorde pas avec les événements signés : la journée n’est PAS vérifiée</numerusform>
            <numerusform>Signatures vérifiées avec la clé publique de la salle {key}, mais %n chiffres ou événements ne concordent pas avec les événements signés : la journée n’est PAS vérifiée</numerusform>
        </translation>
    </message>
    <message>
        <source>the supervisors&apos; log</source>
        <translation>le journal des superviseurs</translation>
    </message>
    <message>
        <source>the floor&apos;s acts</source>
        <translation>le journal des actes de la salle</translation>
    </message>
    <message>
        <source>ALARM — {log} was changed after it was signed: row {row}</source>
        <translation>ALARME — {log} a été modifié après sa signature : ligne {row}</translation>
    </message>
    <message>
        <source>ALARM — {log} was changed: its chain breaks at row {row} (a row before it was deleted, or this one changed)</source>
        <translation>ALARME — {log} a été modifié : sa chaîne se rompt à la ligne {row} (une ligne avant elle a été supprimée, ou celle-ci modifiée)</translation>
    </message>
</context>
<context>
    <name>CentralReports</name>
    <message>
        <source>By table</source>
        <translation>Par table</translation>
    </message>
    <message>
        <source>By shift</source>
        <translation>Par vacation</translation>
    </message>
    <message>
        <source>By dealer</source>
        <translation>Par croupier</translation>
    </message>
    <message>
        <source>The whole day</source>
        <translation>Toute la journée</translation>
    </message>
    <message>
        <source>By table session</source>
        <translation>Par session de table</translation>
    </message>
    <message>
        <source>Daily register</source>
        <translation>Registre journalier</translation>
    </message>
    <message>
        <source>Jackpot register</source>
        <translation>Registre des jackpots</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Hands dealt</source>
        <translation>Coups distribués</translation>
    </message>
    <message>
        <source>Misdeals</source>
        <translation>Fausses donnes</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <source>Time collected</source>
        <translation>Temps perçu</translation>
    </message>
    <message>
        <source>Hands per hour</source>
        <translation>Coups par heure</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Paid at</source>
        <translation>Payé le</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Main winner</source>
        <translation>Gagnant principal</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
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
        <translation>Non affiché : {why}</translation>
    </message>
    <message>
        <source>jackpots-{day}</source>
        <comment>a file name</comment>
        <translation>jackpots-{day}</translation>
    </message>
    <message>
        <source>register-{day}</source>
        <comment>a file name</comment>
        <translation>registre-{day}</translation>
    </message>
    <message>
        <source>report-{kind}-{day}</source>
        <comment>a file name</comment>
        <translation>rapport-{kind}-{day}</translation>
    </message>
    <message>
        <source>Not written: {why}</source>
        <translation>Non écrit : {why}</translation>
    </message>
    <message>
        <source>Written to {path}</source>
        <translation>Écrit dans {path}</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>main winner</source>
        <translation>gagnant principal</translation>
    </message>
    <message>
        <source>Register of the bad beat jackpots, day of {day}</source>
        <translation>Registre des jackpots bad beat, journée du {day}</translation>
    </message>
    <message>
        <source>No jackpot paid this day.</source>
        <translation>Aucun jackpot payé ce jour.</translation>
    </message>
    <message>
        <source>all tables</source>
        <translation>toutes les tables</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Daily register of the games, day of {day}</source>
        <translation>Registre journalier des jeux, journée du {day}</translation>
    </message>
    <message>
        <source>Table {table}: NOT CLOSED (no checkpoint signed after the day&apos;s end)</source>
        <translation>Table {table} : NON CLÔTURÉE (aucun point de contrôle signé après la fin de la journée)</translation>
    </message>
    <message>
        <source>Table {table}: closed by the checkpoint of event {seq}, key {key}, signature {signature}</source>
        <translation>Table {table} : clôturée par le point de contrôle de l’événement {seq}, clé {key}, signature {signature}</translation>
    </message>
    <message>
        <source>NOT CLOSED: {count} alarm(s) open</source>
        <translation>NON CLÔTURÉE : {count} alarme(s) ouverte(s)</translation>
    </message>
    <message>
        <source>Every signature checked with the floor&apos;s key {key}</source>
        <translation>Toutes les signatures vérifiées avec la clé du floor {key}</translation>
    </message>
    <message>
        <source>Signatures NOT checked: no public key given</source>
        <translation>Signatures NON vérifiées : aucune clé publique donnée</translation>
    </message>
    <message>
        <source>Signatures checked with the floor&apos;s key {key}</source>
        <translation>Signatures vérifiées avec la clé du floor {key}</translation>
    </message>
    <message>
        <source>Rake and time collected, day of {day}</source>
        <translation>Cagnotte et temps perçu, journée du {day}</translation>
    </message>
    <message>
        <source>Club day from {start} to {end} ({zone}): a hand belongs to the day in which it was dealt</source>
        <translation>Jour de jeu du {start} au {end} ({zone}) : une donne appartient au jour où elle a été distribuée</translation>
    </message>
</context>
<context>
    <name>Chips</name>
    <message>
        <source>No player is to act now: chips are entered for the player to act.</source>
        <translation>Aucun joueur n’a la parole : les jetons se saisissent pour le joueur qui parle.</translation>
    </message>
    <message>
        <source>{who}: {amount} = {chips}</source>
        <translation>{who} : {amount} = {chips}</translation>
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
        <translation>{put} en jetons, le montant exact : suivre</translation>
    </message>
    <message>
        <source>a single chip of {chip} facing {call}: call</source>
        <translation>un seul jeton de {chip} face à {call} : suivre</translation>
    </message>
    <message>
        <source>{put} in chips facing {call}, every chip needed for the call: call</source>
        <translation>{put} en jetons face à {call}, chaque jeton nécessaire pour suivre : suivre</translation>
    </message>
    <message>
        <source>{beyond} beyond the call of {call} is less than half the last raise of {full}: call</source>
        <translation>{beyond} au-delà des {call} à suivre, moins de la moitié de la dernière relance de {full} : suivre</translation>
    </message>
    <message>
        <source>{beyond} beyond the call of {call} is at least half the last raise of {full}: a full raise, {action}</source>
        <translation>{beyond} au-delà des {call} à suivre, au moins la moitié de la dernière relance de {full} : relance complète, {action}</translation>
    </message>
    <message>
        <source>{put} in chips facing {call}: {action}</source>
        <translation>{put} en jetons face à {call} : {action}</translation>
    </message>
    <message>
        <source>a single chip of {chip}, no bet to face: {action}</source>
        <translation>un seul jeton de {chip}, sans mise à suivre : {action}</translation>
    </message>
    <message>
        <source>{put} in chips, no bet to face: {action}</source>
        <translation>{put} en jetons, sans mise à suivre : {action}</translation>
    </message>
    <message>
        <source>{put} in chips is below the minimum: {action}</source>
        <translation>{put} en jetons, sous le minimum : {action}</translation>
    </message>
    <message>
        <source>{put} in chips is above the pot limit: {action} at most</source>
        <translation>{put} en jetons, au-dessus de la limite du pot : {action} au plus</translation>
    </message>
    <message>
        <source>{put} in chips, fixed limit: {action}</source>
        <translation>{put} en jetons, limite fixe : {action}</translation>
    </message>
    <message>
        <source>{put} in chips, raising is closed: call</source>
        <translation>{put} en jetons, relance fermée : suivre</translation>
    </message>
    <message>
        <source>{put} in chips, no bet can be made: check</source>
        <translation>{put} en jetons, aucune mise possible : parole</translation>
    </message>
    <message>
        <source>{put} in chips, the whole stack: all-in</source>
        <translation>{put} en jetons, tout le tapis : tapis</translation>
    </message>
    <message>
        <source>{action} declared, {put} in chips</source>
        <translation>{action} annoncée, {put} en jetons</translation>
    </message>
    <message>
        <source>{amount} goes back</source>
        <translation>{amount} rendus</translation>
    </message>
    <message>
        <source>{amount} to add</source>
        <translation>{amount} à compléter</translation>
    </message>
    <message>
        <source>{put} in chips is short of the call of {call}: {short} more to call</source>
        <translation>{put} en jetons ne suffit pas pour suivre {call} : encore {short}</translation>
    </message>
    <message>
        <source>{put} in chips is more than the {stack} this player has</source>
        <translation>{put} en jetons, plus que les {stack} de ce joueur</translation>
    </message>
    <message>
        <source>{chip} is not a chip of this table: {chips}</source>
        <translation>{chip} n’est pas un jeton de cette table : {chips}</translation>
    </message>
    <message>
        <source>type the chips as 500, or 3x100+1x25</source>
        <translation>tapez les jetons ainsi : 500, ou 3x100+1x25</translation>
    </message>
    <message>
        <source>a single chip of {chip} with {declared}: {action}, the most allowed</source>
        <translation>un seul jeton de {chip} avec {declared} : {action}, le maximum permis</translation>
    </message>
    <message>
        <source>a single chip of {chip} with {declared}: {action}, the whole chip</source>
        <translation>un seul jeton de {chip} avec {declared} : {action}, le jeton entier</translation>
    </message>
    <message>
        <source>{put} in chips with {declared}, above the pot limit: {action} at most</source>
        <translation>{put} en jetons avec {declared}, au-dessus de la limite du pot : {action} au plus</translation>
    </message>
    <message>
        <source>{put} in chips with {declared}, short of the minimum: {action}</source>
        <translation>{put} en jetons avec {declared}, sous le minimum : {action}</translation>
    </message>
    <message>
        <source>{put} in chips with {declared}, fixed limit: {action}</source>
        <translation>{put} en jetons avec {declared}, limite fixe : {action}</translation>
    </message>
    <message>
        <source>a bet declared</source>
        <translation>une mise annoncée</translation>
    </message>
    <message>
        <source>a raise declared</source>
        <translation>une relance annoncée</translation>
    </message>
    <message>
        <source>the betting is capped</source>
        <translation>les enchères sont plafonnées</translation>
    </message>
    <message>
        <source>every other player is all-in</source>
        <translation>tous les autres joueurs sont à tapis</translation>
    </message>
    <message>
        <source>the player can only call</source>
        <translation>le joueur peut seulement suivre</translation>
    </message>
    <message>
        <source>no raise is open to this player ({why}): enter the chips as put in (Enter)</source>
        <translation>aucune relance n&apos;est ouverte à ce joueur ({why}) : saisissez les jetons tels que posés (Entrée)</translation>
    </message>
    <message>
        <source>a short all-in did not reopen the betting</source>
        <translation>un tapis incomplet n&apos;a pas rouvert les enchères</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>the key that answers yes</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>N</source>
        <comment>the key that answers no</comment>
        <translation>N</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>The supervisor file {path} cannot be read: the console does not start on it. It was left as it is; the club repairs it or sets it up again (dealer-app supervisor init).</source>
        <translation>Le fichier des superviseurs {path} est illisible : la console ne démarre pas avec lui. Il est laissé tel quel ; le club le répare ou le recrée (dealer-app supervisor init).</translation>
    </message>
    <message>
        <source>The supervisor file {path} is not the one this table&apos;s hand store knows: the console does not start with it. Start without --roster, or the club binds it with &apos;dealer-app supervisor accept&apos;.</source>
        <translation>Le fichier des superviseurs {path} n&apos;est pas celui que connaît le registre des mains de cette table : la console ne démarre pas avec lui. Démarrez sans --roster, ou le club le lie avec « dealer-app supervisor accept ».</translation>
    </message>
    <message>
        <source>The hand store {path} is in use by another program (a backup, a copy, a database browser…). It is not damaged: the console waits for it to be free and starts then.</source>
        <translation>Le registre des mains {path} est utilisé par un autre programme (une sauvegarde, une copie, un navigateur de base de données…). Il n&apos;est pas endommagé : la console attend qu&apos;il soit libre et démarre alors.</translation>
    </message>
    <message>
        <source>The hand store {path} cannot be opened for writing ({why}): the console does not start. Nothing was changed.</source>
        <translation>Le registre des mains {path} ne peut pas être ouvert en écriture ({why}) : la console ne démarre pas. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The hand store {path} is in use by another console or program: the console does not start on it. Close the other one first.</source>
        <translation>Le registre des mains {path} est utilisé par une autre console ou un autre programme : la console ne démarre pas dessus. Fermez d&apos;abord l&apos;autre.</translation>
    </message>
    <message>
        <source>The hand store {path} could not be brought to this version of the console ({why}): it is left as it was, and the console does not start.</source>
        <translation>Le registre des mains {path} n&apos;a pas pu être mis à la version de cette console ({why}) : il est laissé tel qu&apos;il était et la console ne démarre pas.</translation>
    </message>
    <message>
        <source>The keeper of the keys already keeps the record of table {table} (store {kept}): it takes this new hand store ({store}) only once the club authorises it, on the keeper&apos;s admin socket: dealer-app keeper authorise --table {table} --store {store} --reason &quot;...&quot;. The console does not start; nothing was recorded at the table.</source>
        <translation>Le gardien des clés tient déjà le registre de la table {table} (registre {kept}) : il ne prend ce nouveau registre des mains ({store}) qu&apos;une fois que le club l&apos;autorise, sur le socket d&apos;administration du gardien : dealer-app keeper authorise --table {table} --store {store} --reason &quot;...&quot;. La console ne démarre pas ; rien n&apos;a été enregistré à la table.</translation>
    </message>
    <message>
        <source>The hand store {path} was written by a newer version of the console: it is left as it is, and this one does not start on it.</source>
        <translation>Le registre des mains {path} a été écrit par une version plus récente de la console : il est laissé tel quel et celle-ci ne démarre pas dessus.</translation>
    </message>
    <message>
        <source>The hand store cannot be opened: {why}</source>
        <translation>Le registre des mains ne peut pas être ouvert : {why}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>No card is expected now.</source>
        <translation>Aucune carte n&apos;est attendue.</translation>
    </message>
    <message>
        <source>Dealt {card} (entered by hand).</source>
        <translation>Donnée : {card} (saisie à la main).</translation>
    </message>
    <message>
        <source>Dealt {card}.</source>
        <translation>Donnée : {card}.</translation>
    </message>
    <message>
        <source>cards: practice deck (shoe simulator not connected)</source>
        <translation>cartes : jeu d&apos;entraînement, sans sabot</translation>
    </message>
    <message>
        <source>cannot raise: not enough chips — call all-in or fold</source>
        <translation>relance impossible : pas assez de jetons — suivre à tapis ou passer</translation>
    </message>
    <message>
        <source>raising is closed: the all-in since this player acted was less than a full raise</source>
        <translation>relance fermée : le tapis joué depuis sa parole est inférieur à une relance complète</translation>
    </message>
    <message>
        <source>raising is closed: every other player is all-in</source>
        <translation>relance fermée : tous les autres joueurs sont à tapis</translation>
    </message>
    <message>
        <source>raising is closed: the cap is reached</source>
        <translation>relance fermée : le plafond de relances est atteint</translation>
    </message>
    <message>
        <source>No player is to act now.</source>
        <translation>Aucun joueur n&apos;a la parole.</translation>
    </message>
    <message>
        <source>Nothing to undo in this hand.</source>
        <translation>Rien à défaire dans ce coup.</translation>
    </message>
    <message>
        <source>The hand is not over yet: finish it (or undo) before a new hand.</source>
        <translation>Le coup n&apos;est pas terminé : finissez-le (ou défaites la dernière saisie) avant un nouveau coup.</translation>
    </message>
    <message>
        <source>Hand {hand}: button on seat {seat}.</source>
        <translation>Coup {hand} : bouton au siège {seat}.</translation>
    </message>
    <message>
        <source>No card is expected now: {who} is to act.</source>
        <translation>Aucune carte n&apos;est attendue : {who} a la parole.</translation>
    </message>
    <message>
        <source>The board is complete: show the hands.</source>
        <translation>Le board est complet : passez à l&apos;abattage.</translation>
    </message>
    <message>
        <source>The hand is over: start a new hand.</source>
        <translation>Le coup est terminé : lancez un nouveau coup.</translation>
    </message>
    <message>
        <source>No session is open: set up the session first.</source>
        <translation>Aucune séance n&apos;est ouverte : préparez d&apos;abord la séance.</translation>
    </message>
    <message>
        <source>No hand is being dealt: start the next hand.</source>
        <translation>Aucun coup n&apos;est en cours de donne : lancez le coup suivant.</translation>
    </message>
    <message numerus="yes">
        <source>Dealt %n card(s).</source>
        <translation>
            <numerusform>%n carte donnée.</numerusform>
            <numerusform>%n cartes données.</numerusform>
        </translation>
    </message>
    <message>
        <source>No player is to act now: {prompt}.</source>
        <translation>Aucun joueur n&apos;a la parole : {prompt}.</translation>
    </message>
    <message>
        <source>Enter the amount to bet to.</source>
        <translation>Saisissez le montant de la mise.</translation>
    </message>
    <message>
        <source>Enter the amount to raise to.</source>
        <translation>Saisissez le montant de la relance.</translation>
    </message>
    <message>
        <source>Unknown action {kind}.</source>
        <translation>Action inconnue : {kind}.</translation>
    </message>
    <message>
        <source>Not allowed: {why}.</source>
        <translation>Refusé : {why}.</translation>
    </message>
    <message>
        <source>No showdown now: {prompt}.</source>
        <translation>Pas d&apos;abattage maintenant : {prompt}.</translation>
    </message>
    <message>
        <source>{who} cannot show: {why}.</source>
        <translation>{who} ne peut pas montrer : {why}.</translation>
    </message>
    <message>
        <source>Undone: {what}.</source>
        <translation>Défait : {what}.</translation>
    </message>
    <message>
        <source>the last card dealt ({card})</source>
        <translation>la dernière carte donnée ({card})</translation>
    </message>
    <message>
        <source>no session: open one in Session setup (F2)</source>
        <translation>pas de séance : ouvrez-en une dans Préparer la séance (F2)</translation>
    </message>
    <message>
        <source>seat the players: Seating (F3)</source>
        <translation>placez les joueurs : Placement (F3)</translation>
    </message>
    <message>
        <source>next hand (N)</source>
        <translation>coup suivant (N)</translation>
    </message>
    <message>
        <source>card alert: choose below</source>
        <translation>alerte carte : choisissez ci-dessous</translation>
    </message>
    <message>
        <source>deal {card}</source>
        <translation>à donner : {card}</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>à donner</translation>
    </message>
    <message>
        <source>{who} to act</source>
        <translation>{who} a la parole</translation>
    </message>
    <message>
        <source>showdown: show the hands</source>
        <translation>abattage : montrez les mains</translation>
    </message>
    <message>
        <source>hand over: start a new hand</source>
        <translation>coup terminé : lancez un nouveau coup</translation>
    </message>
    <message>
        <source>main pot</source>
        <translation>pot principal</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation>pot annexe n° {number}</translation>
    </message>
    <message>
        <source>No session</source>
        <translation>Pas de séance</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Pot {amount}</translation>
    </message>
    <message>
        <source>Main pot {amount}</source>
        <translation>Pot principal {amount}</translation>
    </message>
    <message>
        <source>Side pot {number} {amount}</source>
        <translation>Pot annexe n° {number} : {amount}</translation>
    </message>
    <message>
        <source>{pot} (rake {rake})</source>
        <translation>{pot} (prélèvement {rake})</translation>
    </message>
    <message>
        <source>{who} {amount}</source>
        <translation>{who} {amount}</translation>
    </message>
    <message>
        <source>The pots are not pushed yet: check them and push them (P), or undo the show.</source>
        <translation>Les pots ne sont pas encore poussés : vérifiez-les et poussez-les (P), ou défaites l&apos;abattage.</translation>
    </message>
    <message>
        <source>Hands shown: check the pots, then push them (P).</source>
        <translation>Mains montrées : vérifiez les pots, puis poussez-les (P).</translation>
    </message>
    <message>
        <source>No pots to push now: {prompt}.</source>
        <translation>Aucun pot à pousser maintenant : {prompt}.</translation>
    </message>
    <message>
        <source>Pots pushed: {winners}.</source>
        <translation>Pots poussés : {winners}.</translation>
    </message>
    <message>
        <source>Hand {hand} is over and recorded: a supervisor corrects it in Corrections (F7).</source>
        <translation>Le coup {hand} est terminé et enregistré : un superviseur le corrige dans Corrections (F7).</translation>
    </message>
    <message>
        <source>The last thing done was not a bet or a raise: no amount to change.</source>
        <translation>La dernière saisie n&apos;est pas une mise ni une relance : aucun montant à corriger.</translation>
    </message>
    <message>
        <source>Amount changed: {before} is now {after}.</source>
        <translation>Montant corrigé : {before} devient {after}.</translation>
    </message>
    <message>
        <source>pots to push: check, then Push (P)</source>
        <translation>pots à pousser : vérifiez, puis Pousser (P)</translation>
    </message>
    <message>
        <source>{pot}: {winners}</source>
        <translation>{pot} : {winners}</translation>
    </message>
    <message>
        <source>{result} — {hand}</source>
        <translation>{result} — {hand}</translation>
    </message>
    <message>
        <source>{result}; low {hand}</source>
        <translation>{result} ; low {hand}</translation>
    </message>
    <message>
        <source>{amount} uncalled, returned to {who}</source>
        <translation>{amount} non suivis, rendus à {who}</translation>
    </message>
    <message>
        <source>{game} {structure} {small}/{big} · blinds {sb}/{bb}</source>
        <translation>{game} {structure} {small}/{big} · blindes {sb}/{bb}</translation>
    </message>
    <message>
        <source>This player has no chips left.</source>
        <translation>Ce joueur n&apos;a plus de jetons.</translation>
    </message>
    <message>
        <source>All-in ({all_in}) is above the pot limit: the most is {most}.</source>
        <translation>Le tapis ({all_in}) dépasse le pot : au maximum {most}.</translation>
    </message>
    <message>
        <source>All-in is not possible now: {why}.</source>
        <translation>Tapis impossible maintenant : {why}.</translation>
    </message>
    <message>
        <source>raising is closed</source>
        <translation>relance fermée</translation>
    </message>
    <message>
        <source>{who} folds</source>
        <translation>{who} passe</translation>
    </message>
    <message>
        <source>{who} checks</source>
        <translation>{who} dit parole</translation>
    </message>
    <message>
        <source>{who} calls {amount}</source>
        <translation>{who} suit {amount}</translation>
    </message>
    <message>
        <source>{who} bets to {total}</source>
        <translation>{who} mise à {total}</translation>
    </message>
    <message>
        <source>{who} raises to {total}</source>
        <translation>{who} relance à {total}</translation>
    </message>
    <message>
        <source>{who}: {action}</source>
        <translation>{who} : {action}</translation>
    </message>
    <message>
        <source>{action} (all-in).</source>
        <translation>{action} (tapis).</translation>
    </message>
    <message>
        <source>{action}.</source>
        <translation>{action}.</translation>
    </message>
    <message>
        <source>the last card dealt</source>
        <translation>la dernière carte donnée</translation>
    </message>
    <message>
        <source>the action {action}</source>
        <translation>l&apos;action {action}</translation>
    </message>
    <message>
        <source>a show</source>
        <translation>une main montrée</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>check</source>
        <translation>parole</translation>
    </message>
    <message>
        <source>call</source>
        <translation>suivre</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>tapis</translation>
    </message>
    <message>
        <source>raise {total}</source>
        <translation>relance à {total}</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>siège {seat} ({name})</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Pot principal</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Pot annexe n° {number}</translation>
    </message>
    <message>
        <source>no low hand: the high takes the whole pot</source>
        <translation>pas de main basse : la main haute prend tout le pot</translation>
    </message>
    <message>
        <source>the same hands win high and low: the pot is split as one</source>
        <translation>les mêmes mains gagnent haut et bas : le pot est partagé en une fois</translation>
    </message>
    <message>
        <source>the odd chip goes to the high half</source>
        <translation>le jeton impair va à la moitié haute</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Corrections · hand {hand}: choose the input to correct; a supervisor authorises it</source>
        <translation>Corrections · coup {hand} : choisissez la saisie à corriger ; un superviseur l&apos;autorise</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Corrections</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>corrigée</translation>
    </message>
    <message>
        <source>in</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>passé</translation>
    </message>
    <message>
        <source>Award by hand: {middle} in the middle</source>
        <translation>Attribution manuelle : {middle} au milieu</translation>
    </message>
    <message>
        <source>Award by hand: only while the hand is played</source>
        <translation>Attribution manuelle : seulement pendant le coup</translation>
    </message>
    <message>
        <source>Shares {shares} + rake {rake} = {total} of {middle}: {left}</source>
        <translation>Parts {shares} + prélèvement {rake} = {total} sur {middle} : {left}</translation>
    </message>
    <message>
        <source>adds up</source>
        <translation>le compte est bon</translation>
    </message>
    <message>
        <source>{left} still to share</source>
        <translation>encore {left} à répartir</translation>
    </message>
    <message>
        <source>{over} too much</source>
        <translation>{over} de trop</translation>
    </message>
    <message>
        <source>#{number} · {what}</source>
        <translation>n° {number} · {what}</translation>
    </message>
    <message>
        <source>Choose an input in the list</source>
        <translation>Choisissez une saisie dans la liste</translation>
    </message>
    <message>
        <source>Type the amount the bet or raise goes to.</source>
        <translation>Tapez le montant de la mise ou de la relance.</translation>
    </message>
    <message>
        <source>Choose an input in the list first.</source>
        <translation>Choisissez d&apos;abord une saisie dans la liste.</translation>
    </message>
    <message>
        <source>seat {seat} {amount}</source>
        <translation>siège {seat} {amount}</translation>
    </message>
    <message>
        <source>Award hand {hand} by hand: {paid}; rake {rake}. A supervisor authorises it, with the reason.</source>
        <translation>Attribuer le coup {hand} à la main : {paid} ; prélèvement {rake}. Un superviseur l&apos;autorise, avec le motif.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <source>What was recorded</source>
        <translation>Ce qui a été saisi</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Parole</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>It should have been:</source>
        <translation>Elle aurait dû être :</translation>
    </message>
    <message>
        <source>Bet/raise to the amount</source>
        <translation>Mise/relance au montant</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>montant</translation>
    </message>
    <message>
        <source>Seat {seat} · {name}</source>
        <translation>Siège {seat} · {name}</translation>
    </message>
    <message>
        <source>put in {put_in}, {state}</source>
        <translation>a misé {put_in}, {state}</translation>
    </message>
    <message>
        <source>Correct #{number} ({what}) to: {new}. A supervisor authorises it, with the reason.</source>
        <translation>Corriger n° {number} ({what}) en : {new}. Un superviseur l&apos;autorise, avec le motif.</translation>
    </message>
    <message>
        <source>struck out (it did not happen)</source>
        <translation>rayé (cela n&apos;a pas eu lieu)</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>carte {card}</translation>
    </message>
    <message>
        <source>bet/raise to {amount}</source>
        <translation>mise/relance à {amount}</translation>
    </message>
    <message>
        <source>card, e.g. {card}</source>
        <translation>carte, ex. {card}</translation>
    </message>
    <message>
        <source>Replace the card</source>
        <translation>Remplacer la carte</translation>
    </message>
    <message>
        <source>Strike it out (it did not happen)</source>
        <translation>La rayer (elle n&apos;a pas eu lieu)</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Prélèvement</translation>
    </message>
    <message>
        <source>Award the pot by hand</source>
        <translation>Attribuer le pot à la main</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Corrections</name>
    <message>
        <source>No session is open.</source>
        <translation>Aucune séance n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>No hand to correct: a hand is corrected while it is played, or after it until the next hand or a change of seats or money.</source>
        <translation>Aucun coup à corriger : un coup se corrige pendant qu&apos;il se joue, ou après, jusqu&apos;au coup suivant ou à un mouvement de places ou de jetons.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>{place}: {card}</source>
        <translation>{place} : {card}</translation>
    </message>
    <message>
        <source>{action} (all-in)</source>
        <translation>{action} (tapis)</translation>
    </message>
    <message>
        <source>{who} shows</source>
        <translation>{who} montre ses cartes</translation>
    </message>
    <message>
        <source>{who} mucks</source>
        <translation>{who} jette ses cartes</translation>
    </message>
    <message>
        <source>{who} leaves the table (folded)</source>
        <translation>{who} quitte la table (main couchée)</translation>
    </message>
    <message>
        <source>That input no longer stands: choose one in the list.</source>
        <translation>Cette saisie ne compte plus : choisissez-en une dans la liste.</translation>
    </message>
    <message>
        <source>Only a card is replaced by a card.</source>
        <translation>Seule une carte se remplace par une carte.</translation>
    </message>
    <message>
        <source>Only an action is replaced by an action.</source>
        <translation>Seule une action se remplace par une action.</translation>
    </message>
    <message>
        <source>Choose fold, check, call, raise or all-in.</source>
        <translation>Choisissez passer, parole, suivre, relancer ou tapis.</translation>
    </message>
    <message>
        <source>Type the amount the bet or raise goes to.</source>
        <translation>Tapez le montant de la mise ou de la relance.</translation>
    </message>
    <message>
        <source>Say what the input should have been: an amount, an action, a card, or strike it out.</source>
        <translation>Dites ce que la saisie aurait dû être : un montant, une action, une carte, ou rayez-la.</translation>
    </message>
    <message>
        <source>The rules refuse it: {why}.</source>
        <translation>Les règles la refusent : {why}.</translation>
    </message>
    <message>
        <source>With this correction, #{number} ({what}) no longer stands: {why}. Correct or strike that one first.</source>
        <translation>Avec cette correction, le n° {number} ({what}) ne tient plus : {why}. Corrigez-le ou rayez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>The shares {shares} and the rake {rake} make {total}: they must add up to the {pot} in the middle.</source>
        <translation>Les parts {shares} et le prélèvement {rake} font {total} : ils doivent faire les {pot} du milieu.</translation>
    </message>
    <message>
        <source>Give the reason for the correction.</source>
        <translation>Donnez le motif de la correction.</translation>
    </message>
    <message>
        <source>Struck out by {supervisor}: {what}.</source>
        <translation>Rayé par {supervisor} : {what}.</translation>
    </message>
    <message>
        <source>Corrected by {supervisor}: {before} is now {after}.</source>
        <translation>Corrigé par {supervisor} : {before} devient {after}.</translation>
    </message>
    <message>
        <source>Give the reason for awarding the pot by hand.</source>
        <translation>Donnez le motif de l&apos;attribution manuelle du pot.</translation>
    </message>
    <message>
        <source>seat {seat} {amount}</source>
        <translation>siège {seat} {amount}</translation>
    </message>
    <message>
        <source>Hand {hand} awarded by hand by {supervisor}: {shares}; rake {rake}.</source>
        <translation>Coup {hand} attribué à la main par {supervisor} : {shares} ; prélèvement {rake}.</translation>
    </message>
    <message>
        <source>Hand {hand} is over and its pots are paid: correct its inputs instead.</source>
        <translation>Le coup {hand} est terminé et ses pots payés : corrigez plutôt ses saisies.</translation>
    </message>
    <message>
        <source>Each share and the rake are whole numbers of chips.</source>
        <translation>Chaque part et le prélèvement sont des nombres entiers de jetons.</translation>
    </message>
</context>
<context>
    <name>DamagedStore</name>
    <message>
        <source>Set the damaged store aside and start a new one</source>
        <translation>Mettre de côté le registre endommagé et en commencer un nouveau</translation>
    </message>
    <message>
        <source>The hand store is damaged</source>
        <translation>Le registre des coups est endommagé</translation>
    </message>
    <message>
        <source>The hand store is damaged: the console does not start on it.</source>
        <translation>Le registre des coups est endommagé : la console ne démarre pas dessus.</translation>
    </message>
    <message>
        <source>File: {path}</source>
        <translation>Fichier : {path}</translation>
    </message>
    <message>
        <source>The file is left exactly as it is. To go on, a supervisor sets it aside (kept unchanged under a new name, for the inspectors) and a new store starts; the decision is recorded with the supervisor&apos;s id. Otherwise stop the console and call the floor.</source>
        <translation>Le fichier est laissé tel quel. Pour continuer, un superviseur le met de côté (conservé sans changement sous un nouveau nom, pour les inspecteurs) et un nouveau registre commence ; la décision est enregistrée avec l&apos;identifiant du superviseur. Sinon, arrêtez la console et appelez le superviseur.</translation>
    </message>
    <message>
        <source>Stop the console</source>
        <translation>Arrêter la console</translation>
    </message>
    <message>
        <source>A supervisor decides…</source>
        <translation>Un superviseur décide…</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>{day}/{month}/{year}</source>
        <translation>{day}/{month}/{year}</translation>
    </message>
</context>
<context>
    <name>DeskBar</name>
    <message>
        <source>Misdeal in hand {hand}: why?</source>
        <translation>Maldonne au coup {hand} : pourquoi ?</translation>
    </message>
    <message>
        <source>Declare a misdeal in hand {hand} (reason: {reason})?</source>
        <translation>Déclarer une maldonne au coup n° {hand} (motif : {reason}) ?</translation>
    </message>
    <message>
        <source>Every bet goes back and the hand is dealt again: same button, same blinds. This cannot be undone.</source>
        <translation>Les mises sont rendues et le coup sera redonné : même bouton, mêmes blinds. On ne pourra pas revenir en arrière.</translation>
    </message>
    <message>
        <source>Yes, misdeal</source>
        <translation>Oui, maldonne</translation>
    </message>
    <message>
        <source>No, go on with the hand</source>
        <translation>Non, continuer le coup</translation>
    </message>
    <message>
        <source>Misdeal after substantial action ({reason}): a supervisor authorises it.</source>
        <translation>Maldonne après une action significative ({reason}) : un superviseur l&apos;autorise.</translation>
    </message>
    <message>
        <source>Void hand {hand}: every chip goes back. Why?</source>
        <translation>Coup nul pour le coup {hand} : tous les jetons sont rendus. Pourquoi ?</translation>
    </message>
    <message>
        <source>Void hand {hand} (reason: {reason})?</source>
        <translation>Déclarer le coup n° {hand} nul (motif : {reason}) ?</translation>
    </message>
    <message>
        <source>Every chip bet in it goes back to its player; the next hand has the same button and blinds. A supervisor authorises it. This cannot be undone.</source>
        <translation>Chaque jeton misé est rendu à son joueur ; le coup suivant garde le même bouton et les mêmes blinds. Un superviseur l&apos;autorise. On ne pourra pas revenir en arrière.</translation>
    </message>
    <message>
        <source>Yes, void the hand</source>
        <translation>Oui, coup nul</translation>
    </message>
    <message>
        <source>Void hand {hand} ({reason}): a supervisor authorises it.</source>
        <translation>Coup {hand} déclaré nul ({reason}) : un superviseur l&apos;autorise.</translation>
    </message>
    <message>
        <source>after substantial action a supervisor authorises it</source>
        <translation>après une action significative, un superviseur l&apos;autorise</translation>
    </message>
    <message>
        <source>key: F8</source>
        <translation>touche : F8</translation>
    </message>
    <message>
        <source>Session setup</source>
        <translation>Séance</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Corrections…</source>
        <translation>Corriger…</translation>
    </message>
    <message>
        <source>Misdeal…</source>
        <translation>Maldonne…</translation>
    </message>
    <message>
        <source>Void hand…</source>
        <translation>Coup nul…</translation>
    </message>
</context>
<context>
    <name>FirstStart</name>
    <message>
        <source>Dealer console: first start</source>
        <translation>Console croupier : premier démarrage</translation>
    </message>
    <message>
        <source>First start of the console on this machine</source>
        <translation>Premier démarrage de la console sur ce poste</translation>
    </message>
    <message>
        <source>Which table is this, and who deals? Asked once: the console keeps the answers on this machine (the table&apos;s name is in every record).</source>
        <translation>Quelle est cette table, et qui donne ? Demandé une seule fois : la console garde les réponses sur ce poste (le nom de la table figure dans chaque enregistrement).</translation>
    </message>
    <message>
        <source>e.g. Table 3</source>
        <translation>p. ex. Table 3</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nom de la table</translation>
    </message>
    <message>
        <source>Dealer&apos;s name</source>
        <translation>Nom du croupier</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Start the console</source>
        <translation>Démarrer la console</translation>
    </message>
    <message>
        <source>Type the table&apos;s name (as the floor calls it).</source>
        <translation>Tapez le nom de la table (celui qu&apos;utilise le floor).</translation>
    </message>
    <message>
        <source>Type the dealer&apos;s name.</source>
        <translation>Tapez le nom du croupier.</translation>
    </message>
</context>
<context>
    <name>Floor</name>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>maldonne</translation>
    </message>
    <message>
        <source>void</source>
        <translation>coup nul</translation>
    </message>
    <message>
        <source>awarded by hand</source>
        <translation>attribué à la main</translation>
    </message>
    <message>
        <source>A supervisor must sign in first.</source>
        <translation>Un superviseur doit d&apos;abord s&apos;identifier.</translation>
    </message>
    <message>
        <source>The last hands, newest first</source>
        <translation>Les derniers coups, du plus récent au plus ancien</translation>
    </message>
    <message>
        <source>hand number</source>
        <translation>numéro de coup</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>coup {number}</translation>
    </message>
    <message>
        <source>on {day}</source>
        <translation>le {day}</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>table {table}</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>siège</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>siège {seat}</translation>
    </message>
    <message>
        <source>player {name}</source>
        <translation>joueur {name}</translation>
    </message>
    <message>
        <source>Hands with {criteria}, newest first</source>
        <translation>Coups avec {criteria}, du plus récent au plus ancien</translation>
    </message>
    <message>
        <source>No hand with {criteria} (a player&apos;s full name, in any case)</source>
        <translation>Aucun coup avec {criteria} (le nom complet d&apos;un joueur, majuscules ou minuscules)</translation>
    </message>
    <message>
        <source>Hand {number} cannot be shown: {why}</source>
        <translation>Le coup {number} ne peut pas être affiché : {why}</translation>
    </message>
    <message>
        <source>Hand {number} cannot be replayed: {why}</source>
        <translation>Le coup {number} ne peut pas être rejoué : {why}</translation>
    </message>
    <message>
        <source>Unknown export format {format}</source>
        <translation>Format d&apos;export inconnu : {format}</translation>
    </message>
    <message>
        <source>Hand {number} cannot be exported: {why}</source>
        <translation>Le coup {number} ne peut pas être exporté : {why}</translation>
    </message>
    <message>
        <source>{path} cannot be written: {why}</source>
        <translation>Impossible d&apos;écrire {path} : {why}</translation>
    </message>
    <message>
        <source>Hand {number} saved as {path}</source>
        <translation>Coup {number} enregistré sous {path}</translation>
    </message>
    <message>
        <source>{saved}. WARNING: this hand&apos;s record does not match its hashes; the document says so</source>
        <translation>{saved}. ATTENTION : l&apos;enregistrement de ce coup ne correspond pas à ses empreintes ; le document le signale</translation>
    </message>
    <message>
        <source>Check stopped before the end: nothing was changed.</source>
        <translation>Contrôle arrêté avant la fin : rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Record intact: {events} events checked, {hands} finished hands replayed, every recorded result is the rules&apos; result</source>
        <translation>Registre intact : {events} écritures contrôlées, {hands} coups terminés rejoués, chaque résultat enregistré est celui des règles</translation>
    </message>
    <message numerus="yes">
        <source>Record DAMAGED, %n problem(s): {problem}</source>
        <translation>
            <numerusform>Registre ENDOMMAGÉ, %n problème : {problem}</numerusform>
            <numerusform>Registre ENDOMMAGÉ, %n problèmes : {problem}</numerusform>
        </translation>
    </message>
    <message>
        <source>hand-{number}-{table}</source>
        <comment>a file name</comment>
        <translation>coup-{number}-{table}</translation>
    </message>
    <message>
        <source>hand-{number}</source>
        <comment>a file name</comment>
        <translation>coup-{number}</translation>
    </message>
    <message>
        <source>The {what} is a whole number from 1, not &quot;{text}&quot;</source>
        <translation>{what} : un nombre entier à partir de 1, pas « {text} »</translation>
    </message>
    <message>
        <source>Hand {number} · table {table} · {game} {structure} {small}/{big}</source>
        <translation>Coup {number} · table {table} · {game} {structure} {small}/{big}</translation>
    </message>
    <message>
        <source>WITHDRAWN by the correction at event {seq}, authorised by {who}: {reason}</source>
        <translation>RETIRÉ par la correction de l&apos;événement {seq}, autorisée par {who} : {reason}</translation>
    </message>
    <message>
        <source>{player} {amount}</source>
        <translation>{player} {amount}</translation>
    </message>
    <message>
        <source>{pot} {amount}: {shares}</source>
        <translation>{pot} ({amount}) : {shares}</translation>
    </message>
    <message>
        <source>{line} (rake {rake})</source>
        <translation>{line} (prélèvement {rake})</translation>
    </message>
    <message>
        <source>main pot</source>
        <translation>pot principal</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation>pot annexe n° {number}</translation>
    </message>
    <message>
        <source>Floor view</source>
        <translation>Vue superviseur</translation>
    </message>
    <message>
        <source>FLOOR VIEW</source>
        <translation>VUE SUPERVISEUR</translation>
    </message>
    <message>
        <source>Opening the floor view: the hand history, replays and exports. Every look and every export is recorded with your id.</source>
        <translation>Ouverture de la vue superviseur : historique des coups, rejeux et exports. Chaque consultation et chaque export est enregistré avec votre identifiant.</translation>
    </message>
    <message>
        <source>Hand no.</source>
        <translation>Coup n°</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>22/11/2026</source>
        <translation>22/11/2026</translation>
    </message>
    <message>
        <source>full name, any case</source>
        <translation>nom complet, majuscules ou minuscules</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <source>Last hands</source>
        <translation>Derniers coups</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Se déconnecter</translation>
    </message>
    <message>
        <source>Check the record</source>
        <translation>Contrôler le registre</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Replay step by step</source>
        <translation>Rejouer pas à pas</translation>
    </message>
    <message>
        <source>Export PHH</source>
        <translation>Exporter en PHH</translation>
    </message>
    <message>
        <source>Export text</source>
        <translation>Exporter en texte</translation>
    </message>
    <message>
        <source>Report (HTML)</source>
        <translation>Rapport (HTML)</translation>
    </message>
    <message>
        <source>Report (PDF)</source>
        <translation>Rapport (PDF)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>PHH</source>
        <translation>PHH</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
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
        <translation>Superviseur {id} identifié</translation>
    </message>
    <message>
        <source>Signed out after a while without use: sign in again.</source>
        <translation>Déconnecté après un moment sans activité : identifiez-vous à nouveau.</translation>
    </message>
    <message>
        <source>Hands listed: {count}</source>
        <translation>Coups affichés : {count}</translation>
    </message>
    <message>
        <source>Choose a hand in the list first.</source>
        <translation>Choisissez d&apos;abord un coup dans la liste.</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Export annulé : rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Checking the record</source>
        <translation>Contrôle du registre</translation>
    </message>
    <message>
        <source>PHH hand history (*.phh)</source>
        <translation>Historique de coup PHH (*.phh)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the hand as</source>
        <translation>Enregistrer le coup sous</translation>
    </message>
    <message>
        <source>A date is written {day} or 2026-11-22, not &quot;{text}&quot;</source>
        <translation>Une date s&apos;écrit {day} ou 2026-11-22, pas « {text} »</translation>
    </message>
    <message>
        <source>Give the reason for the misdeal.</source>
        <translation>Donnez la raison de la maldonne.</translation>
    </message>
    <message>
        <source>Misdeal in hand {hand}: dealt again as hand {again}, same button, every chip back.</source>
        <translation>Maldonne au coup {hand} : redonné comme coup {again}, même bouton, tous les jetons rendus.</translation>
    </message>
    <message>
        <source>No hand is being played: only a hand in progress is voided here.</source>
        <translation>Aucun coup n&apos;est en cours : seul un coup en cours peut être déclaré nul ici.</translation>
    </message>
    <message>
        <source>Give the reason for voiding the hand.</source>
        <translation>Donnez la raison du coup nul.</translation>
    </message>
    <message>
        <source>Hand {hand} void (authorised by {supervisor}): every chip returned.</source>
        <translation>Coup {hand} déclaré nul (autorisé par {supervisor}) : tous les jetons rendus.</translation>
    </message>
    <message>
        <source>Checking every event of the record against its hash</source>
        <translation>Contrôle de chaque écriture du registre avec son empreinte</translation>
    </message>
    <message>
        <source>Replaying every finished hand through the rules</source>
        <translation>Chaque coup terminé rejoué selon les règles</translation>
    </message>
    <message>
        <source>{seconds} s left</source>
        <translation>encore {seconds} s</translation>
    </message>
    <message>
        <source>{minutes} min left</source>
        <translation>encore {minutes} min</translation>
    </message>
    <message>
        <source>{done} / {total} events · {percent} %</source>
        <translation>{done} / {total} écritures · {percent} %</translation>
    </message>
    <message>
        <source>{rate} events/s</source>
        <translation>{rate} écritures/s</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>twos</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>six</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>rois</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>as</translation>
    </message>
    <message>
        <source>of twos</source>
        <translation>de deux</translation>
    </message>
    <message>
        <source>of threes</source>
        <translation>de trois</translation>
    </message>
    <message>
        <source>of fours</source>
        <translation>de quatre</translation>
    </message>
    <message>
        <source>of fives</source>
        <translation>de cinq</translation>
    </message>
    <message>
        <source>of sixes</source>
        <translation>de six</translation>
    </message>
    <message>
        <source>of sevens</source>
        <translation>de sept</translation>
    </message>
    <message>
        <source>of eights</source>
        <translation>de huit</translation>
    </message>
    <message>
        <source>of nines</source>
        <translation>de neuf</translation>
    </message>
    <message>
        <source>of tens</source>
        <translation>de dix</translation>
    </message>
    <message>
        <source>of jacks</source>
        <translation>de valets</translation>
    </message>
    <message>
        <source>of queens</source>
        <translation>de dames</translation>
    </message>
    <message>
        <source>of kings</source>
        <translation>de rois</translation>
    </message>
    <message>
        <source>of aces</source>
        <translation>d&apos;as</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <comment>hand</comment>
        <translation>carré {of_ranks}</translation>
    </message>
    <message>
        <source>{ranks} full of {ranks2}</source>
        <translation>full aux {ranks} par les {ranks2}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <comment>hand</comment>
        <translation>brelan {of_ranks}</translation>
    </message>
    <message>
        <source>two pair, {ranks} and {ranks2}</source>
        <translation>deux paires, {ranks} et {ranks2}</translation>
    </message>
    <message>
        <source>pair {of_ranks}</source>
        <translation>paire {of_ranks}</translation>
    </message>
    <message>
        <source>straight flush, {rank} high</source>
        <translation>quinte flush hauteur {rank}</translation>
    </message>
    <message>
        <source>{rank}-high flush</source>
        <translation>couleur hauteur {rank}</translation>
    </message>
    <message>
        <source>{rank}-high straight</source>
        <translation>quinte hauteur {rank}</translation>
    </message>
    <message>
        <source>{rank} high</source>
        <translation>hauteur {rank}</translation>
    </message>
    <message>
        <source>royal flush</source>
        <translation>quinte flush royale</translation>
    </message>
</context>
<context>
    <name>Jackpot</name>
    <message>
        <source>{percent} % of the main pot after the levy</source>
        <translation>{percent} % du pot principal après prélèvement</translation>
    </message>
    <message>
        <source>{percent} % of the pot after the levy</source>
        <translation>{percent} % du pot après prélèvement</translation>
    </message>
    <message>
        <source>{amount} a hand</source>
        <translation>{amount} par coup</translation>
    </message>
    <message>
        <source>no increment</source>
        <translation>pas d&apos;alimentation</translation>
    </message>
    <message>
        <source>{increment}, from a pot of {minimum}</source>
        <translation>{increment}, à partir d&apos;un pot de {minimum}</translation>
    </message>
    <message>
        <source>Bad beat jackpot: {increment}</source>
        <translation>Jackpot bad beat : {increment}</translation>
    </message>
    <message>
        <source>four sevens or better beaten by a straight flush or a higher four of a kind</source>
        <translation>carré de 7 ou mieux battu par une quinte flush ou un carré supérieur</translation>
    </message>
    <message>
        <source>The shared jackpot is claimed at the central record, which this console is not connected to: the hit waits.</source>
        <translation>Le jackpot partagé se demande au registre central, auquel cette console n’est pas reliée : le jackpot attend.</translation>
    </message>
    <message>
        <source>The central record cannot be reached: the hit waits, nothing is paid; the claim is sent again.</source>
        <translation>Le registre central est injoignable : le jackpot attend, rien n’est payé ; la demande est renvoyée.</translation>
    </message>
    <message>
        <source>The central record refused the claim: {why}</source>
        <translation>Le registre central a refusé la demande : {why}</translation>
    </message>
    <message>
        <source>Claimed at the central record, waiting for the room&apos;s decision.</source>
        <translation>Demandé au registre central, en attente de la décision de la salle.</translation>
    </message>
    <message>
        <source>Hand {hand} won the bad beat jackpot: it is confirmed and paid before the next hand ({prompt}).</source>
        <translation>Le coup {hand} a gagné le jackpot bad beat : il est confirmé et payé avant le coup suivant ({prompt}).</translation>
    </message>
    <message>
        <source>both hole cards of each player play</source>
        <translation>les deux cartes privatives de chaque joueur jouent</translation>
    </message>
    <message>
        <source>two hole cards of each player play</source>
        <translation>deux cartes privatives de chaque joueur jouent</translation>
    </message>
    <message>
        <source>No bad beat jackpot is waiting.</source>
        <translation>Aucun jackpot bad beat n&apos;est en attente.</translation>
    </message>
    <message>
        <source>Bad beat confirmed by {dealer}: a supervisor, then the management, authorise the payment (K).</source>
        <translation>Bad beat confirmé par {dealer} : un superviseur, puis la direction, autorisent le paiement (K).</translation>
    </message>
    <message>
        <source>The dealer confirms the bad beat first (K).</source>
        <translation>Le croupier confirme d&apos;abord le bad beat (K).</translation>
    </message>
    <message>
        <source>The bad beat jackpot is stopped since {since}: it is paid once the table&apos;s record and the meter are kept again.</source>
        <translation>Le jackpot bad beat est arrêté depuis {since} : il sera payé quand l&apos;enregistrement de la table et le compteur seront de nouveau tenus.</translation>
    </message>
    <message>
        <source>A supervisor authorises the payment first.</source>
        <translation>Un superviseur autorise d&apos;abord le paiement.</translation>
    </message>
    <message>
        <source>{supervisor} authorised the payment already: the management&apos;s signature is another supervisor&apos;s.</source>
        <translation>{supervisor} a déjà autorisé le paiement : la signature de la direction est celle d&apos;un autre superviseur.</translation>
    </message>
    <message>
        <source>Bad beat jackpot of hand {hand} paid: {meter} (authorised by {supervisor} and {management}).</source>
        <translation>Jackpot bad beat du coup {hand} payé : {meter} (autorisé par {supervisor} et {management}).</translation>
    </message>
    <message>
        <source>Payment slips in {folder}: {files}.</source>
        <translation>Bons de paiement dans {folder} : {files}.</translation>
    </message>
    <message>
        <source>Say why the jackpot is released unpaid.</source>
        <translation>Dites pourquoi le jackpot est libéré sans être payé.</translation>
    </message>
    <message>
        <source>{supervisor} authorised the payment: only they may release it now, or the management signs the payment.</source>
        <translation>{supervisor} a autorisé le paiement : lui seul peut maintenant le libérer, sinon la direction signe le paiement.</translation>
    </message>
    <message>
        <source>Bad beat jackpot of hand {hand} released by {supervisor}, nothing paid at the table ({why}); the meter is untouched, the next hand may be dealt.</source>
        <translation>Jackpot bad beat du coup {hand} libéré par {supervisor}, rien n’est payé à la table ({why}) ; le compteur reste tel quel, le coup suivant peut être donné.</translation>
    </message>
    <message>
        <source>No folder for the payment slips: none written.</source>
        <translation>Aucun dossier pour les bons de paiement : aucun n&apos;est écrit.</translation>
    </message>
    <message>
        <source>The slips could not all be written ({why}).</source>
        <translation>Les bons n&apos;ont pas tous pu être écrits ({why}).</translation>
    </message>
    <message>
        <source>Won by this table: meter {meter}.</source>
        <translation>Gagné par cette table : compteur {meter}.</translation>
    </message>
    <message>
        <source>Another table&apos;s claim won: table {table}, stronger losing hand.</source>
        <translation>La demande d’une autre table l’emporte : table {table}, main perdante plus forte.</translation>
    </message>
    <message>
        <source>An exact tie with table {table}: the floor decides, nothing is paid automatically.</source>
        <translation>Égalité parfaite avec la table {table} : le floor décide, rien n’est payé automatiquement.</translation>
    </message>
    <message>
        <source>The floor decided the tie for this table: {meter} to pay.</source>
        <translation>Le floor a tranché l’égalité pour cette table : {meter} à payer.</translation>
    </message>
    <message>
        <source>The floor gave the jackpot to table {table}: nothing is paid here.</source>
        <translation>Le floor a attribué le jackpot à la table {table} : rien n’est payé ici.</translation>
    </message>
    <message>
        <source>jackpot-{hand}-seat-{seat}</source>
        <comment>a file name</comment>
        <translation>jackpot-{hand}-siege-{seat}</translation>
    </message>
    <message>
        <source>{who}: {hand} — {cards}</source>
        <translation>{who} : {hand} — {cards}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Date and time</source>
        <translation>Date et heure</translation>
    </message>
    <message>
        <source>Losing hand</source>
        <translation>Main perdante</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <translation>Main gagnante</translation>
    </message>
    <message>
        <source>Jackpot paid</source>
        <translation>Jackpot payé</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Confirmed by the dealer</source>
        <translation>Confirmé par le croupier</translation>
    </message>
    <message>
        <source>Authorised by</source>
        <translation>Autorisé par</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>Direction</translation>
    </message>
    <message>
        <source>Bad beat jackpot: payment slip</source>
        <translation>Jackpot bad beat : bon de paiement</translation>
    </message>
    <message>
        <source>Amount: {amount}</source>
        <translation>Montant : {amount}</translation>
    </message>
    <message>
        <source>Signatures: the player, the cashier, the management.</source>
        <translation>Signatures : le joueur, le caissier, la direction.</translation>
    </message>
    <message>
        <source>High hand every {minutes} min: {minimum} or better, prize {prize}</source>
        <translation>High hand toutes les {minutes} min : {minimum} ou mieux, prix {prize}</translation>
    </message>
    <message>
        <source>High hand every {minutes} min: {minimum} or better</source>
        <translation>High hand toutes les {minutes} min : {minimum} ou mieux</translation>
    </message>
    <message>
        <source>the central record cannot be reached</source>
        <translation>le registre central est injoignable</translation>
    </message>
    <message>
        <source>the table&apos;s record cannot be written</source>
        <translation>l&apos;enregistrement de la table ne peut pas être écrit</translation>
    </message>
    <message>
        <source>BAD BEAT JACKPOT STOPPED since {since}: {cause}; no increment is taken and no jackpot can be won until it resumes</source>
        <translation>JACKPOT BAD BEAT ARRÊTÉ depuis {since} : {cause} ; aucune alimentation n&apos;est prélevée et aucun jackpot ne peut être gagné avant sa reprise</translation>
    </message>
    <message>
        <source>bad beat jackpot: check both hands, then confirm it (K)</source>
        <translation>jackpot bad beat : vérifiez les deux mains, puis confirmez-le (K)</translation>
    </message>
    <message>
        <source>seat {seat} ({name}) {amount}</source>
        <translation>siège {seat} ({name}) {amount}</translation>
    </message>
    <message>
        <source>High hand {start}–{end} won: {shares}</source>
        <translation>High hand {start}–{end} gagné : {shares}</translation>
    </message>
    <message>
        <source>{hand}, seat {seat} ({name})</source>
        <translation>{hand}, siège {seat} ({name})</translation>
    </message>
    <message>
        <source>The bad beat is confirmed already: a supervisor, then the management, authorise the payment (K).</source>
        <translation>Le bad beat est déjà confirmé : un superviseur, puis la direction, autorisent le paiement (K).</translation>
    </message>
    <message>
        <source>Payment authorised by {supervisor}: now a supervisor of the management, with their PIN.</source>
        <translation>Paiement autorisé par {supervisor} : maintenant un superviseur de la direction, avec son code PIN.</translation>
    </message>
    <message>
        <source>bad beat jackpot: supervisor, then management, authorise (K)</source>
        <translation>jackpot bad beat : superviseur puis direction autorisent (K)</translation>
    </message>
    <message>
        <source>High hand {start}–{end}: {leaders}</source>
        <translation>High hand {start}–{end} : {leaders}</translation>
    </message>
</context>
<context>
    <name>JackpotDisplay</name>
    <message>
        <source>Bad beat jackpot</source>
        <translation>Jackpot bad beat</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>High hand</translation>
    </message>
    <message>
        <source>No table runs the jackpot now</source>
        <translation>Aucune table ne joue le jackpot en ce moment</translation>
    </message>
</context>
<context>
    <name>JackpotPanel</name>
    <message>
        <source>Bad beat jackpot of hand {hand}, {meter} to pay: a supervisor authorises the payment (1 of 2).</source>
        <translation>Jackpot bad beat du coup {hand}, {meter} à payer : un superviseur autorise le paiement (1 sur 2).</translation>
    </message>
    <message>
        <source>Bad beat jackpot of hand {hand}: a supervisor releases it, nothing paid at the table, the meter untouched. Say why.</source>
        <translation>Jackpot bad beat du coup {hand} : un superviseur le libère, rien n’est payé à la table, le compteur reste tel quel. Dites pourquoi.</translation>
    </message>
    <message>
        <source>Bad beat jackpot of hand {hand}, {meter} to pay: the management, another supervisor, authorises the payment (2 of 2).</source>
        <translation>Jackpot bad beat du coup {hand}, {meter} à payer : la direction, un autre superviseur, autorise le paiement (2 sur 2).</translation>
    </message>
    <message>
        <source>Bad beat jackpot: hand {hand}</source>
        <translation>Jackpot bad beat : coup {hand}</translation>
    </message>
    <message>
        <source>To pay: {meter}</source>
        <translation>À payer : {meter}</translation>
    </message>
    <message>
        <source>Loses: {who}</source>
        <translation>Perd : {who}</translation>
    </message>
    <message>
        <source>Wins the pot: {who}</source>
        <translation>Gagne le pot : {who}</translation>
    </message>
    <message>
        <source>Found from the cards shown. Check both hands, then confirm (K). No next hand until it is paid.</source>
        <translation>Trouvé d&apos;après les cartes montrées. Vérifiez les deux mains, puis confirmez (K). Pas de coup suivant avant le paiement.</translation>
    </message>
    <message>
        <source>Confirm the bad beat</source>
        <translation>Confirmer le bad beat</translation>
    </message>
    <message>
        <source>Confirmed by {dealer}.</source>
        <translation>Confirmé par {dealer}.</translation>
    </message>
    <message>
        <source>Authorised by {supervisor}; the management signs next.</source>
        <translation>Autorisé par {supervisor} ; la direction signe ensuite.</translation>
    </message>
    <message>
        <source>Authorise the payment…</source>
        <translation>Autoriser le paiement…</translation>
    </message>
    <message>
        <source>Release unpaid…</source>
        <translation>Libérer sans payer…</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>siège {seat} ({name})</translation>
    </message>
</context>
<context>
    <name>JackpotRoom</name>
    <message>
        <source>name the day: --day YYYY-MM-DD, or a span with --from and --to</source>
        <translation>indiquez le jour : --day AAAA-MM-JJ, ou une période avec --from et --to</translation>
    </message>
    <message>
        <source>the span ends ({last}) before it starts ({first})</source>
        <translation>la période finit ({last}) avant de commencer ({first})</translation>
    </message>
    <message>
        <source>a PDF is written to a file: give --out FILE</source>
        <translation>un PDF s’écrit dans un fichier : indiquez --out FICHIER</translation>
    </message>
    <message>
        <source>game not recorded</source>
        <translation>jeu non enregistré</translation>
    </message>
    <message>
        <source>seat {seat} ({player}): {hand} — {cards}</source>
        <translation>siège {seat} ({player}) : {hand} — {cards}</translation>
    </message>
    <message>
        <source>Register of the bad beat jackpots (art. 56-3-3), day of {day}</source>
        <translation>Registre des jackpots bad beat (art. 56-3-3), journée du {day}</translation>
    </message>
    <message>
        <source>Register of the bad beat jackpots (art. 56-3-3), days {first} to {last}</source>
        <translation>Registre des jackpots bad beat (art. 56-3-3), journées du {first} au {last}</translation>
    </message>
    <message>
        <source>Jackpot {number}: table {table}, hand {hand}, {game}, paid {at}</source>
        <translation>Jackpot {number} : table {table}, main {hand}, {game}, payé le {at}</translation>
    </message>
    <message>
        <source>Losing hand: {hand}</source>
        <translation>Main perdante : {hand}</translation>
    </message>
    <message>
        <source>Winning hand: {hand}</source>
        <translation>Main gagnante : {hand}</translation>
    </message>
    <message>
        <source>Jackpot paid: {meter}; the next one starts at {start}</source>
        <translation>Jackpot payé : {meter} ; le suivant repart de {start}</translation>
    </message>
    <message>
        <source>Main winner (the loser of the bad beat): {name}, seat {seat}</source>
        <translation>Gagnant principal (le perdant du bad beat) : {name}, siège {seat}</translation>
    </message>
    <message>
        <source>seat {seat} {name}: {amount} (main winner)</source>
        <translation>siège {seat} {name} : {amount} (gagnant principal)</translation>
    </message>
    <message>
        <source>seat {seat} {name}: {amount}</source>
        <translation>siège {seat} {name} : {amount}</translation>
    </message>
    <message>
        <source>Confirmed by the dealer {dealer}; authorised by the supervisor {supervisor} and the management {management}</source>
        <translation>Confirmé par le croupier {dealer} ; autorisé par le superviseur {supervisor} et la direction {management}</translation>
    </message>
    <message>
        <source>No jackpot paid in this period.</source>
        <translation>Aucun jackpot payé sur cette période.</translation>
    </message>
    <message>
        <source>Increments per day and table</source>
        <translation>Alimentation par journée et par table</translation>
    </message>
    <message numerus="yes">
        <source>{day} table {table}: {amount} over %n hand(s), of which {back} taken back by a correction</source>
        <translation>
            <numerusform>{day} table {table} : {amount} sur %n main, dont {back} repris par une correction</numerusform>
            <numerusform>{day} table {table} : {amount} sur %n mains, dont {back} repris par une correction</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{day} table {table}: {amount} over %n hand(s)</source>
        <translation>
            <numerusform>{day} table {table} : {amount} sur %n main</numerusform>
            <numerusform>{day} table {table} : {amount} sur %n mains</numerusform>
        </translation>
    </message>
    <message>
        <source>No increment in this period.</source>
        <translation>Aucune alimentation sur cette période.</translation>
    </message>
    <message>
        <source>Total: {increments} added to the jackpots, {paid} paid</source>
        <translation>Total : {increments} versés aux jackpots, {paid} payés</translation>
    </message>
    <message>
        <source>Signatures: supervisor ______________   management ______________</source>
        <translation>Signatures : superviseur ______________   direction ______________</translation>
    </message>
    <message>
        <source>the hit&apos;s proof is not in the record</source>
        <translation>la preuve du gain n’est pas dans l’enregistrement</translation>
    </message>
    <message>
        <source>Shared jackpot</source>
        <translation>Jackpot partagé</translation>
    </message>
    <message>
        <source>Shared jackpot {pool}</source>
        <translation>Jackpot partagé {pool}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>tables {tables}</source>
        <translation>tables {tables}</translation>
    </message>
    <message>
        <source>Last jackpot: {meter} at table {table}, {at} — {loser}&apos;s {losing} beaten by {winning}</source>
        <translation>Dernier jackpot : {meter} à la table {table}, {at} — {loser} perd avec {losing} contre {winning}</translation>
    </message>
    <message>
        <source>No jackpot paid yet</source>
        <translation>Aucun jackpot payé pour l’instant</translation>
    </message>
    <message>
        <source>High hand {start}–{end}</source>
        <translation>High hand {start}–{end}</translation>
    </message>
    <message>
        <source>{player}, table {table}: {hand} — {cards}</source>
        <translation>{player}, table {table} : {hand} — {cards}</translation>
    </message>
    <message>
        <source>No high hand yet in this period</source>
        <translation>Pas encore de high hand sur cette période</translation>
    </message>
    <message>
        <source>The central record cannot be reached since {since}: the amounts shown may be behind</source>
        <translation>L’enregistrement central est injoignable depuis {since} : les montants affichés peuvent être en retard</translation>
    </message>
    <message>
        <source>Table {table}, hand {hand}: high hand not shown, {why}</source>
        <translation>Table {table}, main {hand} : high hand non affichée, {why}</translation>
    </message>
    <message>
        <source>its five cards are not five different cards</source>
        <translation>ses cinq cartes ne sont pas cinq cartes différentes</translation>
    </message>
    <message>
        <source>the name the table gave is not its five cards&apos;</source>
        <translation>le nom donné par la table n’est pas celui de ses cinq cartes</translation>
    </message>
    <message>
        <source>the time it was shown is not in the period the table gave</source>
        <translation>l’heure où elle a été montrée n’est pas dans la période donnée par la table</translation>
    </message>
    <message>
        <source>below the session&apos;s qualifying minimum</source>
        <translation>sous le minimum qualifiant de la session</translation>
    </message>
    <message>
        <source>Bad beat jackpot, table {table}: {added} added to the meter, {paid} paid</source>
        <translation>Jackpot bad beat, table {table} : {added} versés au compteur, {paid} payés</translation>
    </message>
</context>
<context>
    <name>KeyButton</name>
    <message>
        <source>key: {key}</source>
        <translation>touche : {key}</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>fold</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>check or call</source>
        <translation>parole ou suivre</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>relancer</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>donner</translation>
    </message>
    <message>
        <source>show hands</source>
        <translation>abattage</translation>
    </message>
    <message>
        <source>new hand</source>
        <translation>nouveau coup</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>défaire</translation>
    </message>
    <message>
        <source>push pots</source>
        <translation>pousser les pots</translation>
    </message>
    <message>
        <source>the bad beat jackpot</source>
        <translation>le jackpot bad beat</translation>
    </message>
    <message>
        <source>Dealer console</source>
        <translation>Console croupier</translation>
    </message>
    <message>
        <source>Deal next card</source>
        <translation>Carte suivante</translation>
    </message>
    <message>
        <source>Deal to action</source>
        <translation>Jusqu&apos;à la parole</translation>
    </message>
    <message>
        <source>Show hands</source>
        <translation>Abattage</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Nouveau coup</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Défaire</translation>
    </message>
    <message>
        <source>Chips…</source>
        <translation>Jetons…</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Superviseur</translation>
    </message>
    <message>
        <source>the floor view: hand history, replay, export (supervisor&apos;s PIN); key F12</source>
        <translation>la vue superviseur : historique des coups, rejeu, export (code PIN du superviseur) ; touche F12</translation>
    </message>
    <message>
        <source>language of the console</source>
        <translation>langue de la console</translation>
    </message>
    <message>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <source>{action} is not possible now: {prompt}.</source>
        <translation>{action} impossible maintenant : {prompt}.</translation>
    </message>
    <message>
        <source>No card can be typed now: {prompt}.</source>
        <translation>Aucune carte à taper maintenant : {prompt}.</translation>
    </message>
    <message>
        <source>No player is to act now: chips are entered for the player to act.</source>
        <translation>Aucun joueur n’a la parole : les jetons se saisissent pour le joueur qui parle.</translation>
    </message>
    <message>
        <source>{title} · Hand {number}</source>
        <translation>{title} · Coup {number}</translation>
    </message>
    <message>
        <source>next card: {card}</source>
        <translation>carte suivante : {card}</translation>
    </message>
    <message>
        <source>next card: none expected</source>
        <translation>carte suivante : aucune attendue</translation>
    </message>
    <message>
        <source>Quit the console during hand {hand}?</source>
        <translation>Quitter la console pendant le coup n° {hand} ?</translation>
    </message>
    <message>
        <source>Nothing is lost: the hand is kept as it stands and resumes at the next start of the console.</source>
        <translation>Rien n&apos;est perdu : le coup est gardé tel quel et reprend au prochain démarrage de la console.</translation>
    </message>
    <message>
        <source>This practice hand is not kept: it is lost when the console stops.</source>
        <translation>Ce coup d&apos;entraînement n&apos;est pas gardé : il est perdu à l&apos;arrêt de la console.</translation>
    </message>
    <message>
        <source>Yes, quit</source>
        <translation>Oui, quitter</translation>
    </message>
    <message>
        <source>No, stay</source>
        <translation>Non, rester</translation>
    </message>
</context>
<context>
    <name>PotLimit</name>
    <message>
        <source>the pot, {total}</source>
        <translation>le pot, {total}</translation>
    </message>
    <message>
        <source>{terms} + {small_blind} (small blind, not posted) = {total}</source>
        <translation>{terms} + {small_blind} (petite blinde non posée) = {total}</translation>
    </message>
    <message>
        <source>{sum}, rounded up to {total}</source>
        <translation>{sum}, arrondi à {total}</translation>
    </message>
    <message>
        <source>{sum}, {total} in whole {unit}-chips</source>
        <translation>{sum}, soit {total} en jetons de {unit}</translation>
    </message>
    <message>
        <source>{sum}; all-in is {total}</source>
        <translation>{sum} ; tapis à {total}</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>Regarder &amp;dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Type de fichier&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <source>first or second card exposed by the dealer</source>
        <translation>première ou deuxième carte exposée par le croupier</translation>
    </message>
    <message>
        <source>two boxed cards</source>
        <translation>deux cartes retournées dans le paquet</translation>
    </message>
    <message>
        <source>wrong number of cards dealt</source>
        <translation>mauvais nombre de cartes données</translation>
    </message>
    <message>
        <source>a player dealt in who should not be</source>
        <translation>un joueur servi qui n&apos;aurait pas dû l&apos;être</translation>
    </message>
    <message>
        <source>deck found incomplete or with a foreign card</source>
        <translation>jeu incomplet ou avec une carte étrangère</translation>
    </message>
    <message>
        <source>wrong players or blinds in the hand</source>
        <translation>mauvais joueurs ou mauvaises blindes dans le coup</translation>
    </message>
    <message>
        <source>dealer&apos;s error that cannot be corrected</source>
        <translation>erreur du croupier qui ne peut pas être corrigée</translation>
    </message>
    <message>
        <source>Or in your own words:</source>
        <translation>Ou avec vos propres mots :</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Go on with this reason</source>
        <translation>Continuer avec cette raison</translation>
    </message>
    <message>
        <source>Choose a reason, or type one: it is kept in the record.</source>
        <translation>Choisissez une raison, ou tapez-la : elle est gardée dans l&apos;enregistrement.</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>Not recorded: the hand store&apos;s files were removed or replaced while the console ran ({files}). Recording has stopped; every event recorded before was saved into the store file. Call a supervisor: the console is to be started again.</source>
        <translation>Non enregistré : les fichiers du registre des mains ont été supprimés ou remplacés pendant que la console tournait ({files}). L&apos;enregistrement est arrêté ; tout ce qui avait été enregistré a été sauvé dans le fichier du registre. Appelez un superviseur : la console doit être redémarrée.</translation>
    </message>
    <message>
        <source>Not recorded: the hand store&apos;s files were removed or replaced while the console ran ({files}). Recording has stopped, and the events recorded since the console started may be lost. Call a supervisor.</source>
        <translation>Non enregistré : les fichiers du registre des mains ont été supprimés ou remplacés pendant que la console tournait ({files}). L&apos;enregistrement est arrêté, et ce qui a été enregistré depuis le démarrage de la console peut être perdu. Appelez un superviseur.</translation>
    </message>
    <message>
        <source>Not recorded, nothing was done: {why}</source>
        <translation>Non enregistré, rien n&apos;a été fait : {why}</translation>
    </message>
</context>
<context>
    <name>RecordBanner</name>
    <message>
        <source>Hand {hand}: not in the room&apos;s record.</source>
        <translation>Donne {hand} : absente de la base centrale.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>{who} cannot check: {to_call} to call</source>
        <translation>{who} ne peut pas dire parole : {to_call} à suivre</translation>
    </message>
    <message>
        <source>there is nothing for {who} to call: check</source>
        <translation>rien à suivre pour {who} : parole</translation>
    </message>
    <message>
        <source>a {action} is not above the {current} already bet</source>
        <translation>une {action} ne dépasse pas les {current} déjà misés</translation>
    </message>
    <message>
        <source>{who} has not enough chips for {action}: the most is {most}</source>
        <translation>{who} n&apos;a pas assez de jetons pour une {action} : au maximum {most}</translation>
    </message>
    <message>
        <source>in limit it is {action} exactly, not {got}</source>
        <translation>en limit, c&apos;est {action} exactement, pas {got}</translation>
    </message>
    <message>
        <source>{action} is above the pot limit: the most is {most} ({arithmetic})</source>
        <translation>{action} dépasse le pot : au maximum {most} ({arithmetic})</translation>
    </message>
    <message>
        <source>{action} is below the minimum: {least}</source>
        <translation>{action} est sous le minimum : {least}</translation>
    </message>
    <message>
        <source>{got} is not a whole number of {unit}-chips</source>
        <translation>{got} n&apos;est pas un nombre entier de jetons de {unit}</translation>
    </message>
    <message>
        <source>{who} has not enough chips to raise: call all-in or fold</source>
        <translation>{who} n&apos;a pas assez de jetons pour relancer : suivre à tapis ou passer</translation>
    </message>
    <message>
        <source>{who} already acted and the all-in since was less than a full raise: call or fold</source>
        <translation>{who} a déjà parlé et le tapis joué depuis est inférieur à une relance complète : suivre ou passer</translation>
    </message>
    <message>
        <source>every other player is all-in: {who} may only call or fold</source>
        <translation>tous les autres joueurs sont à tapis : {who} peut seulement suivre ou passer</translation>
    </message>
    <message>
        <source>the betting is capped at a bet and {cap} raises: call or fold</source>
        <translation>les enchères sont plafonnées à une mise et {cap} relances : suivre ou passer</translation>
    </message>
    <message>
        <source>{card} was already dealt in this hand</source>
        <translation>{card} : carte déjà donnée dans ce coup</translation>
    </message>
    <message>
        <source>the rules refuse this change: {why}</source>
        <translation>les règles refusent ce changement : {why}</translation>
    </message>
    <message>
        <source>with this change, a later input no longer stands: {why}; undo or correct that one first</source>
        <translation>avec ce changement, une saisie suivante ne tient plus : {why} ; défaites ou corrigez-la d&apos;abord</translation>
    </message>
    <message>
        <source>the input to change is not a bet or a raise: it has no amount to change</source>
        <translation>la saisie à changer n&apos;est ni une mise ni une relance : elle n&apos;a pas de montant à changer</translation>
    </message>
    <message>
        <source>nothing has happened in this hand yet: nothing to correct</source>
        <translation>rien ne s&apos;est encore passé dans ce coup : rien à corriger</translation>
    </message>
    <message numerus="yes">
        <source>two players are needed to deal a hand, and %n is seated: seat the players first (Seating, F3: add them, then draw the seats)</source>
        <translation>
            <numerusform>il faut deux joueurs pour donner un coup, et %n est assis : placez d&apos;abord les joueurs (Placement, F3 : ajoutez-les, puis tirez les places)</numerusform>
            <numerusform>il faut deux joueurs pour donner un coup, et %n sont assis : placez d&apos;abord les joueurs (Placement, F3 : ajoutez-les, puis tirez les places)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>a short all-in did not reopen the betting</source>
        <translation>un tapis incomplet n&apos;a pas rouvert les enchères</translation>
    </message>
    <message>
        <source>the raises are capped</source>
        <translation>les relances sont plafonnées</translation>
    </message>
    <message>
        <source>everyone else is all-in</source>
        <translation>tous les autres sont à tapis</translation>
    </message>
    <message>
        <source>no chips behind</source>
        <translation>plus de jetons derrière</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>donne</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>enchères</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>abattage</translation>
    </message>
    <message>
        <source>hand over</source>
        <translation>coup terminé</translation>
    </message>
    <message>
        <source>misdeal: every chip returned</source>
        <translation>maldonne : tous les jetons rendus</translation>
    </message>
    <message>
        <source>void: every chip returned</source>
        <translation>coup nul : tous les jetons rendus</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>awarded by hand by a supervisor</source>
        <translation>attribué à la main par un superviseur</translation>
    </message>
    <message>
        <source>Pot Limit</source>
        <translation>Pot Limit</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>No Limit</source>
        <translation>No Limit</translation>
    </message>
    <message>
        <source>bet {low} to {high}</source>
        <translation>mise de {low} à {high}</translation>
    </message>
    <message>
        <source>raise to {low} – {high}</source>
        <translation>relance à {low} – {high}</translation>
    </message>
    <message>
        <source>minimum: bet {total}</source>
        <translation>minimum : mise à {total}</translation>
    </message>
    <message>
        <source>minimum: raise to {total}</source>
        <translation>minimum : relance à {total}</translation>
    </message>
    <message>
        <source>may check</source>
        <translation>peut dire parole</translation>
    </message>
    <message>
        <source>to call {amount} (all-in)</source>
        <translation>à suivre {amount} (tapis)</translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation>à suivre {amount}</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Retour à la liste</translation>
    </message>
    <message>
        <source>◀◀ First</source>
        <translation>◀◀ Début</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivante ▶</translation>
    </message>
    <message>
        <source>Last ▶▶</source>
        <translation>Fin ▶▶</translation>
    </message>
    <message>
        <source>Steps of the hand</source>
        <translation>Étapes du coup</translation>
    </message>
    <message>
        <source>What the dealer and the players did, corrections included</source>
        <translation>Ce qu&apos;ont fait le croupier et les joueurs, corrections comprises</translation>
    </message>
    <message>
        <source>Show bookkeeping ({count})</source>
        <translation>Afficher les écritures techniques ({count})</translation>
    </message>
    <message>
        <source>The record&apos;s own entries: the session&apos;s record, the showdown&apos;s stage marks, a restart</source>
        <translation>Les écritures propres au registre : le registre de la session, les étapes de l&apos;abattage, une reprise</translation>
    </message>
    <message>
        <source>Step {step} of {count} · #{seq} · {time} · {dealer}</source>
        <translation>Étape {step} sur {count} · n° {seq} · {time} · {dealer}</translation>
    </message>
    <message>
        <source>step of the hand</source>
        <translation>étape du coup</translation>
    </message>
    <message>
        <source>every event of the hand</source>
        <translation>tous les événements du coup</translation>
    </message>
    <message>
        <source>Started {time} · {status} · {count} events</source>
        <translation>Commencé le {time} · {status} · {count} événements</translation>
    </message>
    <message>
        <source>[WITHDRAWN by event {seq}]</source>
        <translation>[RETIRÉ par l&apos;événement {seq}]</translation>
    </message>
    <message>
        <source>This correction supersedes the steps marked WITHDRAWN; they stay in the record.</source>
        <translation>Cette correction remplace les étapes marquées RETIRÉ ; elles restent dans l&apos;enregistrement.</translation>
    </message>
    <message>
        <source>POT {amount}</source>
        <translation>POT {amount}</translation>
    </message>
    <message>
        <source>Nobody to act</source>
        <translation>Personne à parler</translation>
    </message>
    <message>
        <source>next card: {card}</source>
        <translation>carte suivante : {card}</translation>
    </message>
    <message>
        <source>{player} to act · {structure}</source>
        <translation>{player} a la parole · {structure}</translation>
    </message>
    <message>
        <source>MAXIMUM {total} (add {add})</source>
        <translation>MAXIMUM {total} (ajoute {add})</translation>
    </message>
    <message>
        <source>no raise: {why}</source>
        <translation>pas de relance : {why}</translation>
    </message>
    <message>
        <source>Just before, {player} could: {choices}</source>
        <translation>Juste avant, {player} pouvait : {choices}</translation>
    </message>
    <message>
        <source>showdown stage: hands shown, pots waiting</source>
        <translation>abattage : mains montrées, pots en attente</translation>
    </message>
    <message>
        <source>showdown stage: the show taken back</source>
        <translation>abattage : abattage annulé</translation>
    </message>
    <message>
        <source>showdown stage: pots pushed</source>
        <translation>abattage : pots distribués</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>maldonne</translation>
    </message>
    <message>
        <source>void</source>
        <translation>coup nul</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>awarded</source>
        <translation>attribué</translation>
    </message>
    <message>
        <source>small blind {amount}</source>
        <translation>petite blinde {amount}</translation>
    </message>
    <message>
        <source>big blind {amount}</source>
        <translation>grosse blinde {amount}</translation>
    </message>
    <message>
        <source>straddle {amount}</source>
        <translation>straddle {amount}</translation>
    </message>
    <message>
        <source>ante {amount}</source>
        <translation>ante {amount}</translation>
    </message>
    <message>
        <source>live post {amount}</source>
        <translation>blinde payée {amount}</translation>
    </message>
    <message>
        <source>dead post {amount}</source>
        <translation>blinde morte {amount}</translation>
    </message>
    <message>
        <source>{player} {post}</source>
        <translation>{player} {post}</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>{where}: not read</source>
        <translation>{where} : non lue</translation>
    </message>
    <message>
        <source>{where}: {card}</source>
        <translation>{where} : {card}</translation>
    </message>
    <message>
        <source>{player} hole cards: {cards}</source>
        <translation>{player} cartes privées : {cards}</translation>
    </message>
    <message>
        <source>{street} board: {cards}</source>
        <translation>{street} tableau : {cards}</translation>
    </message>
    <message>
        <source>{player} shows {cards}</source>
        <translation>{player} montre {cards}</translation>
    </message>
    <message>
        <source>{player} mucks</source>
        <translation>{player} jette ses cartes</translation>
    </message>
    <message>
        <source>{player} leaves the table: folded</source>
        <translation>{player} quitte la table : main couchée</translation>
    </message>
    <message>
        <source>the board is run {times} times, agreed by {players}</source>
        <translation>le tableau est tiré {times} fois, accepté par {players}</translation>
    </message>
    <message>
        <source>{player} folds</source>
        <translation>{player} passe</translation>
    </message>
    <message>
        <source>{player} checks</source>
        <translation>{player} checke</translation>
    </message>
    <message>
        <source>{player} calls {amount} (all-in)</source>
        <translation>{player} suit {amount} (tapis)</translation>
    </message>
    <message>
        <source>{player} calls {amount}</source>
        <translation>{player} suit {amount}</translation>
    </message>
    <message>
        <source>{player} bets {total} (all-in)</source>
        <translation>{player} mise {total} (tapis)</translation>
    </message>
    <message>
        <source>{player} bets {total}</source>
        <translation>{player} mise {total}</translation>
    </message>
    <message>
        <source>{player} raises to {total} (all-in)</source>
        <translation>{player} relance à {total} (tapis)</translation>
    </message>
    <message>
        <source>{player} raises to {total}</source>
        <translation>{player} relance à {total}</translation>
    </message>
    <message numerus="yes">
        <source>hand {number} starts: {game} {structure} {small}/{big}, %n player(s)</source>
        <translation>
            <numerusform>coup {number} : {game} {structure} {small}/{big}, %n joueur</numerusform>
            <numerusform>coup {number} : {game} {structure} {small}/{big}, %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{started}, button seat {seat}</source>
        <translation>{started}, bouton au siège {seat}</translation>
    </message>
    <message>
        <source>{started}; posted: {posts}</source>
        <translation>{started} ; mises forcées : {posts}</translation>
    </message>
    <message numerus="yes">
        <source>CORRECTION authorised by {by}: %n input(s) withdrawn (events {events}); reason: {reason}</source>
        <translation>
            <numerusform>CORRECTION autorisée par {by} : %n saisie retirée (événements {events}) ; motif : {reason}</numerusform>
            <numerusform>CORRECTION autorisée par {by} : %n saisies retirées (événements {events}) ; motif : {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>HAND VOIDED ({status}) authorised by {by}: {reason}; every chip returned</source>
        <translation>COUP NUL ({status}) autorisé par {by} : {reason} ; tous les jetons rendus</translation>
    </message>
    <message>
        <source>POT AWARDED BY HAND authorised by {by}: {shares}; rake {rake}; reason: {reason}</source>
        <translation>POT ATTRIBUÉ À LA MAIN autorisé par {by} : {shares} ; prélèvement {rake} ; motif : {reason}</translation>
    </message>
    <message>
        <source>hand resumed after a restart at input {input} (pot {pot})</source>
        <translation>coup repris après un redémarrage à la saisie {input} (pot {pot})</translation>
    </message>
    <message>
        <source>hand ended: {status}</source>
        <translation>fin du coup : {status}</translation>
    </message>
    <message>
        <source>{pot} {amount} (rake {rake}): {shares}</source>
        <translation>{pot} ({amount}, prélèvement {rake}) : {shares}</translation>
    </message>
    <message>
        <source>{pots}; {pot}</source>
        <translation>{pots} ; {pot}</translation>
    </message>
    <message>
        <source>hand ended: {pots}</source>
        <translation>fin du coup : {pots}</translation>
    </message>
    <message>
        <source>DISPUTE opened by {by}: {note}</source>
        <translation>LITIGE ouvert par {by} : {note}</translation>
    </message>
    <message>
        <source>card refused: {card} typed for {wanted} was already dealt in this hand ({where}); not dealt</source>
        <translation>carte refusée : {card} saisie (attendue : {wanted}), déjà donnée dans ce coup ({where}) ; pas donnée</translation>
    </message>
    <message>
        <source>card refused: {card} read for {wanted} was already dealt in this hand ({where}); not dealt</source>
        <translation>carte refusée : {card} lue (attendue : {wanted}), déjà donnée dans ce coup ({where}) ; pas donnée</translation>
    </message>
    <message>
        <source>card alert {code} on a read at {reader}: {card}, tag {tag}; not dealt as it came</source>
        <translation>alerte carte {code} sur une lecture au lecteur {reader} : {card}, puce {tag} ; pas donnée telle quelle</translation>
    </message>
    <message>
        <source>board reader {reader}: {card} checked against the board, tag {tag}</source>
        <translation>lecteur du board {reader} : {card} vérifiée avec le board, puce {tag}</translation>
    </message>
    <message>
        <source>BOARD CHECK FAILED at {reader}: read {card}, tag {tag} (dealt as: {where}); the board card due: {due}; nothing dealt</source>
        <translation>CONTRÔLE DU BOARD EN ÉCHEC au lecteur {reader} : lu {card}, puce {tag} (donnée comme : {where}) ; carte du board attendue : {due} ; rien de donné</translation>
    </message>
    <message>
        <source>chips entered: {typed} — {reading}</source>
        <translation>jetons saisis : {typed} — {reading}</translation>
    </message>
    <message>
        <source>session record, entry {index}: {entry}</source>
        <translation>registre de la session, entrée {index} : {entry}</translation>
    </message>
    <message>
        <source>{mark} (by {by})</source>
        <translation>{mark} (par {by})</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>{hours} h {minutes}</source>
        <translation>{hours} h {minutes}</translation>
    </message>
    <message>
        <source>{hour}:{minute}</source>
        <translation>{hour}:{minute}</translation>
    </message>
    <message>
        <source>{year}-{month}-{day} {hour}:{minute}</source>
        <translation>{day}/{month}/{year} {hour}:{minute}</translation>
    </message>
    <message>
        <source>hands dealt {hands}</source>
        <translation>coups distribués {hands}</translation>
    </message>
    <message>
        <source>per hour {rate}</source>
        <translation>par heure {rate}</translation>
    </message>
    <message>
        <source>misdeals {misdeals}</source>
        <translation>maldonnes {misdeals}</translation>
    </message>
    <message>
        <source>void {voids}</source>
        <translation>coups nuls {voids}</translation>
    </message>
    <message>
        <source>rake {rake}</source>
        <translation>prélèvement {rake}</translation>
    </message>
    <message>
        <source>per hand {rate}</source>
        <translation>par coup {rate}</translation>
    </message>
    <message>
        <source>jackpot {jackpot}</source>
        <translation>jackpot {jackpot}</translation>
    </message>
    <message>
        <source>time collected {time}</source>
        <translation>temps ramassé {time}</translation>
    </message>
    <message>
        <source>buy-ins {count} for {total}</source>
        <translation>caves {count} pour {total}</translation>
    </message>
    <message>
        <source>rebuys {count} for {total}</source>
        <translation>recaves {count} pour {total}</translation>
    </message>
    <message>
        <source>cashed out {total}</source>
        <translation>payé aux départs {total}</translation>
    </message>
    <message>
        <source>from {start} to {end} ({hours})</source>
        <translation>de {start} à {end} ({hours})</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>équilibré</translation>
    </message>
    <message>
        <source>OFF BY {difference}</source>
        <translation>ÉCART DE {difference}</translation>
    </message>
    <message>
        <source>buy-ins {bought_in} = stacks {stacks} + in the middle {in_the_middle} + rake {rake} + jackpot {jackpot} + cashed out {cashed_out} + time {time}: {verdict}</source>
        <translation>caves {bought_in} = jetons {stacks} + au milieu {in_the_middle} + prélèvement {rake} + jackpot {jackpot} + payé aux départs {cashed_out} + temps {time} : {verdict}</translation>
    </message>
    <message>
        <source>buy-ins {bought_in} = stacks {stacks} + in the middle {in_the_middle} + rake {rake} + jackpot {jackpot} + cashed out {cashed_out}: {verdict}</source>
        <translation>caves {bought_in} = jetons {stacks} + au milieu {in_the_middle} + prélèvement {rake} + jackpot {jackpot} + payé aux départs {cashed_out} : {verdict}</translation>
    </message>
    <message>
        <source>Session report</source>
        <translation>Rapport de séance</translation>
    </message>
    <message>
        <source>Whole session</source>
        <translation>Toute la séance</translation>
    </message>
    <message>
        <source>settings changed {changes} time(s): {segments} segments</source>
        <translation>réglages changés {changes} fois : {segments} segments</translation>
    </message>
    <message>
        <source>Dealer {name}</source>
        <translation>Croupier {name}</translation>
    </message>
    <message>
        <source>Time collected</source>
        <translation>Temps ramassé</translation>
    </message>
    <message>
        <source>seat {seat} ({name}): {time}</source>
        <translation>siège {seat} ({name}) : {time}</translation>
    </message>
    <message>
        <source>total {time}</source>
        <translation>total {time}</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Record: the chain head, to write down (dealer-app verify --expect-head checks the store against it)</source>
        <translation>Registre : la tête de chaîne, à noter (dealer-app verify --expect-head vérifie le registre avec elle)</translation>
    </message>
    <message>
        <source>jackpot</source>
        <translation>jackpot</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <source>Record check</source>
        <translation>Contrôle du registre</translation>
    </message>
    <message>
        <source>Local time and the record event number. For an action: what its player had to call and could bet or raise to just before it, with the pot-limit arithmetic; the pot after it.</source>
        <translation>Heure locale et numéro d&apos;écriture du registre. Pour une action : ce que le joueur avait à suivre et pouvait miser ou relancer juste avant, avec le calcul du pot-limit ; le pot après l&apos;action.</translation>
    </message>
    <message>
        <source>[WITHDRAWN by event {seq}]</source>
        <translation>[RETIRÉ par l&apos;écriture {seq}]</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label} : {value}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Forced bets</source>
        <translation>Mises forcées</translation>
    </message>
    <message>
        <source>Hole cards</source>
        <translation>Cartes privées</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Montrées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <source>Final stack</source>
        <translation>Tapis final</translation>
    </message>
    <message>
        <source>no reader: practice deck</source>
        <translation>sans lecteur : jeu d&apos;entraînement</translation>
    </message>
    <message>
        <source>typed by the dealer: {typed}</source>
        <translation>saisie à la main par le croupier : {typed}</translation>
    </message>
    <message>
        <source>typed by the dealer</source>
        <translation>saisie à la main par le croupier</translation>
    </message>
    <message>
        <source>practice deck</source>
        <translation>jeu d&apos;entraînement</translation>
    </message>
    <message>
        <source>RFID reader {device}</source>
        <translation>lecteur RFID {device}</translation>
    </message>
    <message>
        <source>RFID reader</source>
        <translation>lecteur RFID</translation>
    </message>
    <message>
        <source>shoe {device}</source>
        <translation>sabot {device}</translation>
    </message>
    <message>
        <source>shoe</source>
        <translation>sabot</translation>
    </message>
    <message>
        <source>read by {device}</source>
        <translation>lue par {device}</translation>
    </message>
    <message>
        <source>read by a device</source>
        <translation>lue par un appareil</translation>
    </message>
    <message>
        <source>antenna {antenna}</source>
        <translation>antenne {antenna}</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>à {time}</translation>
    </message>
    <message>
        <source>frame {sequence}</source>
        <translation>trame n° {sequence}</translation>
    </message>
    <message>
        <source>read {number} of the round</source>
        <translation>lecture n° {number} du coup</translation>
    </message>
    <message>
        <source>device clock {ms} ms</source>
        <translation>horloge de l&apos;appareil {ms} ms</translation>
    </message>
    <message>
        <source>bytes {hex}</source>
        <translation>octets {hex}</translation>
    </message>
    <message>
        <source>No card reader recorded these cards: they were dealt from the practice deck.</source>
        <translation>Aucun lecteur n&apos;a enregistré ces cartes : elles ont été données avec le jeu d&apos;entraînement.</translation>
    </message>
    <message>
        <source>Jackpots</source>
        <translation>Jackpots</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Eligible</source>
        <translation>Joueurs concernés</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Prélèvement</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Gagnants</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Parts</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Jetons impairs</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>À suivre</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Where it went</source>
        <translation>Destination</translation>
    </message>
    <message>
        <source>How it was read</source>
        <translation>Comment elle a été lue</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Puce</translation>
    </message>
    <message>
        <source>Technical detail</source>
        <translation>Détail technique</translation>
    </message>
    <message>
        <source>Min–max (maximum&apos;s arithmetic)</source>
        <translation>Min–max (calcul du maximum)</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>misdeal: every chip returned</source>
        <translation>maldonne : tous les jetons rendus</translation>
    </message>
    <message>
        <source>void: every chip returned</source>
        <translation>coup annulé : tous les jetons rendus</translation>
    </message>
    <message>
        <source>awarded by hand by a supervisor</source>
        <translation>attribué à la main par un superviseur</translation>
    </message>
    <message>
        <source>Hand {number}: dispute report</source>
        <translation>Coup {number} : rapport de litige</translation>
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
        <translation>{game}, mises {small}/{big}</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Croupier</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Bouton</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>siège {seat}</translation>
    </message>
    <message>
        <source>the last player listed</source>
        <translation>le dernier joueur de la liste</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>not ended (in progress)</source>
        <translation>pas terminé (en cours)</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>passé</translation>
    </message>
    <message>
        <source>mucked</source>
        <translation>cartes jetées</translation>
    </message>
    <message>
        <source>bad beat jackpot: increments {count} for {total}; meter now {meter}</source>
        <translation>jackpot bad beat : {count} prélèvement(s) pour {total} ; compteur actuel {meter}</translation>
    </message>
    <message>
        <source>hand {hand}: bad beat jackpot {meter} paid (seat {loser} lost to seat {winner}): {shares}</source>
        <translation>coup {hand} : jackpot bad beat {meter} payé (siège {loser} battu par siège {winner}) : {shares}</translation>
    </message>
    <message>
        <source>hand {hand}: bad beat jackpot released by {supervisor}, nothing paid: {why} (meter left at {meter})</source>
        <translation>coup {hand} : jackpot bad beat libéré par {supervisor}, rien de payé : {why} (compteur laissé à {meter})</translation>
    </message>
    <message>
        <source>hand {hand}: bad beat jackpot won, waiting to be paid</source>
        <translation>coup {hand} : jackpot bad beat gagné, en attente de paiement</translation>
    </message>
    <message>
        <source>hand {hand}: high hand {name}, {player}, at {time}</source>
        <translation>coup {hand} : high hand {name}, {player}, à {time}</translation>
    </message>
    <message>
        <source>{amount} taken back; meter {meter}</source>
        <translation>{amount} repris ; compteur {meter}</translation>
    </message>
    <message>
        <source>{amount} from the pot of {pot}; meter {meter}</source>
        <translation>{amount} du pot de {pot} ; compteur {meter}</translation>
    </message>
    <message>
        <source>Jackpot increment</source>
        <translation>Prélèvement jackpot</translation>
    </message>
    <message>
        <source>Bad beat jackpot</source>
        <translation>Jackpot bad beat</translation>
    </message>
    <message>
        <source>seat {loser} lost with {loser_hand} ({loser_cards}) to seat {winner} with {winner_hand} ({winner_cards}): {rule}</source>
        <translation>siège {loser} perd avec {loser_hand} ({loser_cards}) contre siège {winner} avec {winner_hand} ({winner_cards}) : {rule}</translation>
    </message>
    <message>
        <source>Jackpot paid</source>
        <translation>Jackpot payé</translation>
    </message>
    <message>
        <source>{meter}: {shares}; confirmed by {dealer}, authorised by {supervisor} and {management}</source>
        <translation>{meter} : {shares} ; confirmé par {dealer}, autorisé par {supervisor} et {management}</translation>
    </message>
    <message>
        <source>Jackpot released</source>
        <translation>Jackpot libéré</translation>
    </message>
    <message>
        <source>nothing paid, released by {supervisor}: {why}; the meter left at {meter}</source>
        <translation>rien de payé, libéré par {supervisor} : {why} ; compteur laissé à {meter}</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>High hand</translation>
    </message>
    <message>
        <source>{hand} ({cards}), {player}, period {start}–{end}</source>
        <translation>{hand} ({cards}), {player}, période {start}–{end}</translation>
    </message>
    <message>
        <source>{player}: withdrawn by a correction</source>
        <translation>{player} : retiré par une correction</translation>
    </message>
    <message>
        <source>High hand won</source>
        <translation>High hand gagné</translation>
    </message>
    <message>
        <source>{player} {amount} of the prize of {prize}, period {start}–{end}</source>
        <translation>{player} {amount} du prix de {prize}, période {start}–{end}</translation>
    </message>
    <message>
        <source>high {players}</source>
        <translation>haut {players}</translation>
    </message>
    <message>
        <source>{winners} ({hand})</source>
        <translation>{winners} ({hand})</translation>
    </message>
    <message>
        <source>low {players}</source>
        <translation>bas {players}</translation>
    </message>
    <message>
        <source>{player} {amount}</source>
        <translation>{player} {amount}</translation>
    </message>
    <message>
        <source>Jackpot</source>
        <translation>Jackpot</translation>
    </message>
    <message>
        <source>Uncalled bets returned</source>
        <translation>Mises non suivies rendues</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>{text} (event {seq}, {time})</source>
        <translation>{text} (écriture {seq}, {time})</translation>
    </message>
    <message>
        <source>House options</source>
        <translation>Règles de la maison</translation>
    </message>
    <message>
        <source>Rake rules</source>
        <translation>Règles du prélèvement</translation>
    </message>
    <message>
        <source>Chip unit and minimum bet</source>
        <translation>Unité de jeton et mise minimale</translation>
    </message>
    <message>
        <source>RECORD DAMAGED: {problems}</source>
        <translation>REGISTRE ENDOMMAGÉ : {problems}</translation>
    </message>
    <message>
        <source>events {first} to {last}: each matches its hash and links to the event before it; last hash {hash}</source>
        <translation>écritures {first} à {last} : chacune correspond à son empreinte et se lie à la précédente ; dernière empreinte {hash}</translation>
    </message>
    <message>
        <source>the machine&apos;s clock was set back: event {seq} is dated {time}, {seconds} s before event {earlier}</source>
        <translation>l&apos;horloge de la machine a été reculée : l&apos;écriture {seq} est datée du {time}, {seconds} s avant l&apos;écriture {earlier}</translation>
    </message>
    <message>
        <source>the machine&apos;s clock was set back: event {seq} is dated {time}, {seconds} s before event {earlier}, and so are the events after it up to event {last}</source>
        <translation>l&apos;horloge de la machine a été reculée : l&apos;écriture {seq} est datée du {time}, {seconds} s avant l&apos;écriture {earlier}, et les suivantes jusqu&apos;à l&apos;écriture {last} aussi</translation>
    </message>
    <message>
        <source>Recorded result conforms to the rules</source>
        <translation>Résultat enregistré conforme aux règles</translation>
    </message>
    <message>
        <source>Recorded result cannot be checked: its inputs do not replay by the rules ({why})</source>
        <translation>Résultat enregistré invérifiable : ses entrées ne se rejouent pas selon les règles ({why})</translation>
    </message>
    <message>
        <source>Recorded result DIFFERS from the rules: {differences}</source>
        <translation>Résultat enregistré DIFFÈRE des règles : {differences}</translation>
    </message>
    <message>
        <source>recorded {recorded}, by the rules {rules}</source>
        <translation>enregistré {recorded}, selon les règles {rules}</translation>
    </message>
    <message>
        <source>the store&apos;s chain head when this was drawn up {head}</source>
        <translation>la tête de chaîne du registre à l&apos;établissement de ce document {head}</translation>
    </message>
    <message>
        <source>{amount} ({shares})</source>
        <translation>{amount} ({shares})</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>non lue</translation>
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
        <translation>carte privée {number} : {cards}</translation>
    </message>
    <message>
        <source>board: {cards}</source>
        <translation>tableau : {cards}</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Pots</translation>
    </message>
    <message>
        <source>{pot} {amount}: eligible {eligible}; rake {rake}; jackpot {jackpot}; {winners}; paid {shares}</source>
        <translation>{pot} ({amount}) : concernés {eligible} ; prélèvement {rake} ; jackpot {jackpot} ; {winners} ; payé {shares}</translation>
    </message>
    <message>
        <source>; odd chip to {players}</source>
        <translation> ; jeton impair à {players}</translation>
    </message>
    <message>
        <source>Timeline (local time, record event number; an action: what its player could do just before it)</source>
        <translation>Déroulement (heure locale, numéro d&apos;écriture ; une action : ce que le joueur pouvait faire juste avant)</translation>
    </message>
    <message>
        <source>pot {amount}</source>
        <translation>pot {amount}</translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation>à suivre {amount}</translation>
    </message>
    <message>
        <source>min–max {low}–{high}</source>
        <translation>min–max {low}–{high}</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Corrections</translation>
    </message>
    <message>
        <source>How each card was read</source>
        <translation>Lecture de chaque carte</translation>
    </message>
    <message>
        <source>(withdrawn)</source>
        <translation>(retirée)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>WARNING</source>
        <translation>ATTENTION</translation>
    </message>
    <message>
        <source>tag {tag}</source>
        <translation>puce {tag}</translation>
    </message>
    <message>
        <source>technical detail</source>
        <translation>détail technique</translation>
    </message>
    <message numerus="yes">
        <source>%n bookkeeping line(s) of the record not listed here (the floor replay shows them on demand)</source>
        <translation>
            <numerusform>%n écriture technique du registre non listée ici (la relecture du superviseur l&apos;affiche sur demande)</numerusform>
            <numerusform>%n écritures techniques du registre non listées ici (la relecture du superviseur les affiche sur demande)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Session report</source>
        <translation>Rapport de séance</translation>
    </message>
    <message>
        <source>Save as text…</source>
        <translation>Enregistrer en texte…</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Enregistrer en CSV…</translation>
    </message>
    <message>
        <source>Hands as CSV…</source>
        <translation>Coups en CSV…</translation>
    </message>
    <message>
        <source>Close the session</source>
        <translation>Fermer la séance</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Non enregistré : {why}</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>Enregistré : {path}</translation>
    </message>
    <message>
        <source>Close the session of table {table}?</source>
        <translation>Clore la séance de la table {table} ?</translation>
    </message>
    <message>
        <source>Close the session?</source>
        <translation>Clore la séance ?</translation>
    </message>
    <message>
        <source>The session report is drawn up and no hand can be played in this session any more.</source>
        <translation>Le rapport de séance sera établi et aucun coup ne pourra plus être joué dans cette séance.</translation>
    </message>
    <message>
        <source>Yes, close the session</source>
        <translation>Oui, clore la séance</translation>
    </message>
    <message>
        <source>No, keep it open</source>
        <translation>Non, la garder ouverte</translation>
    </message>
    <message>
        <source>Session closed. Chain head, to write down: {head}</source>
        <translation>Séance fermée. Tête de chaîne, à noter : {head}</translation>
    </message>
    <message>
        <source>Session closed.</source>
        <translation>Séance fermée.</translation>
    </message>
</context>
<context>
    <name>Runs</name>
    <message>
        <source>The board is run more than once only when the betting is over with two or more players in and the board not complete, at a table that allows it.</source>
        <translation>Le tableau ne se tire plusieurs fois que si les enchères sont finies, à deux joueurs ou plus, le tableau incomplet, à une table qui le permet.</translation>
    </message>
    <message>
        <source>One board: the rest of the board is dealt once.</source>
        <translation>Un seul tableau : la suite du tableau est tirée une fois.</translation>
    </message>
    <message>
        <source>{runs}? Every player still in must agree: confirm each ({yes}).</source>
        <translation>{runs} ? Chaque joueur encore en jeu doit accepter : confirmez chacun ({yes}).</translation>
    </message>
    <message>
        <source>No runs are offered now: offer them first (T).</source>
        <translation>Aucun tirage multiple proposé : proposez-le d’abord (T).</translation>
    </message>
    <message>
        <source>Seat {seat} is not in the hand: only the players still in agree.</source>
        <translation>Le siège {seat} n’est pas dans la main : seuls les joueurs encore en jeu acceptent.</translation>
    </message>
    <message>
        <source>{who} agrees to {runs}; waiting for {others}.</source>
        <translation>{who} accepte de {runs} ; en attente de {others}.</translation>
    </message>
    <message>
        <source>Every player agreed: {runs}. Deal run 1.</source>
        <translation>Tous ont accepté : {runs}. Tirez la donne 1.</translation>
    </message>
    <message>
        <source>All-in: the board may be run more than once (T), if every player still in agrees.</source>
        <translation>Tapis : le tableau peut être tiré plusieurs fois (T), si chaque joueur encore en jeu accepte.</translation>
    </message>
    <message>
        <source>{runs}: confirm each player&apos;s yes ({yes}); T again for {other}.</source>
        <translation>{runs} : confirmez l’accord de chaque joueur ({yes}) ; T de nouveau pour {other}.</translation>
    </message>
    <message>
        <source>one board</source>
        <translation>un seul tableau</translation>
    </message>
    <message>
        <source>{pot}, run {run}</source>
        <translation>{pot}, donne {run}</translation>
    </message>
    <message>
        <source>run {run}</source>
        <translation>donne {run}</translation>
    </message>
    <message>
        <source>run it twice</source>
        <translation>tirer deux fois</translation>
    </message>
    <message>
        <source>run it three times</source>
        <translation>tirer trois fois</translation>
    </message>
    <message>
        <source>run {run}: {cards}</source>
        <translation>donne {run} : {cards}</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>leaving: cashed out after the hand</source>
        <translation>part : payé après le coup</translation>
    </message>
    <message>
        <source>no chips: rebuy or leave</source>
        <translation>plus de jetons : recave ou départ</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>new: posts a big blind</source>
        <translation>nouveau : paie une Big Blind</translation>
    </message>
    <message>
        <source>new: waits for the big blind</source>
        <translation>nouveau : attend la Big Blind</translation>
    </message>
    <message>
        <source>back: posts missed blinds</source>
        <translation>de retour : paie les blindes manquées</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>{amount} makes a stack of {after}, below the minimum buy-in {minimum}</source>
        <translation>{amount} donne un tapis de {after}, sous la cave minimum de {minimum}</translation>
    </message>
    <message>
        <source>{amount} makes a stack of {after}, above the maximum buy-in {maximum}</source>
        <translation>{amount} donne un tapis de {after}, au-dessus de la cave maximum de {maximum}</translation>
    </message>
    <message>
        <source>no rebuy during a hand: {who} can rebuy when hand {hand} is over, or queue it for the next hand</source>
        <translation>pas de recave pendant un coup : {who} peut se recaver à la fin du coup {hand}, ou la mettre en attente pour le coup suivant</translation>
    </message>
    <message>
        <source>not during hand {hand}: between hands</source>
        <translation>pas pendant le coup {hand} : entre deux coups</translation>
    </message>
    <message>
        <source>an amount is a whole, positive number of chips</source>
        <translation>un montant est un nombre entier et positif de jetons</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>un joueur doit avoir un nom</translation>
    </message>
    <message>
        <source>in hand {hand}</source>
        <translation>dans le coup {hand}</translation>
    </message>
    <message>
        <source>folded in hand {hand}</source>
        <translation>couché au coup {hand}</translation>
    </message>
    <message>
        <source>{status}; rebuy of {amount} after the hand</source>
        <translation>{status} ; recave de {amount} après le coup</translation>
    </message>
    <message>
        <source>No session is open: set up the session first.</source>
        <translation>Aucune séance n&apos;est ouverte : préparez d&apos;abord la séance.</translation>
    </message>
    <message>
        <source>Add the players to the draw first.</source>
        <translation>Ajoutez d&apos;abord les joueurs au tirage.</translation>
    </message>
    <message>
        <source>Seats drawn (seed {seed})</source>
        <translation>Places tirées au sort (graine {seed})</translation>
    </message>
    <message>
        <source>Seats drawn (seed {seed}): {seats}</source>
        <translation>Places tirées au sort (graine {seed}) : {seats}</translation>
    </message>
    <message>
        <source>{name} sits at seat {seat} with {buy_in}</source>
        <translation>{name} s&apos;assoit au siège {seat} avec {buy_in}</translation>
    </message>
    <message>
        <source>{amount} queued for {who}: added when hand {hand} is over</source>
        <translation>{amount} en attente pour {who} : ajouté à la fin du coup {hand}</translation>
    </message>
    <message>
        <source>{who} rebuys {amount}</source>
        <translation>{who} se recave de {amount}</translation>
    </message>
    <message>
        <source>{who} sits out</source>
        <translation>{who} s&apos;absente</translation>
    </message>
    <message>
        <source>{who} is back</source>
        <translation>{who} est de retour</translation>
    </message>
    <message>
        <source>{who} posts a big blind to play at once</source>
        <translation>{who} paie une Big Blind pour jouer tout de suite</translation>
    </message>
    <message>
        <source>{who} waits for the big blind</source>
        <translation>{who} attend la Big Blind</translation>
    </message>
    <message>
        <source>{who} leaves: cashed out after the hand</source>
        <translation>{who} part : payé après le coup</translation>
    </message>
    <message>
        <source>{who} leaves: cashed out {amount}</source>
        <translation>{who} part : payé {amount}</translation>
    </message>
    <message>
        <source>Nobody sits at seat {seat}.</source>
        <translation>Personne n&apos;est assis au siège {seat}.</translation>
    </message>
</context>
<context>
    <name>SeatingPanel</name>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>by the draw</source>
        <translation>par tirage au sort</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>siège {seat}</translation>
    </message>
    <message>
        <source>Buy-in ({low} to {high})</source>
        <translation>Cave ({low} à {high})</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Cave</translation>
    </message>
    <message>
        <source>Seating · hand {hand} in progress: rebuys are queued for its end</source>
        <translation>Placement · coup {hand} en cours : les recaves attendent sa fin</translation>
    </message>
    <message>
        <source>Seating · between hands</source>
        <translation>Placement · entre deux coups</translation>
    </message>
    <message>
        <source>Seat {seat} · {name}</source>
        <translation>Siège {seat} · {name}</translation>
    </message>
    <message>
        <source>Choose a player in the list</source>
        <translation>Choisissez un joueur dans la liste</translation>
    </message>
    <message>
        <source>Waiting for the draw: {names}</source>
        <translation>En attente du tirage : {names}</translation>
    </message>
    <message>
        <source>Nobody waits for the draw: add players with “Add to the draw”.</source>
        <translation>Personne n&apos;attend le tirage : ajoutez des joueurs avec « Ajouter au tirage ».</translation>
    </message>
    <message>
        <source>Choose a player in the list first.</source>
        <translation>Choisissez d&apos;abord un joueur dans la liste.</translation>
    </message>
    <message>
        <source>{name} leaves seat {seat}?</source>
        <translation>{name} quitte le siège {seat} ?</translation>
    </message>
    <message>
        <source>{name} is in hand {hand}: the hand is folded now, and {name} is cashed out when it is over. The seat becomes free.</source>
        <translation>{name} est dans le coup n° {hand} : sa main est couchée maintenant, et {name} est payé à la fin du coup. Le siège se libère.</translation>
    </message>
    <message>
        <source>{name} is cashed out {amount} and the seat becomes free; coming back later is a new buy-in.</source>
        <translation>{name} est payé {amount} et le siège se libère ; revenir plus tard demandera une nouvelle cave.</translation>
    </message>
    <message>
        <source>Yes, {name} leaves</source>
        <translation>Oui, {name} part</translation>
    </message>
    <message>
        <source>No, {name} stays</source>
        <translation>Non, {name} reste</translation>
    </message>
    <message>
        <source>Type the rebuy amount first.</source>
        <translation>Tapez d&apos;abord le montant de la recave.</translation>
    </message>
    <message>
        <source>Type the player&apos;s name (or club id) first.</source>
        <translation>Tapez d&apos;abord le nom du joueur (ou son numéro de club).</translation>
    </message>
    <message>
        <source>Type the buy-in first.</source>
        <translation>Tapez d&apos;abord la cave.</translation>
    </message>
    <message>
        <source>{amount} is below the minimum buy-in {minimum}.</source>
        <translation>{amount} est sous la cave minimum de {minimum}.</translation>
    </message>
    <message>
        <source>{amount} is above the maximum buy-in {maximum}.</source>
        <translation>{amount} dépasse la cave maximum de {maximum}.</translation>
    </message>
    <message>
        <source>{name} is already seated or waiting for the draw.</source>
        <translation>{name} est déjà assis ou attend le tirage.</translation>
    </message>
    <message>
        <source>{name} waits for the draw: F5 draws the seats.</source>
        <translation>{name} attend le tirage : F5 tire les places.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) wait for the draw: draw the seats first, then deal the next hand.</source>
        <translation>
            <numerusform>%n joueur attend le tirage des places : tirez d&apos;abord les places, puis donnez le coup suivant.</numerusform>
            <numerusform>%n joueurs attendent le tirage des places : tirez d&apos;abord les places, puis donnez le coup suivant.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Club id</source>
        <translation>N° de club</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Bought in</source>
        <translation>Cave totale</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>montant</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Recave</translation>
    </message>
    <message>
        <source>Queue for next hand</source>
        <translation>Pour le coup suivant</translation>
    </message>
    <message>
        <source>Sit out</source>
        <translation>S&apos;absenter</translation>
    </message>
    <message>
        <source>Come back</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Partir</translation>
    </message>
    <message>
        <source>Posts a big blind now</source>
        <translation>Paie une Big Blind tout de suite</translation>
    </message>
    <message>
        <source>Waits for the BB</source>
        <translation>Attend la BB</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Nouveau joueur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Pour jouer</translation>
    </message>
    <message>
        <source>waits for the big blind</source>
        <translation>attend la Big Blind</translation>
    </message>
    <message>
        <source>posts a big blind at once</source>
        <translation>paie une Big Blind tout de suite</translation>
    </message>
    <message>
        <source>Seat the player</source>
        <translation>Asseoir le joueur</translation>
    </message>
    <message>
        <source>Add to the draw</source>
        <translation>Ajouter au tirage</translation>
    </message>
    <message>
        <source>Draw the seats</source>
        <translation>Tirer les places</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Coup suivant</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>must be {want}, not {value}</source>
        <translation>doit être {want}, pas {value}</translation>
    </message>
    <message>
        <source>{seats}: a table has 2 to {most} seats</source>
        <translation>{seats} : une table a de 2 à {most} sièges</translation>
    </message>
    <message>
        <source>not valid TOML ({why})</source>
        <translation>TOML non valide ({why})</translation>
    </message>
    <message>
        <source>{characters} characters, more than the {most} a session file can be (a few hundred are usual): not a session file</source>
        <translation>{characters} caractères, plus que les {most} que peut faire un fichier de séance (quelques centaines d&apos;habitude) : pas un fichier de séance</translation>
    </message>
    <message>
        <source>not a session file: arrays or tables nested too deeply</source>
        <translation>pas un fichier de séance : tableaux ou tables imbriqués trop profondément</translation>
    </message>
    <message>
        <source>not a session file: a number has more than {digits} digits</source>
        <translation>pas un fichier de séance : un nombre a plus de {digits} chiffres</translation>
    </message>
    <message>
        <source>must be a [section] of keys</source>
        <translation>doit être une [section] de clés</translation>
    </message>
    <message>
        <source>must be a number, not nan</source>
        <translation>doit être un nombre, pas nan</translation>
    </message>
    <message>
        <source>cannot be negative ({value})</source>
        <translation>ne peut pas être négatif ({value})</translation>
    </message>
    <message>
        <source>{value} is not a believable amount</source>
        <translation>{value} n&apos;est pas un montant vraisemblable</translation>
    </message>
    <message>
        <source>unknown game {value}; the games are {games}</source>
        <translation>jeu inconnu {value} ; les jeux sont {games}</translation>
    </message>
    <message>
        <source>unknown structure {value}; choose pot-limit, fixed-limit or no-limit</source>
        <translation>structure inconnue {value} ; choisissez pot-limit, fixed-limit ou no-limit</translation>
    </message>
    <message>
        <source>the blinds are required</source>
        <translation>les blindes sont obligatoires</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>doit valoir au moins 1</translation>
    </message>
    <message>
        <source>{big_blind} is outside [{least}, {most}]: the big blind is at least the small blind and at most twice it</source>
        <translation>{big_blind} est hors de [{least}, {most}] : la Big Blind vaut au moins la Small Blind et au plus le double</translation>
    </message>
    <message>
        <source>fixed limit needs a small bet and a big bet</source>
        <translation>en Limit, il faut une petite mise et une grosse mise</translation>
    </message>
    <message>
        <source>the big bet {big_bet} is below the small bet {small_bet}</source>
        <translation>la grosse mise de {big_bet} est sous la petite mise de {small_bet}</translation>
    </message>
    <message>
        <source>{amount} is not a whole number of {unit}-chips</source>
        <translation>{amount} n&apos;est pas un nombre entier de jetons de {unit}</translation>
    </message>
    <message>
        <source>the maximum buy-in {maximum} is below the minimum {minimum}</source>
        <translation>la cave maximum de {maximum} est sous la cave minimum de {minimum}</translation>
    </message>
    <message>
        <source>{amount} is less than one big blind ({big_blind})</source>
        <translation>{amount} est moins qu&apos;une Big Blind ({big_blind})</translation>
    </message>
    <message>
        <source>{value}; choose dead, moving or simplified</source>
        <translation>{value} ; choisissez dead, moving ou simplified</translation>
    </message>
    <message>
        <source>{cap}: a cap below 1 allows no raise at all</source>
        <translation>{cap} : un plafond sous 1 n&apos;autorise aucune relance</translation>
    </message>
    <message>
        <source>{field} = {value}; choose one of {choices}</source>
        <translation>{field} = {value} ; choisissez parmi {choices}</translation>
    </message>
    <message>
        <source>raise_cap must be at least 1, not {value}</source>
        <translation>raise_cap doit valoir au moins 1, pas {value}</translation>
    </message>
    <message>
        <source>{value}; choose never or when-all-agree</source>
        <translation>{value} ; choisissez never ou when-all-agree</translation>
    </message>
    <message>
        <source>{value}: the board is run at most 2 or 3 times</source>
        <translation>{value} : le tableau se tire au plus 2 ou 3 fois</translation>
    </message>
    <message>
        <source>{count} chip values, more than {most}</source>
        <translation>{count} valeurs de jetons, plus de {most}</translation>
    </message>
    <message>
        <source>{value} is not a chip: a chip is a whole number of at least 1</source>
        <translation>{value} n&apos;est pas un jeton : un jeton est un nombre entier d&apos;au moins 1</translation>
    </message>
    <message>
        <source>the chip {value} is named twice</source>
        <translation>le jeton de {value} est nommé deux fois</translation>
    </message>
    <message>
        <source>{value}; choose off, every-n-hands or on-request</source>
        <translation>{value} ; choisissez off, every-n-hands ou on-request</translation>
    </message>
    <message>
        <source>a bomb pot every N hands needs N, at least 1</source>
        <translation>un bomb pot toutes les N mains demande N, au moins 1</translation>
    </message>
    <message>
        <source>a bomb pot needs the ante every player puts in, at least 1</source>
        <translation>un bomb pot demande l&apos;ante que met chaque joueur, au moins 1</translation>
    </message>
    <message>
        <source>{value}; choose none, per-seat or per-hand</source>
        <translation>{value} ; choisissez none, per-seat ou per-hand</translation>
    </message>
    <message>
        <source>time collection needs the amount collected, at least 1</source>
        <translation>le ramassage du temps demande le montant ramassé, au moins 1</translation>
    </message>
    <message>
        <source>{value}: time is collected every half hour, at two minutes of the hour half an hour apart (as [0, 30])</source>
        <translation>{value} : le temps se ramasse toutes les demi-heures, à deux minutes de l&apos;heure à une demi-heure d&apos;écart (comme [0, 30])</translation>
    </message>
    <message>
        <source>time is collected instead of a levy on the pots, not as well: set rake.percent and rake.fixed to 0, or time_collection.mode to none</source>
        <translation>le temps se ramasse à la place d&apos;un prélèvement sur les pots, pas en plus : mettez rake.percent et rake.fixed à 0, ou time_collection.mode à none</translation>
    </message>
    <message>
        <source>{field} must not be negative, not {value}</source>
        <translation>{field} ne doit pas être négatif, pas {value}</translation>
    </message>
    <message>
        <source>percent must be at most 100, not {value}</source>
        <translation>percent doit valoir au plus 100, pas {value}</translation>
    </message>
    <message>
        <source>{field} must be a whole number of chips, not {value}</source>
        <translation>{field} doit être un nombre entier de jetons, pas {value}</translation>
    </message>
    <message>
        <source>unit must be at least 1, not {value}</source>
        <translation>unit doit valoir au moins 1, pas {value}</translation>
    </message>
    <message>
        <source>rounding must be one of {choices}, not {value}</source>
        <translation>rounding doit être parmi {choices}, pas {value}</translation>
    </message>
    <message>
        <source>{field} must be true or false, not {value}</source>
        <translation>{field} doit être true ou false, pas {value}</translation>
    </message>
    <message>
        <source>percent must be a number, not {value}</source>
        <translation>percent doit être un nombre, pas {value}</translation>
    </message>
    <message>
        <source>percent must be a finite number, not {value}</source>
        <translation>percent doit être un nombre fini, pas {value}</translation>
    </message>
    <message>
        <source>the increment is a fixed amount or a percentage, not both ({fixed} and {percent} %)</source>
        <translation>l&apos;incrément est un montant fixe ou un pourcentage, pas les deux ({fixed} et {percent} %)</translation>
    </message>
    <message>
        <source>the payment&apos;s parts must make 100 %: loser {loser} + winner {winner} + table {table} = {total}</source>
        <translation>les parts du paiement doivent faire 100 % : perdant {loser} + gagnant {winner} + table {table} = {total}</translation>
    </message>
    <message>
        <source>the bad beat jackpot&apos;s increment replaces the fixed drop, not as well: set rake.jackpot to 0 (now {drop}), or jackpot.on to false</source>
        <translation>l&apos;incrément du jackpot bad beat remplace le prélèvement fixe, il ne s&apos;y ajoute pas : mettez rake.jackpot à 0 (actuellement {drop}), ou jackpot.on à false</translation>
    </message>
    <message>
        <source>shared is true, false or the shared jackpot&apos;s name (up to 40 letters, digits, spaces, dots, dashes or underscores), not {value}</source>
        <translation>shared vaut true, false ou le nom du jackpot partagé (jusqu’à 40 lettres, chiffres, espaces, points, tirets ou soulignés), pas {value}</translation>
    </message>
    <message>
        <source>{minutes}: a period is a whole part of a day, in minutes (60, 120, 30 ...)</source>
        <translation>{minutes} : une période est une part entière d&apos;un jour, en minutes (60, 120, 30 ...)</translation>
    </message>
    <message>
        <source>the qualifying minimum is five different cards, not {value}</source>
        <translation>le minimum qualifiant est de cinq cartes différentes, pas {value}</translation>
    </message>
    <message>
        <source>{path} is {size} bytes, more than the {most} a session file can be: not a session file</source>
        <translation>{path} fait {size} octets, plus que les {most} que peut faire un fichier de séance : pas un fichier de séance</translation>
    </message>
    <message>
        <source>cannot read {path}: {why}</source>
        <translation>impossible de lire {path} : {why}</translation>
    </message>
    <message>
        <source>{path} is not UTF-8 text</source>
        <translation>{path} n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>{path} is not a file (a device, a pipe or a folder): not read</source>
        <translation>{path} n&apos;est pas un fichier (un périphérique, un tube ou un dossier) : non lu</translation>
    </message>
    <message>
        <source>unknown section [{section}] ignored</source>
        <translation>section inconnue [{section}] ignorée</translation>
    </message>
    <message>
        <source>unknown key {key} ignored</source>
        <translation>clé inconnue {key} ignorée</translation>
    </message>
    <message>
        <source>the small bet {small_bet} is not the big blind {big_blind} (usually small bet = big blind)</source>
        <translation>la petite mise de {small_bet} n&apos;est pas la Big Blind de {big_blind} (d&apos;habitude petite mise = Big Blind)</translation>
    </message>
    <message>
        <source>the big bet {big_bet} is not twice the small bet {small_bet} (usually big bet = 2 × small bet)</source>
        <translation>la grosse mise de {big_bet} n&apos;est pas le double de la petite mise de {small_bet} (d&apos;habitude grosse mise = 2 × petite mise)</translation>
    </message>
    <message>
        <source>seat {seat} is taken: the table cannot shrink to {seats} seats</source>
        <translation>le siège {seat} est occupé : la table ne peut pas passer à {seats} sièges</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>cannot read {path}: {why}</source>
        <translation>impossible de lire {path} : {why}</translation>
    </message>
    <message>
        <source>{path} is not a session file (not UTF-8 text)</source>
        <translation>{path} n&apos;est pas un fichier de séance (pas du texte UTF-8)</translation>
    </message>
    <message>
        <source>{path} is not a session file: {size} bytes</source>
        <translation>{path} n’est pas un fichier de session : {size} octets</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>{path} n’est pas un fichier</translation>
    </message>
    <message>
        <source>{path} is not a session file: {why}</source>
        <translation>{path} n&apos;est pas un fichier de séance : {why}</translation>
    </message>
    <message>
        <source>Not saved: {key}: {why}</source>
        <translation>Non enregistré : {key} : {why}</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Non enregistré : {why}</translation>
    </message>
    <message>
        <source>A session is open: change its settings instead.</source>
        <translation>Une séance est ouverte : modifiez plutôt ses réglages.</translation>
    </message>
    <message>
        <source>{key}: {why}</source>
        <translation>{key} : {why}</translation>
    </message>
    <message>
        <source>Session open: seat the players.</source>
        <translation>Séance ouverte : placez les joueurs.</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Rien n&apos;a changé.</translation>
    </message>
    <message>
        <source>The settings change between hands, not during hand {hand}.</source>
        <translation>Les réglages changent entre deux coups, pas pendant le coup {hand}.</translation>
    </message>
    <message>
        <source>New settings from the next hand on (segment {segment}).</source>
        <translation>Nouveaux réglages à partir du coup suivant (segment {segment}).</translation>
    </message>
    <message>
        <source>No session is open.</source>
        <translation>Aucune séance n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>Session closed. Its chain head could not be written down in the heads file ({why}): write it down by hand: {head}</source>
        <translation>Séance fermée. Sa tête de chaîne n&apos;a pas pu être écrite dans le fichier des têtes ({why}) : notez-la à la main : {head}</translation>
    </message>
    <message>
        <source>Session closed. Chain head {head}: write it down (dealer-app verify --expect-head).</source>
        <translation>Séance fermée. Tête de chaîne {head} : notez-la (dealer-app verify --expect-head).</translation>
    </message>
    <message>
        <source>Session closed.</source>
        <translation>Séance fermée.</translation>
    </message>
    <message>
        <source>No session yet: nothing to report.</source>
        <translation>Pas encore de séance : rien à rapporter.</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>Pot Limit</source>
        <translation>Pot Limit</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>No Limit</source>
        <translation>No Limit</translation>
    </message>
    <message>
        <source>Low qualifier (hi-lo)</source>
        <translation>Qualification du low (hi-lo)</translation>
    </message>
    <message>
        <source>8 or better</source>
        <translation>8 ou mieux</translation>
    </message>
    <message>
        <source>9 or better</source>
        <translation>9 ou mieux</translation>
    </message>
    <message>
        <source>no qualifier</source>
        <translation>sans qualification</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>Small bet (limit)</source>
        <translation>Petite mise (limit)</translation>
    </message>
    <message>
        <source>Big bet (limit)</source>
        <translation>Grosse mise (limit)</translation>
    </message>
    <message>
        <source>Smallest chip</source>
        <translation>Plus petit jeton</translation>
    </message>
    <message>
        <source>Minimum buy-in</source>
        <translation>Cave minimum</translation>
    </message>
    <message>
        <source>Maximum buy-in</source>
        <translation>Cave maximum</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Sièges à la table</translation>
    </message>
    <message>
        <source>Button rule</source>
        <translation>Règle du bouton</translation>
    </message>
    <message>
        <source>dead button</source>
        <translation>bouton mort</translation>
    </message>
    <message>
        <source>moving button</source>
        <translation>bouton tournant</translation>
    </message>
    <message>
        <source>simplified moving button</source>
        <translation>bouton simplifié</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>Relance minimum</translation>
    </message>
    <message>
        <source>the last full raise</source>
        <translation>dernière relance</translation>
    </message>
    <message>
        <source>double the previous bet</source>
        <translation>double de la mise</translation>
    </message>
    <message>
        <source>Dead blind in the pot</source>
        <translation>Blinde morte dans le pot</translation>
    </message>
    <message>
        <source>counted in full</source>
        <translation>en entier</translation>
    </message>
    <message>
        <source>as posted</source>
        <translation>telle que posée</translation>
    </message>
    <message>
        <source>Pot-limit maximum</source>
        <translation>Maximum pot-limit</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>up to the chip unit</source>
        <translation>jeton supérieur</translation>
    </message>
    <message>
        <source>Raises after the bet (limit)</source>
        <translation>Relances après la mise (limit)</translation>
    </message>
    <message>
        <source>Cap lifted heads-up (limit)</source>
        <translation>Plafond levé en tête-à-tête (limit)</translation>
    </message>
    <message>
        <source>once heads-up</source>
        <translation>dès le tête-à-tête</translation>
    </message>
    <message>
        <source>if begun heads-up</source>
        <translation>tête-à-tête initial</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Jeu de jetons</translation>
    </message>
    <message>
        <source>Run it twice</source>
        <translation>Tirer deux fois</translation>
    </message>
    <message>
        <source>when all agree</source>
        <translation>si tous acceptent</translation>
    </message>
    <message>
        <source>Most runs</source>
        <translation>Tirages au plus</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>deux fois</translation>
    </message>
    <message>
        <source>three times</source>
        <translation>trois fois</translation>
    </message>
    <message>
        <source>Bomb pot</source>
        <translation>Bomb pot</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>every N hands</source>
        <translation>toutes les N mains</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>sur demande</translation>
    </message>
    <message>
        <source>Bomb pot every (hands)</source>
        <translation>Bomb pot toutes les (mains)</translation>
    </message>
    <message>
        <source>Bomb pot ante</source>
        <translation>Ante du bomb pot</translation>
    </message>
    <message>
        <source>Short all-in (limit)</source>
        <translation>Tapis incomplet (limit)</translation>
    </message>
    <message>
        <source>half-bet rule</source>
        <translation>demi-mise</translation>
    </message>
    <message>
        <source>full bet</source>
        <translation>mise complète</translation>
    </message>
    <message>
        <source>Identical hi-lo hands</source>
        <translation>Mains hi-lo identiques</translation>
    </message>
    <message>
        <source>split evenly</source>
        <translation>partage égal</translation>
    </message>
    <message>
        <source>each half</source>
        <translation>chaque moitié</translation>
    </message>
    <message>
        <source>Rake %</source>
        <translation>Prélèvement %</translation>
    </message>
    <message>
        <source>Rake cap (0: none)</source>
        <translation>Plafond du prélèvement (0 : aucun)</translation>
    </message>
    <message>
        <source>No flop, no drop</source>
        <translation>Pas de flop, pas de prélèvement</translation>
    </message>
    <message>
        <source>Rake rounding unit</source>
        <translation>Unité d&apos;arrondi du prélèvement</translation>
    </message>
    <message>
        <source>Rake rounded</source>
        <translation>Prélèvement arrondi</translation>
    </message>
    <message>
        <source>down</source>
        <translation>vers le bas</translation>
    </message>
    <message>
        <source>to the nearest</source>
        <translation>au plus proche</translation>
    </message>
    <message>
        <source>up</source>
        <translation>vers le haut</translation>
    </message>
    <message>
        <source>Rake on each pot</source>
        <translation>Prélèvement sur chaque pot</translation>
    </message>
    <message>
        <source>Fixed rake per hand</source>
        <translation>Prélèvement fixe par coup</translation>
    </message>
    <message>
        <source>Jackpot drop per hand</source>
        <translation>Jackpot par coup</translation>
    </message>
    <message>
        <source>Time collection</source>
        <translation>Collecte du temps</translation>
    </message>
    <message>
        <source>none (rake per pot)</source>
        <translation>aucune (prélèvement par pot)</translation>
    </message>
    <message>
        <source>per seat per half hour</source>
        <translation>par siège et par demi-heure</translation>
    </message>
    <message>
        <source>per hand at the button</source>
        <translation>par main, au bouton</translation>
    </message>
    <message>
        <source>Time collected</source>
        <translation>Montant du temps</translation>
    </message>
    <message>
        <source>Bad beat jackpot on</source>
        <translation>Jackpot bad beat actif</translation>
    </message>
    <message>
        <source>Increment % (of the pot after the levy)</source>
        <translation>Alimentation % (du pot après prélèvement)</translation>
    </message>
    <message>
        <source>Fixed increment per hand</source>
        <translation>Alimentation fixe par coup</translation>
    </message>
    <message>
        <source>Minimum pot (before the levy)</source>
        <translation>Pot minimum (avant prélèvement)</translation>
    </message>
    <message>
        <source>Increment reckoned on</source>
        <translation>Alimentation calculée sur</translation>
    </message>
    <message>
        <source>all the pots</source>
        <translation>tous les pots</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>le pot principal</translation>
    </message>
    <message>
        <source>Loser&apos;s share %</source>
        <translation>Part du perdant %</translation>
    </message>
    <message>
        <source>Winner&apos;s share %</source>
        <translation>Part du gagnant %</translation>
    </message>
    <message>
        <source>Table&apos;s share %</source>
        <translation>Part de la table %</translation>
    </message>
    <message>
        <source>Meter after a payment</source>
        <translation>Compteur après un paiement</translation>
    </message>
    <message>
        <source>Shared jackpot (its name; empty: this table&apos;s own)</source>
        <translation>Jackpot partagé (son nom ; vide : celui de la table)</translation>
    </message>
    <message>
        <source>Run twice: the first run only</source>
        <translation>Tirage double : le premier seulement</translation>
    </message>
    <message>
        <source>Bomb pots excluded</source>
        <translation>Bomb pots exclus</translation>
    </message>
    <message>
        <source>High hand on</source>
        <translation>High hand actif</translation>
    </message>
    <message>
        <source>Period (minutes)</source>
        <translation>Période (minutes)</translation>
    </message>
    <message>
        <source>Qualifying minimum (five cards)</source>
        <translation>Main minimum (cinq cartes)</translation>
    </message>
    <message>
        <source>Both hole cards play (Hold&apos;em)</source>
        <translation>Les deux cartes privatives jouent (Hold&apos;em)</translation>
    </message>
    <message>
        <source>Prize per period</source>
        <translation>Prix par période</translation>
    </message>
    <message>
        <source>Game and stakes</source>
        <translation>Jeu et enjeux</translation>
    </message>
    <message>
        <source>House options</source>
        <translation>Options de la maison</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Prélèvement</translation>
    </message>
    <message>
        <source>Bad beat jackpot</source>
        <translation>Jackpot bad beat</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>High hand</translation>
    </message>
    <message>
        <source>French levy, buy-in {amount}</source>
        <translation>Légal, cave {amount}</translation>
    </message>
    <message>
        <source>5 % capped at 30</source>
        <translation>5 % plafonné à 30</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>The settings change between hands.</source>
        <translation>Les réglages changent entre deux coups.</translation>
    </message>
    <message>
        <source>{field}: {now} → {then}</source>
        <translation>{field} : {now} → {then}</translation>
    </message>
    <message>
        <source>“{preset}” is made for other settings too. Change them as well?</source>
        <translation>« {preset} » est prévu pour d&apos;autres réglages aussi. Les changer également ?</translation>
    </message>
    <message>
        <source>Besides the rake, it would change:</source>
        <translation>En plus du prélèvement, il changerait :</translation>
    </message>
    <message>
        <source>No (or Esc): only the rake changes.</source>
        <translation>Non (ou Échap) : seul le prélèvement change.</translation>
    </message>
    <message>
        <source>Yes, these too</source>
        <translation>Oui, ceux-ci aussi</translation>
    </message>
    <message>
        <source>No, the rake only</source>
        <translation>Non, le prélèvement seul</translation>
    </message>
    <message>
        <source>Loaded: {path}</source>
        <translation>Chargé : {path}</translation>
    </message>
    <message>
        <source>Saved: {path}</source>
        <translation>Enregistré : {path}</translation>
    </message>
    <message>
        <source>Session files (*.toml)</source>
        <translation>Fichiers de séance (*.toml)</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Rien n&apos;a changé.</translation>
    </message>
    <message>
        <source>New settings from the next hand on: a supervisor authorises the change.</source>
        <translation>Nouveaux réglages à partir du coup suivant : un superviseur autorise le changement.</translation>
    </message>
    <message>
        <source>Session setup</source>
        <translation>Préparer la séance</translation>
    </message>
    <message>
        <source>Change the session&apos;s settings (a new segment, between hands)</source>
        <translation>Modifier les réglages de la séance (nouveau segment, entre deux coups)</translation>
    </message>
    <message>
        <source>New session: game, stakes, rake, house options</source>
        <translation>Nouvelle séance : jeu, enjeux, prélèvement, options de la maison</translation>
    </message>
    <message>
        <source>Use preset</source>
        <translation>Utiliser le modèle</translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation>Charger un fichier…</translation>
    </message>
    <message>
        <source>Save file…</source>
        <translation>Enregistrer le fichier…</translation>
    </message>
    <message>
        <source>Supervisors…</source>
        <translation>Superviseurs…</translation>
    </message>
    <message>
        <source>add a supervisor with a supervisor&apos;s PIN, or change your own PIN (the first one is set up by the club)</source>
        <translation>ajouter un superviseur avec le code PIN d&apos;un superviseur, ou changer votre propre code PIN (le premier est configuré par le club)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Apply: new segment</source>
        <translation>Appliquer : nouveau segment</translation>
    </message>
    <message>
        <source>Start session</source>
        <translation>Ouvrir la séance</translation>
    </message>
</context>
<context>
    <name>ShowdownPanel</name>
    <message>
        <source>{card} from the hand</source>
        <translation>{card} de la main</translation>
    </message>
    <message>
        <source>{card} from the board</source>
        <translation>{card} du tableau</translation>
    </message>
    <message>
        <source>HAND</source>
        <translation>MAIN</translation>
    </message>
    <message>
        <source>BOARD</source>
        <translation>TABLEAU</translation>
    </message>
    <message>
        <source>POTS TO PUSH</source>
        <translation>POTS À POUSSER</translation>
    </message>
    <message>
        <source>No chip has moved yet: check, then push.</source>
        <translation>Aucun jeton n&apos;a bougé : vérifiez, puis poussez.</translation>
    </message>
    <message>
        <source>Push pots</source>
        <translation>Pousser les pots</translation>
    </message>
    <message>
        <source>POTS PUSHED</source>
        <translation>POTS POUSSÉS</translation>
    </message>
    <message>
        <source>Pots pushed</source>
        <translation>Pots poussés</translation>
    </message>
    <message>
        <source>In chips:</source>
        <translation>En jetons :</translation>
    </message>
    <message>
        <source>{pot} {amount}</source>
        <translation>{pot} : {amount}</translation>
    </message>
    <message>
        <source>rake {amount}</source>
        <translation>prélèvement {amount}</translation>
    </message>
    <message>
        <source>jackpot {amount}</source>
        <translation>jackpot {amount}</translation>
    </message>
    <message>
        <source>uncontested: {amount} to seat {seats}</source>
        <translation>sans adversaire : {amount} au siège {seats}</translation>
    </message>
    <message>
        <source>board: {cards}</source>
        <translation>tableau : {cards}</translation>
    </message>
    <message>
        <source>HIGH {amount}</source>
        <translation>HAUT {amount}</translation>
    </message>
    <message>
        <source>LOW {amount}</source>
        <translation>BAS {amount}</translation>
    </message>
    <message>
        <source>HIGH AND LOW {amount}</source>
        <translation>HAUT ET BAS {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} · {name}</source>
        <translation>Siège {seat} · {name}</translation>
    </message>
    <message>
        <source>wins {amount}</source>
        <translation>gagne {amount}</translation>
    </message>
    <message>
        <source>ODD CHIP</source>
        <translation>JETON IMPAIR</translation>
    </message>
    <message>
        <source>low</source>
        <translation>bas</translation>
    </message>
    <message>
        <source>{hand} (cards as above)</source>
        <translation>{hand} (mêmes cartes que ci-dessus)</translation>
    </message>
    <message>
        <source>Pots paid to the winners, the all-ins included. Next hand: N.</source>
        <translation>Pots payés aux gagnants, tapis compris. Coup suivant : N.</translation>
    </message>
    <message>
        <source>Pots paid to the winners. Next hand: N.</source>
        <translation>Pots payés aux gagnants. Coup suivant : N.</translation>
    </message>
    <message>
        <source>{amount} contested by seats {seats}: seat {winner} takes it all</source>
        <translation>{amount} disputés par les sièges {seats} : le siège {winner} prend tout</translation>
    </message>
    <message>
        <source>{amount} contested by seats {seats}: shared by seats {winners}</source>
        <translation>{amount} disputés par les sièges {seats} : partagés entre les sièges {winners}</translation>
    </message>
</context>
<context>
    <name>SitOut</name>
    <message>
        <source>Nobody has to sit out: the next hand deals every player the game deals to.</source>
        <translation>Personne n&apos;a à s&apos;absenter : le prochain coup sert tous les joueurs que le jeu permet.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n player(s) to sit out, among those to be dealt in.</source>
        <translation>
            <numerusform>Choisissez %n joueur qui s&apos;absente, parmi ceux à servir.</numerusform>
            <numerusform>Choisissez %n joueurs qui s&apos;absentent, parmi ceux à servir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sitting out: {sitting_out} ({game} is dealt to {most} players at most). {hand}</source>
        <translation>Absents : {sitting_out} ({game} se joue à {most} joueurs au plus). {hand}</translation>
    </message>
    <message numerus="yes">
        <source>{most} players at most: choose %n to sit out (N)</source>
        <translation>
            <numerusform>{most} joueurs au plus : choisissez %n absent (N)</numerusform>
            <numerusform>{most} joueurs au plus : choisissez %n absents (N)</numerusform>
        </translation>
    </message>
    <message>
        <source>button</source>
        <translation>bouton</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>petite blinde</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>grosse blinde</translation>
    </message>
    <message>
        <source>button, small blind</source>
        <translation>bouton, petite blinde</translation>
    </message>
    <message>
        <source>nobody has to sit out: the next hand deals every player the game deals to</source>
        <translation>personne n&apos;a à s&apos;absenter : le prochain coup sert tous les joueurs que le jeu permet</translation>
    </message>
    <message>
        <source>seat {seat} would not be dealt in the next hand: only a player it would deal in sits out for the game&apos;s limit</source>
        <translation>le siège {seat} ne serait pas servi au prochain coup : seul un joueur à servir s&apos;absente pour la limite du jeu</translation>
    </message>
    <message numerus="yes">
        <source>{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n to sit out (N)</source>
        <translation>
            <numerusform>{game} se joue à {most} joueurs au plus et {players} sont à servir : choisissez %n joueur qui s&apos;absente (N)</numerusform>
            <numerusform>{game} se joue à {most} joueurs au plus et {players} sont à servir : choisissez les %n joueurs qui s&apos;absentent (N)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SitOutDialog</name>
    <message>
        <source>Seat {seat} is not among the players to be dealt in.</source>
        <translation>Le siège {seat} n&apos;est pas parmi les joueurs à servir.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n player(s) to sit out.</source>
        <translation>
            <numerusform>Choisissez %n joueur qui s&apos;absente.</numerusform>
            <numerusform>Choisissez %n joueurs qui s&apos;absentent.</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ sits out</source>
        <translation>✓ s&apos;absente</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Siège {seat}</translation>
    </message>
    <message>
        <source>Sitting out: {seats}</source>
        <translation>Absents : {seats}</translation>
    </message>
    <message numerus="yes">
        <source>%n more to choose.</source>
        <translation>
            <numerusform>Encore %n à choisir.</numerusform>
            <numerusform>Encore %n à choisir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Who sits out</source>
        <translation>Qui s&apos;absente</translation>
    </message>
    <message numerus="yes">
        <source>{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n to sit out.</source>
        <translation>
            <numerusform>{game} se joue à {most} joueurs au plus et {players} sont à servir : choisissez %n joueur qui s&apos;absente.</numerusform>
            <numerusform>{game} se joue à {most} joueurs au plus et {players} sont à servir : choisissez les %n joueurs qui s&apos;absentent.</numerusform>
        </translation>
    </message>
    <message>
        <source>The seat&apos;s key (0 for seat 10) or a touch chooses; Enter deals the hand to the others. Whoever sits out comes back in Seating (F3) and owes the blinds that passed, as anyone sitting out.</source>
        <translation>La touche du siège (0 pour le siège 10) ou un appui choisit ; Entrée donne le coup aux autres. Qui s&apos;absente revient par Placement (F3) et doit les blindes passées, comme tout joueur absent.</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Retour à la table</translation>
    </message>
    <message>
        <source>Sit out and deal</source>
        <translation>Valider et donner le coup</translation>
    </message>
</context>
<context>
    <name>Source</name>
    <message>
        <source>cards: shoe · connecting</source>
        <translation>cartes : sabot · connexion…</translation>
    </message>
    <message>
        <source>cards: shoe {device} · connected</source>
        <translation>cartes : sabot {device} · connecté</translation>
    </message>
    <message>
        <source>cards: shoe · reconnecting (attempt {attempt})</source>
        <translation>cartes : sabot · reconnexion (essai {attempt})</translation>
    </message>
    <message>
        <source>cards: shoe · not answering</source>
        <translation>cartes : sabot · ne répond pas</translation>
    </message>
    <message>
        <source>cards: shoe · {problem}</source>
        <translation>cartes : sabot · {problem}</translation>
    </message>
    <message>
        <source>cards: shoe · {state}</source>
        <translation>cartes : sabot · {state}</translation>
    </message>
    <message>
        <source>the shoe is jammed: clear it</source>
        <translation>le sabot est bloqué : débloquez-le</translation>
    </message>
    <message>
        <source>The shoe is empty.</source>
        <translation>Le sabot est vide.</translation>
    </message>
    <message>
        <source>The shoe is jammed: clear it before dealing on.</source>
        <translation>Le sabot est bloqué : débloquez-le avant de continuer la donne.</translation>
    </message>
    <message>
        <source>The shoe stopped answering ({seconds} s without a heartbeat).</source>
        <translation>Le sabot ne répond plus ({seconds} s sans signe de vie).</translation>
    </message>
    <message>
        <source>The shoe refused a command ({reason}).</source>
        <translation>Le sabot a refusé une commande ({reason}).</translation>
    </message>
    <message>
        <source>The card reader port {url} cannot be opened: {why}.</source>
        <translation>Le port du lecteur de cartes {url} ne peut pas être ouvert : {why}.</translation>
    </message>
    <message>
        <source>The card reader was lost: {why}.</source>
        <translation>Le lecteur de cartes est perdu : {why}.</translation>
    </message>
</context>
<context>
    <name>StartRefused</name>
    <message>
        <source>The console does not start</source>
        <translation>La console ne démarre pas</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Station</name>
    <message>
        <source>Room board</source>
        <translation>Tableau de la salle</translation>
    </message>
    <message>
        <source>Hand search</source>
        <translation>Recherche de donnes</translation>
    </message>
    <message>
        <source>Select a table with an open alarm first (Up/Down), then F9.</source>
        <translation>Choisissez d’abord une table avec une alarme ouverte (Haut/Bas), puis F9.</translation>
    </message>
    <message>
        <source>Acknowledge the alarm(s) of table {table}: your name and the reason are kept in the central record</source>
        <translation>Acquitter les alarmes de la table {table} : votre nom et la raison sont gardés dans la base centrale</translation>
    </message>
    <message>
        <source>Alarm(s) of table {table} acknowledged by {who}</source>
        <translation>Alarmes de la table {table} acquittées par {who}</translation>
    </message>
    <message>
        <source>Floor station</source>
        <translation>Poste du floor</translation>
    </message>
    <message>
        <source>FLOOR STATION</source>
        <translation>POSTE DU FLOOR</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Open the floor station: every act here is recorded with your name</source>
        <translation>Ouvrir le poste du floor : chaque acte ici est enregistré à votre nom</translation>
    </message>
    <message>
        <source>Supervisor: {id}</source>
        <translation>Superviseur : {id}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>Hand no.</source>
        <translation>Donne n°</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Pot from</source>
        <translation>Pot de</translation>
    </message>
    <message>
        <source>Pot to</source>
        <translation>Pot à</translation>
    </message>
    <message>
        <source>22/11/2026 14:00</source>
        <translation>22/11/2026 14:00</translation>
    </message>
    <message>
        <source>22/11/2026 18:00</source>
        <translation>22/11/2026 18:00</translation>
    </message>
    <message>
        <source>full name, any case</source>
        <translation>nom complet, majuscules ou minuscules</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <source>Last hands</source>
        <translation>Dernières donnes</translation>
    </message>
    <message>
        <source>Replay step by step</source>
        <translation>Revoir pas à pas</translation>
    </message>
    <message>
        <source>Export PHH</source>
        <translation>Exporter PHH</translation>
    </message>
    <message>
        <source>Export text</source>
        <translation>Exporter texte</translation>
    </message>
    <message>
        <source>Report (HTML)</source>
        <translation>Rapport (HTML)</translation>
    </message>
    <message>
        <source>Report (PDF)</source>
        <translation>Rapport (PDF)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Hands listed: {count} — there are more: narrow the search</source>
        <translation>Donnes affichées : {count} — il y en a d&apos;autres : précisez la recherche</translation>
    </message>
    <message>
        <source>Hands listed: {count}</source>
        <translation>Donnes affichées : {count}</translation>
    </message>
    <message>
        <source>Choose a hand in the list first.</source>
        <translation>Choisissez d&apos;abord une donne dans la liste.</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Export annulé : rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Save the hand as</source>
        <translation>Enregistrer la donne sous</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Mises</translation>
    </message>
    <message>
        <source>Pot in play</source>
        <translation>Pot en jeu</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Croupier</translation>
    </message>
    <message>
        <source>Central record</source>
        <translation>Base centrale</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>The {field} holds a character that cannot be searched (an invisible control character, at position {position}): type it again</source>
        <translation>Le {field} contient un caractère qui ne peut pas être cherché (un caractère de contrôle invisible, en position {position}) : tapez-le à nouveau</translation>
    </message>
    <message>
        <source>table field</source>
        <translation>champ « Table »</translation>
    </message>
    <message>
        <source>player field</source>
        <translation>champ « Joueur »</translation>
    </message>
    <message>
        <source>&quot;from&quot; field</source>
        <translation>champ « Du »</translation>
    </message>
    <message>
        <source>&quot;to&quot; field</source>
        <translation>champ « Au »</translation>
    </message>
    <message>
        <source>hand number field</source>
        <translation>champ « N° de donne »</translation>
    </message>
    <message>
        <source>seat field</source>
        <translation>champ « Siège »</translation>
    </message>
    <message>
        <source>&quot;pot from&quot; field</source>
        <translation>champ « Pot de »</translation>
    </message>
    <message>
        <source>&quot;pot to&quot; field</source>
        <translation>champ « Pot jusqu&apos;à »</translation>
    </message>
    <message>
        <source>The central record refused the act: {why}. Nothing was recorded.</source>
        <translation>La base centrale a refusé l’acte : {why}. Rien n’a été enregistré.</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>table {table}</translation>
    </message>
    <message>
        <source>from {moment}</source>
        <translation>du {moment}</translation>
    </message>
    <message>
        <source>to {moment}</source>
        <translation>au {moment}</translation>
    </message>
    <message>
        <source>The time range ends before it starts: &quot;{since}&quot; to &quot;{until}&quot;</source>
        <translation>La période finit avant de commencer : « {since} » au « {until} »</translation>
    </message>
    <message>
        <source>pot at least {amount}</source>
        <translation>pot d&apos;au moins {amount}</translation>
    </message>
    <message>
        <source>pot at most {amount}</source>
        <translation>pot d&apos;au plus {amount}</translation>
    </message>
    <message>
        <source>The smallest pot ({low}) is above the largest ({high})</source>
        <translation>Le plus petit pot ({low}) dépasse le plus grand ({high})</translation>
    </message>
    <message>
        <source>A time is written 14:05, not &quot;{text}&quot;</source>
        <translation>Une heure s&apos;écrit 14:05, pas « {text} »</translation>
    </message>
    <message>
        <source>The last hands of every table, newest first</source>
        <translation>Les dernières donnes de toutes les tables, les plus récentes en premier</translation>
    </message>
    <message>
        <source>Hands with {criteria}, newest first</source>
        <translation>Donnes avec {criteria}, les plus récentes en premier</translation>
    </message>
    <message>
        <source>No hand with {criteria}</source>
        <translation>Aucune donne avec {criteria}</translation>
    </message>
    <message>
        <source>Sign in first: every act at the floor station is recorded with its supervisor.</source>
        <translation>Identifiez-vous d’abord : chaque acte au poste du floor est enregistré avec son superviseur.</translation>
    </message>
    <message>
        <source>The central record cannot be reached: {why}. Nothing was lost; try again.</source>
        <translation>La base centrale est injoignable : {why}. Rien n&apos;est perdu ; réessayez.</translation>
    </message>
    <message numerus="yes">
        <source>{heading}: only the first %n hand(s) shown, there are more — narrow the search</source>
        <translation>
            <numerusform>{heading} : seulement %n donne affichée, il y en a d&apos;autres — précisez la recherche</numerusform>
            <numerusform>{heading} : seulement les %n premières donnes, il y en a d&apos;autres — précisez la recherche</numerusform>
        </translation>
    </message>
    <message>
        <source>A pot is a whole number of chips, not &quot;{text}&quot;</source>
        <translation>Un pot est un nombre entier de jetons, pas « {text} »</translation>
    </message>
    <message>
        <source>GAP in the record</source>
        <translation>TROU dans le journal de la table</translation>
    </message>
    <message>
        <source>ALTERED EVENT refused</source>
        <translation>ÉVÉNEMENT ALTÉRÉ refusé</translation>
    </message>
    <message>
        <source>DAMAGED EVENT refused</source>
        <translation>ÉVÉNEMENT ABÎMÉ refusé</translation>
    </message>
    <message>
        <source>STORE RESTORED FROM AN OLD COPY</source>
        <translation>JOURNAL DE LA TABLE RESTAURÉ DEPUIS UNE VIEILLE COPIE</translation>
    </message>
    <message>
        <source>ANOTHER TABLE&apos;S LOGIN refused</source>
        <translation>CONNEXION D&apos;UNE AUTRE TABLE refusée</translation>
    </message>
    <message>
        <source>EVENT NAMING ANOTHER TABLE refused</source>
        <translation>ÉVÉNEMENT D&apos;UNE AUTRE TABLE refusé</translation>
    </message>
    <message>
        <source>FORGED CHECKPOINT (its signature does not verify)</source>
        <translation>POINT DE CONTRÔLE FALSIFIÉ (sa signature n&apos;est pas valable)</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>maldonne</translation>
    </message>
    <message>
        <source>void</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>awarded by hand</source>
        <translation>attribuée à la main</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>en cours de donne</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>au repos</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>fermée</translation>
    </message>
    <message>
        <source>offline since {time}</source>
        <translation>hors ligne depuis {time}</translation>
    </message>
    <message>
        <source>stale since {time}</source>
        <translation>pas à jour depuis {time}</translation>
    </message>
    <message>
        <source>no hand ended yet</source>
        <translation>aucune donne terminée</translation>
    </message>
    <message>
        <source>synced through hand {hand}</source>
        <translation>synchronisé jusqu&apos;à la donne {hand}</translation>
    </message>
    <message>
        <source>FORK: two histories</source>
        <translation>FOURCHE : deux historiques</translation>
    </message>
    <message numerus="yes">
        <source>CONFLICT: %n other console(s) claim this table</source>
        <translation>
            <numerusform>CONFLIT : %n autre console revendique cette table</numerusform>
            <numerusform>CONFLIT : %n autres consoles revendiquent cette table</numerusform>
        </translation>
    </message>
    <message>
        <source>table clock off</source>
        <translation>horloge de la table décalée</translation>
    </message>
    <message>
        <source>Central record unreachable since {time}: reconnecting</source>
        <translation>Base centrale injoignable depuis {time} : reconnexion</translation>
    </message>
    <message>
        <source>Connecting to the central record…</source>
        <translation>Connexion à la base centrale…</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) — live, updated {time}</source>
        <translation>
            <numerusform>%n table — en direct, à jour à {time}</numerusform>
            <numerusform>%n tables — en direct, à jour à {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Rapports</translation>
    </message>
    <message>
        <source>The central roster cannot be reached: nobody can sign in at the floor station until it answers. Try again.</source>
        <translation>La liste centrale des superviseurs est injoignable : personne ne peut s’identifier au poste du floor tant qu’elle ne répond pas. Réessayez.</translation>
    </message>
</context>
<context>
    <name>StoreInUse</name>
    <message>
        <source>The hand store is in use</source>
        <translation>Le registre des mains est utilisé</translation>
    </message>
    <message>
        <source>Waiting for the hand store…</source>
        <translation>En attente du registre des mains…</translation>
    </message>
    <message>
        <source>Stop waiting and close the console</source>
        <translation>Ne plus attendre et fermer la console</translation>
    </message>
    <message numerus="yes">
        <source>Tried %n time(s); trying again every second.</source>
        <translation>
            <numerusform>%n essai ; nouvel essai chaque seconde.</numerusform>
            <numerusform>%n essais ; nouvel essai chaque seconde.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Streets</name>
    <message>
        <source>Pre-flop</source>
        <translation>Pré-flop</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Abattage</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Coup terminé</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Pas encore de coup</translation>
    </message>
</context>
<context>
    <name>Supervisor</name>
    <message>
        <source>Supervisor sign-in</source>
        <translation>Identification du superviseur</translation>
    </message>
    <message>
        <source>Supervisor id</source>
        <translation>Identifiant du superviseur</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>Code PIN</translation>
    </message>
    <message>
        <source>e.g. M-01</source>
        <translation>ex. M-01</translation>
    </message>
    <message>
        <source>why, in a few words (kept in the record)</source>
        <translation>pourquoi, en quelques mots (gardé dans l&apos;enregistrement)</translation>
    </message>
    <message>
        <source>digits only</source>
        <translation>chiffres seulement</translation>
    </message>
    <message>
        <source>PIN, hidden</source>
        <translation>code PIN, masqué</translation>
    </message>
    <message>
        <source>delete the last digit</source>
        <translation>effacer le dernier chiffre</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>S&apos;identifier</translation>
    </message>
    <message>
        <source>Type the supervisor id first.</source>
        <translation>Tapez d&apos;abord l&apos;identifiant du superviseur.</translation>
    </message>
    <message>
        <source>Say why, in a few words: it is kept in the record.</source>
        <translation>Dites pourquoi, en quelques mots : c&apos;est gardé dans l&apos;enregistrement.</translation>
    </message>
    <message>
        <source>Type the PIN.</source>
        <translation>Tapez le code PIN.</translation>
    </message>
    <message>
        <source>A supervisor must authorise this: enter the supervisor&apos;s id.</source>
        <translation>Un superviseur doit l&apos;autoriser : saisissez l&apos;identifiant du superviseur.</translation>
    </message>
    <message>
        <source>A supervisor must authorise this: enter the supervisor&apos;s id and PIN.</source>
        <translation>Un superviseur doit l&apos;autoriser : saisissez l&apos;identifiant et le code PIN du superviseur.</translation>
    </message>
    <message>
        <source>Not authorised: {why}.</source>
        <translation>Non autorisé : {why}.</translation>
    </message>
    <message>
        <source>correct the record</source>
        <translation>corriger l&apos;enregistrement</translation>
    </message>
    <message>
        <source>void a hand</source>
        <translation>déclarer un coup nul</translation>
    </message>
    <message>
        <source>declare a misdeal</source>
        <translation>déclarer une maldonne</translation>
    </message>
    <message>
        <source>award a pot by hand</source>
        <translation>attribuer un pot à la main</translation>
    </message>
    <message>
        <source>change the session settings</source>
        <translation>modifier les réglages de la séance</translation>
    </message>
    <message>
        <source>authorise a bad beat jackpot&apos;s payment</source>
        <translation>autoriser le paiement d&apos;un jackpot bad beat</translation>
    </message>
    <message>
        <source>release a bad beat jackpot unpaid</source>
        <translation>libérer un jackpot bad beat sans le payer</translation>
    </message>
    <message>
        <source>go on after the hand store was found damaged</source>
        <translation>continuer après la découverte d&apos;un registre des coups endommagé</translation>
    </message>
    <message>
        <source>open the floor view</source>
        <translation>ouvrir la vue superviseur</translation>
    </message>
    <message>
        <source>look at a hand in the floor view</source>
        <translation>consulter un coup dans la vue superviseur</translation>
    </message>
    <message>
        <source>export a hand</source>
        <translation>exporter un coup</translation>
    </message>
    <message>
        <source>open a dispute</source>
        <translation>ouvrir un litige</translation>
    </message>
    <message>
        <source>change how long records are kept</source>
        <translation>modifier la durée de conservation des enregistrements</translation>
    </message>
    <message>
        <source>purge old records</source>
        <translation>purger les anciens enregistrements</translation>
    </message>
    <message>
        <source>add a supervisor</source>
        <translation>ajouter un superviseur</translation>
    </message>
    <message>
        <source>remove a supervisor</source>
        <translation>retirer un superviseur</translation>
    </message>
    <message>
        <source>change a supervisor&apos;s PIN</source>
        <translation>changer le code PIN d&apos;un superviseur</translation>
    </message>
    <message>
        <source>with the keeper of the keys, supervisors and PINs are changed by the club: &apos;dealer-app supervisor add&apos;, &apos;pin&apos; or &apos;remove&apos; (README); nothing was changed</source>
        <translation>avec le gardien des clés, les superviseurs et les codes PIN sont changés par le club : « dealer-app supervisor add », « pin » ou « remove » (README) ; rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>the supervisor file cannot be read ({path}): nobody can sign in until the club repairs it</source>
        <translation>le fichier des superviseurs est illisible ({path}) : personne ne peut se connecter tant que le club ne l&apos;a pas réparé</translation>
    </message>
    <message>
        <source>the supervisor file is not bound to this table&apos;s hand store: the club accepts it with &apos;dealer-app supervisor accept&apos; (README)</source>
        <translation>le fichier des superviseurs n&apos;est pas lié au registre des mains de cette table : le club l&apos;accepte avec « dealer-app supervisor accept » (README)</translation>
    </message>
    <message>
        <source>the supervisor file was changed outside the console: {path}; nobody can sign in until the club accepts it again with &apos;dealer-app supervisor accept&apos;</source>
        <translation>le fichier des superviseurs a été modifié hors de la console : {path} ; personne ne peut se connecter tant que le club ne l&apos;a pas accepté de nouveau avec « dealer-app supervisor accept »</translation>
    </message>
    <message>
        <source>the supervisor file is not signed by the keeper of the keys: {why}; nobody can sign in until the club accepts it with &apos;dealer-app supervisor accept --keeper-admin&apos;</source>
        <translation>le fichier des superviseurs n&apos;est pas signé par le gardien des clés : {why} ; personne ne peut se connecter tant que le club ne l&apos;a pas accepté avec « dealer-app supervisor accept --keeper-admin »</translation>
    </message>
    <message>
        <source>no supervisor is set up on this console: the club sets up the first one with &apos;dealer-app supervisor init&apos; (README)</source>
        <translation>aucun superviseur n&apos;est configuré sur cette console : le club configure le premier avec « dealer-app supervisor init » (README)</translation>
    </message>
    <message>
        <source>{who}: the PIN is right but has fewer than {low} digits. Choose a new PIN of {low} to {high} digits first: Session setup (F2), Supervisors…, your id as the new supervisor&apos;s and as the authorising one</source>
        <translation>{who} : le code PIN est bon mais a moins de {low} chiffres. Choisissez d&apos;abord un nouveau code PIN de {low} à {high} chiffres : Préparation de la session (F2), Superviseurs…, votre identifiant comme nouveau superviseur et comme superviseur qui autorise</translation>
    </message>
    <message>
        <source>wrong PIN: this id is locked out after {count} wrong PINs, until another supervisor signs in or the club unlocks it</source>
        <translation>code PIN erroné : cet identifiant est bloqué après {count} codes PIN erronés, jusqu&apos;à ce qu&apos;un autre superviseur se connecte ou que le club le débloque</translation>
    </message>
    <message>
        <source>wrong PIN: this id is locked out for {minutes} minutes, until {time}</source>
        <translation>code PIN erroné : cet identifiant est bloqué pendant {minutes} minutes, jusqu&apos;à {time}</translation>
    </message>
    <message>
        <source>this id is locked out on the central roster until the club resets its PIN</source>
        <translation>cet identifiant est bloqué sur la liste centrale jusqu’à ce que le club change son code</translation>
    </message>
    <message>
        <source>this id is locked out on the central roster until {time}</source>
        <translation>cet identifiant est bloqué sur la liste centrale jusqu’à {time}</translation>
    </message>
    <message>
        <source>the supervisor file cannot be written ({path}): a lock-out could not be kept, so nobody signs in until it can</source>
        <translation>le fichier des superviseurs ne peut pas être écrit ({path}) : un blocage ne pourrait pas être conservé, donc personne ne se connecte tant qu&apos;il ne peut pas l&apos;être</translation>
    </message>
    <message>
        <source>this id is locked out after {count} wrong PINs, until another supervisor signs in or the club unlocks it</source>
        <translation>cet identifiant est bloqué après {count} codes PIN erronés, jusqu&apos;à ce qu&apos;un autre superviseur se connecte ou que le club le débloque</translation>
    </message>
    <message>
        <source>this id is locked out after {count} wrong PINs, until {time}</source>
        <translation>cet identifiant est bloqué après {count} codes PIN erronés, jusqu&apos;à {time}</translation>
    </message>
    <message numerus="yes">
        <source>unknown supervisor id or wrong PIN (%n attempt(s) left before a lock-out)</source>
        <translation>
            <numerusform>identifiant de superviseur inconnu ou code PIN erroné (encore %n essai avant un blocage)</numerusform>
            <numerusform>identifiant de superviseur inconnu ou code PIN erroné (encore %n essais avant un blocage)</numerusform>
        </translation>
    </message>
    <message>
        <source>central roster unreachable: local roster used</source>
        <translation>liste centrale injoignable : liste locale utilisée</translation>
    </message>
    <message>
        <source>the two PINs differ: type the same PIN twice</source>
        <translation>les deux codes diffèrent : tapez deux fois le même code</translation>
    </message>
    <message>
        <source>the first supervisor is set up by the club with &apos;dealer-app supervisor init&apos; (README), not at the console</source>
        <translation>le premier superviseur est configuré par le club avec « dealer-app supervisor init » (README), pas à la console</translation>
    </message>
    <message>
        <source>there is already a supervisor {who}</source>
        <translation>il y a déjà un superviseur {who}</translation>
    </message>
    <message>
        <source>the supervisor file cannot be written ({why}); nothing was changed</source>
        <translation>le fichier des superviseurs ne peut pas être écrit ({why}) ; rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>the last supervisor cannot be removed</source>
        <translation>le dernier superviseur ne peut pas être retiré</translation>
    </message>
    <message>
        <source>unknown supervisor id</source>
        <translation>identifiant de superviseur inconnu</translation>
    </message>
    <message>
        <source>a supervisor id is 1 to 32 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit</source>
        <translation>un identifiant de superviseur fait 1 à 32 lettres, chiffres, espaces, points, tirets ou soulignés, et commence par une lettre ou un chiffre</translation>
    </message>
    <message>
        <source>a PIN is {low} to {high} digits</source>
        <translation>un code fait {low} à {high} chiffres</translation>
    </message>
    <message>
        <source>this PIN is too easy to guess (one digit repeated, a run like 1234, or the id): choose another</source>
        <translation>ce code est trop facile à deviner (un chiffre répété, une suite comme 1234, ou l&apos;identifiant) : choisissez-en un autre</translation>
    </message>
    <message>
        <source>what is to be authorised must be said</source>
        <translation>il faut dire ce qui doit être autorisé</translation>
    </message>
    <message>
        <source>{act}: a reason is needed</source>
        <translation>{act} : une raison est nécessaire</translation>
    </message>
    <message>
        <source>the authorisation could not be recorded ({why}); nothing was done</source>
        <translation>l&apos;autorisation n&apos;a pas pu être enregistrée ({why}) ; rien n&apos;a été fait</translation>
    </message>
    <message>
        <source>{who} is not of the management: the payment is authorised by the management</source>
        <translation>{who} n&apos;est pas de la direction : le paiement est autorisé par la direction</translation>
    </message>
    <message>
        <source>{who} is not of the management: this is authorised by the management</source>
        <translation>{who} n&apos;est pas de la direction : ceci est autorisé par la direction</translation>
    </message>
    <message>
        <source>a supervisor cannot change their own role: another supervisor authorises it</source>
        <translation>un superviseur ne peut pas changer son propre rôle : un autre superviseur l&apos;autorise</translation>
    </message>
    <message>
        <source>{who} is not of the management: only the management makes or unmakes the management</source>
        <translation>{who} n&apos;est pas de la direction : seule la direction nomme ou retire un membre de la direction</translation>
    </message>
    <message>
        <source>a supervisor&apos;s role is floor or management</source>
        <translation>le rôle d&apos;un superviseur est salle ou direction</translation>
    </message>
    <message>
        <source>This table has no supervisor file (practice table): supervisors are added at a table that keeps its hands.</source>
        <translation>Cette table n&apos;a pas de fichier des superviseurs (table d&apos;entraînement) : les superviseurs s&apos;ajoutent à une table qui garde ses coups.</translation>
    </message>
    <message>
        <source>the club never had it signed</source>
        <translation>le club ne l&apos;a jamais fait signer</translation>
    </message>
    <message>
        <source>{who} is of the management already: nothing was changed</source>
        <translation>{who} est déjà de la direction : rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>{who} is a floor supervisor already: nothing was changed</source>
        <translation>{who} est déjà superviseur de salle : rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>its supervisors or PINs are not those the club last had signed</source>
        <translation>ses superviseurs ou ses codes PIN ne sont pas ceux que le club a fait signer en dernier</translation>
    </message>
    <message>
        <source>the keeper does not answer ({why})</source>
        <translation>le gardien des clés ne répond pas ({why})</translation>
    </message>
    <message>
        <source>its signature is not the keeper&apos;s</source>
        <translation>sa signature n&apos;est pas celle du gardien des clés</translation>
    </message>
    <message>
        <source>the club has had another file signed since</source>
        <translation>le club a fait signer un autre fichier depuis</translation>
    </message>
</context>
<context>
    <name>SupervisorAdd</name>
    <message>
        <source>Supervisors</source>
        <translation>Superviseurs</translation>
    </message>
    <message>
        <source>Add a supervisor</source>
        <translation>Ajouter un superviseur</translation>
    </message>
    <message>
        <source>New supervisor&apos;s id</source>
        <translation>Identifiant du nouveau superviseur</translation>
    </message>
    <message>
        <source>Name (as shown)</source>
        <translation>Nom (tel qu&apos;affiché)</translation>
    </message>
    <message>
        <source>No supervisor is set up on this console</source>
        <translation>Aucun superviseur n&apos;est configuré sur cette console</translation>
    </message>
    <message>
        <source>The first supervisor is set up by the club, never here: &apos;dealer-app supervisor init ID --table TABLE&apos; (see the README). Then supervisors add others here with their id and PIN.</source>
        <translation>Le premier superviseur est configuré par le club, jamais ici : « dealer-app supervisor init ID --table TABLE » (voir le README). Ensuite, les superviseurs en ajoutent d&apos;autres ici avec leur identifiant et leur code PIN.</translation>
    </message>
    <message>
        <source>An existing supervisor authorises the addition with their id and PIN (recorded). To change your own PIN, type your id as the new supervisor&apos;s and as the authorising one, your current PIN below.</source>
        <translation>Un superviseur existant autorise l&apos;ajout avec son identifiant et son code PIN (enregistré). Pour changer votre propre code PIN, saisissez votre identifiant comme nouveau superviseur et comme superviseur qui autorise, et votre code PIN actuel en bas.</translation>
    </message>
    <message>
        <source>New PIN (6 to 12 digits)</source>
        <translation>Nouveau code PIN (6 à 12 chiffres)</translation>
    </message>
    <message>
        <source>The same PIN again</source>
        <translation>Le même code, encore</translation>
    </message>
    <message>
        <source>Authorising supervisor&apos;s id</source>
        <translation>Identifiant du superviseur qui autorise</translation>
    </message>
    <message>
        <source>Their PIN</source>
        <translation>Son code</translation>
    </message>
    <message>
        <source>Of the management (signs the bad beat jackpot&apos;s payment)</source>
        <translation>De la direction (signe le paiement du jackpot bad beat)</translation>
    </message>
    <message>
        <source>e.g. M-01</source>
        <translation>p. ex. M-01</translation>
    </message>
    <message>
        <source>Add the supervisor</source>
        <translation>Ajouter le superviseur</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Type the new supervisor&apos;s id first.</source>
        <translation>Tapez d&apos;abord l&apos;identifiant du nouveau superviseur.</translation>
    </message>
    <message>
        <source>Supervisor {id} added: they can sign in now.</source>
        <translation>Superviseur {id} ajouté : il peut s&apos;identifier dès maintenant.</translation>
    </message>
</context>
<context>
    <name>SupervisorCommand</name>
    <message>
        <source>refused: {why}</source>
        <translation>refusé : {why}</translation>
    </message>
    <message>
        <source>error: {why}</source>
        <translation>erreur : {why}</translation>
    </message>
    <message>
        <source>{why}; nothing was changed</source>
        <translation>{why} ; rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>the hand store {path} is in use by another console. While a console runs, supervisors are added at the console (Session setup, Supervisors…); nothing was changed</source>
        <translation>le registre des mains {path} est utilisé par une autre console. Tant qu&apos;une console tourne, les superviseurs s&apos;ajoutent à la console (Préparer la séance, Superviseurs…) ; rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>the hand store {path} is in use by another program (a backup, a copy, a database browser…); it is not damaged. Run this again once that program is closed; nothing was changed</source>
        <translation>le registre des mains {path} est utilisé par un autre programme (une sauvegarde, une copie, un navigateur de base de données…) ; il n&apos;est pas endommagé. Relancez la commande une fois ce programme fermé ; rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>{why} ({code}); nothing was changed</source>
        <translation>{why} ({code}) ; rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>the keeper did not sign the file: {why} ({code}); nothing was changed</source>
        <translation>le gardien des clés n&apos;a pas signé le fichier : {why} ({code}) ; rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>the supervisor file cannot be written: {why}</source>
        <translation>le fichier des superviseurs ne peut pas être écrit : {why}</translation>
    </message>
    <message>
        <source>stopped: nothing was changed</source>
        <translation>arrêté : rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>there is no supervisor {who}</source>
        <translation>il n&apos;y a pas de superviseur {who}</translation>
    </message>
    <message>
        <source>the supervisor file {path} cannot be read; it was left as it is ({why})</source>
        <translation>le fichier des superviseurs {path} ne peut pas être lu ; il a été laissé tel quel ({why})</translation>
    </message>
    <message>
        <source>New PIN for {who} (6 to 12 digits): </source>
        <translation>Nouveau PIN pour {who} (6 à 12 chiffres) : </translation>
    </message>
    <message>
        <source>The same PIN again: </source>
        <translation>Le même PIN encore une fois : </translation>
    </message>
    <message>
        <source>the two PINs differ; nothing was changed</source>
        <translation>les deux PIN diffèrent ; rien n&apos;a été changé</translation>
    </message>
    <message>
        <source>{path} already has supervisors ({ids}); a supervisor adds others, and &apos;accept&apos; binds a file changed outside the console</source>
        <translation>{path} a déjà des superviseurs ({ids}) ; un superviseur en ajoute d&apos;autres, et « accept » lie un fichier changé hors de la console</translation>
    </message>
    <message>
        <source>Supervisor {who} ({name}) set up, the first of {path}; bound to {store}.</source>
        <translation>Superviseur {who} ({name}) installé, le premier de {path} ; lié à {store}.</translation>
    </message>
    <message>
        <source>{path} has no supervisor: the club sets up the first one with &apos;init&apos;</source>
        <translation>{path} n&apos;a aucun superviseur : le club installe le premier avec « init »</translation>
    </message>
    <message>
        <source>say why the file changed (--reason)</source>
        <translation>dites pourquoi le fichier a changé (--reason)</translation>
    </message>
    <message>
        <source>{path} is already the one {store} knows ({fingerprint}): nothing to accept.</source>
        <translation>{path} est déjà celui que {store} connaît ({fingerprint}) : rien à accepter.</translation>
    </message>
    <message>
        <source>{path} accepted as it is now ({fingerprint}; the store had {before}), signed by the keeper (key {key}): its supervisors can sign in at {table}.</source>
        <translation>{path} accepté tel qu&apos;il est ({fingerprint} ; le registre avait {before}), signé par le gardien des clés (clé {key}) : ses superviseurs peuvent se connecter à {table}.</translation>
    </message>
    <message>
        <source>{path} accepted as it is now ({fingerprint}; the store had {before}): its supervisors can sign in at {table}.</source>
        <translation>{path} accepté tel qu&apos;il est ({fingerprint} ; le registre avait {before}) : ses superviseurs peuvent se connecter à {table}.</translation>
    </message>
    <message>
        <source>say why (--reason)</source>
        <translation>dites pourquoi (--reason)</translation>
    </message>
    <message>
        <source>{path} was changed outside the console; &apos;accept&apos; it first</source>
        <translation>{path} a été changé hors de la console ; acceptez-le d&apos;abord (« accept »)</translation>
    </message>
    <message>
        <source>Supervisor {who} can sign in again.</source>
        <translation>Le superviseur {who} peut de nouveau se connecter.</translation>
    </message>
    <message>
        <source>no supervisor is set up yet: the club sets up the first one with &apos;dealer-app supervisor init {who} --table {table}&apos;</source>
        <translation>aucun superviseur n&apos;est encore installé : le club installe le premier avec « dealer-app supervisor init {who} --table {table} »</translation>
    </message>
    <message>
        <source>Authorising supervisor id: </source>
        <translation>Identifiant du superviseur qui autorise : </translation>
    </message>
    <message>
        <source>PIN of {who}: </source>
        <translation>PIN de {who} : </translation>
    </message>
    <message>
        <source>Supervisor {who} added.</source>
        <translation>Superviseur {who} ajouté.</translation>
    </message>
    <message>
        <source>Supervisor {who} is now of the management.</source>
        <translation>Le superviseur {who} est maintenant de la direction.</translation>
    </message>
    <message>
        <source>Supervisor {who} is now a floor supervisor.</source>
        <translation>Le superviseur {who} est maintenant superviseur de salle.</translation>
    </message>
    <message>
        <source>Current PIN of {who}: </source>
        <translation>PIN actuel de {who} : </translation>
    </message>
    <message>
        <source>The PIN of {who} is changed.</source>
        <translation>Le PIN de {who} est changé.</translation>
    </message>
    <message>
        <source>{who} is the last supervisor; add another one first</source>
        <translation>{who} est le dernier superviseur ; ajoutez-en un autre d&apos;abord</translation>
    </message>
    <message>
        <source>Supervisor {who} removed.</source>
        <translation>Superviseur {who} retiré.</translation>
    </message>
    <message>
        <source>No supervisor is set up ({path}): the club runs dealer-app supervisor init ID --table T</source>
        <translation>Aucun superviseur n&apos;est installé ({path}) : le club lance dealer-app supervisor init ID --table T</translation>
    </message>
    <message>
        <source>added {when} by {who}</source>
        <translation>ajouté le {when} par {who}</translation>
    </message>
    <message>
        <source>LOCKED OUT ({count} wrong PINs; until {time} at the earliest)</source>
        <translation>BLOQUÉ ({count} PIN erronés ; jusqu&apos;à {time} au plus tôt)</translation>
    </message>
    <message>
        <source>management</source>
        <translation>direction</translation>
    </message>
</context>
<context>
    <name>TOML</name>
    <message>
        <source>Invalid value</source>
        <translation>Valeur non valide</translation>
    </message>
    <message>
        <source>Invalid statement</source>
        <translation>Instruction non valide</translation>
    </message>
    <message>
        <source>Cannot overwrite a value</source>
        <translation>Une valeur déjà donnée ne peut pas être remplacée</translation>
    </message>
    <message>
        <source>Expected newline or end of document after a statement</source>
        <translation>Fin de ligne ou fin du document attendue après une instruction</translation>
    </message>
    <message>
        <source>Expected &apos;=&apos; after a key in a key/value pair</source>
        <translation>« = » attendu après une clé dans une paire clé/valeur</translation>
    </message>
    <message>
        <source>Expected &apos;]&apos; at the end of a table declaration</source>
        <translation>« ] » attendu à la fin d&apos;une déclaration de table</translation>
    </message>
    <message>
        <source>Expected &apos;]]&apos; at the end of an array declaration</source>
        <translation>« ]] » attendu à la fin d&apos;une déclaration de tableau</translation>
    </message>
    <message>
        <source>Invalid initial character for a key part</source>
        <translation>Premier caractère non valide pour une clé</translation>
    </message>
    <message>
        <source>Unclosed array</source>
        <translation>Tableau non fermé</translation>
    </message>
    <message>
        <source>Unclosed inline table</source>
        <translation>Table en ligne non fermée</translation>
    </message>
    <message>
        <source>Unterminated string</source>
        <translation>Chaîne non terminée</translation>
    </message>
    <message>
        <source>Unescaped &apos;\&apos; in a string</source>
        <translation>« \ » non échappé dans une chaîne</translation>
    </message>
    <message>
        <source>Invalid hex value</source>
        <translation>Valeur hexadécimale non valide</translation>
    </message>
    <message>
        <source>Escaped character is not a Unicode scalar value</source>
        <translation>Le caractère échappé n&apos;est pas une valeur scalaire Unicode</translation>
    </message>
    <message>
        <source>Invalid date or datetime</source>
        <translation>Date ou date-heure non valide</translation>
    </message>
    <message>
        <source>Cannot declare {what} twice</source>
        <translation>{what} ne peut pas être déclaré deux fois</translation>
    </message>
    <message>
        <source>Found invalid character {what}</source>
        <translation>Caractère non valide {what}</translation>
    </message>
    <message>
        <source>Illegal character {what}</source>
        <translation>Caractère interdit {what}</translation>
    </message>
    <message>
        <source>Duplicate inline table key {what}</source>
        <translation>Clé en double dans une table en ligne : {what}</translation>
    </message>
    <message>
        <source>Cannot redefine namespace {what}</source>
        <translation>L&apos;espace de noms {what} ne peut pas être redéfini</translation>
    </message>
    <message>
        <source>Cannot mutate immutable namespace {what}</source>
        <translation>L&apos;espace de noms figé {what} ne peut pas être modifié</translation>
    </message>
    <message>
        <source>Expected {what}</source>
        <translation>{what} attendu</translation>
    </message>
    <message>
        <source>{why} (at line {line}, column {column})</source>
        <translation>{why} (ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <source>{why} (at end of document)</source>
        <translation>{why} (à la fin du document)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>no card yet</source>
        <translation>pas encore de carte</translation>
    </message>
    <message>
        <source>SEAT {seat}</source>
        <translation>SIÈGE {seat}</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>BUTTON</source>
        <translation>BOUTON</translation>
    </message>
    <message>
        <source>SB</source>
        <comment>small blind marker</comment>
        <translation>SB</translation>
    </message>
    <message>
        <source>BB</source>
        <comment>big blind marker</comment>
        <translation>BB</translation>
    </message>
    <message>
        <source>POSTS</source>
        <comment>a new player&apos;s big blind marker</comment>
        <translation>PAIE BB</translation>
    </message>
    <message>
        <source>DEAD SB</source>
        <comment>a missed small blind marker</comment>
        <translation>SB MORTE</translation>
    </message>
    <message>
        <source>in</source>
        <comment>seat status</comment>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>TO ACT</source>
        <translation>À PARLER</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>COUCHÉ</translation>
    </message>
    <message>
        <source>MUCKED</source>
        <translation>MAIN JETÉE</translation>
    </message>
    <message>
        <source>SITTING OUT</source>
        <translation>ABSENT</translation>
    </message>
    <message>
        <source>NOT DEALT IN</source>
        <translation>HORS DU COUP</translation>
    </message>
    <message>
        <source>WAITS FOR BB</source>
        <translation>ATTEND LA BB</translation>
    </message>
    <message>
        <source>NO CHIPS</source>
        <translation>PLUS DE JETONS</translation>
    </message>
    <message>
        <source>LEAVING</source>
        <translation>PART</translation>
    </message>
    <message>
        <source>EMPTY SEAT</source>
        <translation>SIÈGE LIBRE</translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation>TAPIS</translation>
    </message>
    <message>
        <source>WINS {amount}</source>
        <translation>GAGNE {amount}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>NEXT CARD</source>
        <translation>CARTE SUIVANTE</translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation>pas encore de cartes</translation>
    </message>
    <message>
        <source>seat {seat}, {name}, stack {stack}, {status}</source>
        <translation>siège {seat}, {name}, jetons {stack}, {status}</translation>
    </message>
    <message>
        <source>dealer button</source>
        <translation>bouton du croupier</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>CROUPIER</translation>
    </message>
    <message>
        <source>seat {seat} has {amount} in front</source>
        <translation>le siège {seat} a misé {amount}</translation>
    </message>
    <message>
        <source>HAND {number} · {street}</source>
        <translation>COUP {number} · {street}</translation>
    </message>
    <message>
        <source>{street} · BOMB POT</source>
        <translation>{street} · BOMB POT</translation>
    </message>
    <message>
        <source>POT {amount}</source>
        <translation>POT {amount}</translation>
    </message>
    <message>
        <source>{pot} {amount}</source>
        <translation>{pot} : {amount}</translation>
    </message>
    <message>
        <source>bets in front: {amount}</source>
        <translation>mises devant les joueurs : {amount}</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Pot Limit</source>
        <translation>Pot Limit</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>No Limit</source>
        <translation>No Limit</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation>Omaha</translation>
    </message>
    <message>
        <source>Omaha Hi-Lo</source>
        <translation>Omaha Hi-Lo</translation>
    </message>
    <message>
        <source>5-card Omaha</source>
        <translation>Omaha 5 cartes</translation>
    </message>
    <message>
        <source>Big O (5-card Omaha Hi-Lo)</source>
        <translation>Big O (Omaha Hi-Lo 5 cartes)</translation>
    </message>
    <message>
        <source>6-card Omaha</source>
        <translation>Omaha 6 cartes</translation>
    </message>
    <message>
        <source>Courchevel</source>
        <translation>Courchevel</translation>
    </message>
    <message>
        <source>Courchevel Hi-Lo</source>
        <translation>Courchevel Hi-Lo</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em</source>
        <translation>Texas Hold&apos;em</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ou {second}</translation>
    </message>
</context>
</TS>
