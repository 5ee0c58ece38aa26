/**
 * Our own example stories, written for FantasMia (Italian, for children 6–12). A new
 * installation offers them to the superuser so the reading screens are not empty; they are
 * ordinary stories afterwards, to edit or delete like any other.
 */

export interface ExampleStory {
  title: string;
  content: string;
  author?: string;
}

export const EXAMPLE_READING_STORIES: readonly ExampleStory[] = [
  {
    title: 'La luna che voleva dormire',
    author: 'FantasMia',
    content: `C'era una volta una luna che da mille e mille anni restava sveglia tutta la notte. Guardava i tetti, i boschi, il mare, e faceva luce ai gatti che passeggiavano sui cornicioni.

Una sera la luna sbadigliò così forte che tre stelle caddero giù dal cielo e finirono in un prato.
«Sono stanca» disse la luna. «Anch'io voglio dormire, come i bambini.»

Le stelle cadute si guardarono preoccupate. «Se tu dormi, chi farà luce ai viaggiatori? Chi guiderà le barche dei pescatori?»

La luna chiuse un occhio, poi l'altro. Il cielo diventò buio come l'inchiostro. I gufi non trovavano più i rami, le lucciole si sentivano piccolissime e un pescatore si fermò in mezzo al mare, senza sapere dove andare.

Allora una bambina di nome Viola, che non riusciva a prendere sonno, aprì la finestra. Vide il cielo spento e capì subito. Prese la sua torcia, salì sul tetto e cominciò a cantare una ninna nanna al contrario, una canzone per svegliare dolcemente.

La luna aprì un occhio. «Chi canta così bene?»
«Sono Viola. Se vuoi dormire, possiamo fare a turno: tu dormi un pochino ogni mese, e intanto le stelle fanno luce per te.»

La luna ci pensò su. Era un'idea bellissima. Da quella notte, ogni mese, la luna si addormenta un po' alla volta: prima diventa sottile come un'unghia, poi sparisce del tutto, e le stelle brillano più forte per aiutarla. Poi si sveglia, piano piano, fino a tornare rotonda e luminosa.

E quando vedi la luna piena, sappi che ha dormito benissimo. Forse, da qualche parte, Viola sta ancora cantando.`,
  },
  {
    title: 'Il riccio e il palloncino rosso',
    author: 'FantasMia',
    content: `Nel bosco dietro la scuola viveva un riccio di nome Pino. Pino aveva un desiderio grande grande: voleva giocare con un palloncino, come aveva visto fare ai bambini durante la festa di primavera.

Un giorno il vento portò tra le foglie un palloncino rosso, legato a un lungo filo. Pino corse ad abbracciarlo, felice. Ma appena lo toccò... PUM! Il palloncino scoppiò.

Pino si mise a piangere. «Tutti possono giocare con i palloncini, tranne me. Colpa dei miei aculei!»

La talpa Gelsomina, che aveva sentito il botto, uscì dalla sua tana. «Perché piangi, Pino?»
«Perché sono fatto di spine. Rovino tutto quello che tocco.»

Gelsomina ci pensò un momento. Poi disse: «I tuoi aculei ti proteggono dalla volpe, ti riparano quando dormi e tengono ferme le foglie quando ti fai il letto. Non rovinano tutto: sono solo fatti per altre cose.»

Il giorno dopo gli amici del bosco prepararono una sorpresa. Lo scoiattolo portò una pigna, il merlo un ciuffo di muschio, la talpa un filo d'erba lunghissimo. Legarono il muschio intorno alla pigna e il filo alla pigna: era un palloncino morbido, che non poteva scoppiare!

Pino lo fece rotolare, lo lanciò, lo prese al volo con il naso. Rideva così tanto che anche gli aculei sembravano ridere.

Quella sera, prima di addormentarsi, Pino pensò che essere diversi non è un problema. A volte basta un amico che ti aiuti a trovare il gioco giusto per te.`,
  },
  {
    title: 'La biblioteca delle parole perdute',
    author: 'FantasMia',
    content: `In fondo a un vicolo stretto c'era una biblioteca piccolissima, con una porta verde e un campanello che suonava come un fischietto. La bibliotecaria si chiamava signora Ortensia e aveva gli occhiali a forma di mezzaluna.

Non era una biblioteca come le altre. Sugli scaffali non c'erano soltanto libri, ma anche vasetti di vetro. E dentro ogni vasetto c'era una parola perduta: parole che nessuno usava più, dimenticate nei cassetti o cadute dalle tasche.

Un pomeriggio entrò Tommaso, un bambino che parlava pochissimo. «Cerco una parola» disse a bassa voce. «Una parola per dire che sono contento e un po' emozionato insieme, come quando aspetti il mare.»

La signora Ortensia salì sulla scala, spolverò i vasetti e ne prese uno azzurro. «Prova questa: trepidante.»

Tommaso aprì il vasetto. La parola uscì come una bolla di sapone, girò intorno alla sua testa e gli si posò sulla lingua. «Trepidante!» ripeté. Era proprio quello che sentiva.

Da quel giorno Tommaso tornò ogni settimana. Trovò "meraviglia", "coraggio", "sfavillare" e "gironzolare". Più parole conosceva, più gli veniva voglia di raccontare.

Un giorno fu lui a portare un vasetto alla signora Ortensia. Dentro c'era una parola nuova, inventata da lui: "abbracciosole", che vuol dire il calore che senti quando un amico ti sorride.

La signora Ortensia la mise sullo scaffale più alto, quello delle parole preziose. «Le parole non si perdono davvero» disse. «Aspettano solo qualcuno che le usi.»`,
  },
];

export const EXAMPLE_SCIENCE_STORIES: readonly ExampleStory[] = [
  {
    title: 'Perché il cielo è azzurro?',
    content: `La luce del sole sembra bianca, ma in realtà è fatta di tanti colori mescolati insieme: rosso, arancione, giallo, verde, azzurro, blu e viola. Lo vedi bene quando compare l'arcobaleno!

Per arrivare fino a noi, la luce del sole attraversa l'aria. L'aria è fatta di particelle piccolissime, così piccole che non si vedono nemmeno con una lente d'ingrandimento.

Quando la luce incontra queste particelle, succede una specie di gioco del rimbalzo. I colori rossi e gialli passano quasi dritti, senza fermarsi. L'azzurro e il blu, invece, rimbalzano di qua e di là in tutte le direzioni e riempiono il cielo. Così, da qualunque parte guardiamo, vediamo azzurro.

E al tramonto? Quando il sole è basso, la sua luce deve attraversare molta più aria per arrivare ai nostri occhi. L'azzurro si perde per strada, rimbalzando lontano, e restano soprattutto il rosso e l'arancione. Ecco perché il cielo della sera sembra dipinto di fuoco.

Prova anche tu: riempi un bicchiere d'acqua, aggiungi qualche goccia di latte e illumina il bicchiere con una torcia, al buio. Guardando di lato, l'acqua sembrerà un po' azzurrina; guardando la torcia attraverso il bicchiere, la luce sembrerà arancione. Hai creato un piccolo cielo!`,
  },
  {
    title: "Il viaggio di una goccia d'acqua",
    content: `Ciao, sono Goccia! Oggi ti racconto il mio viaggio, che non finisce mai.

Adesso mi trovo nel mare, insieme a miliardi di sorelle. Il sole mi scalda, mi scalda, finché divento leggera leggera e mi trasformo in vapore, invisibile. Questo si chiama evaporazione.

Salgo in alto nel cielo, dove fa freddo. Lassù incontro altre goccioline e ci stringiamo tutte insieme: diventiamo una nuvola. Questa è la condensazione.

Nella nuvola siamo sempre di più e diventiamo pesanti. A un certo punto non riusciamo più a stare in cielo e cadiamo giù: è la pioggia! Se fa molto freddo, invece, cadiamo come fiocchi di neve o chicchi di grandine. Si chiama precipitazione.

Io sono caduta su una montagna. Sono scivolata in un ruscello, poi in un fiume, ho fatto girare la ruota di un mulino e ho dato da bere a un cerbiatto. Alcune mie sorelle sono entrate nella terra e hanno nutrito le radici degli alberi.

Alla fine il fiume mi ha riportata al mare. E poi? Poi il sole torna a scaldarmi, e il viaggio ricomincia. Questo giro infinito si chiama ciclo dell'acqua.

Lo sapevi? L'acqua che bevi oggi potrebbe essere caduta come pioggia sulla testa di un dinosauro, milioni di anni fa. Per questo è importante non sprecarla e tenerla pulita: è la stessa acqua da sempre, e serve a tutti.`,
  },
  {
    title: 'Come fanno le api a parlarsi?',
    content: `Le api non hanno la voce come noi, eppure si raccontano un sacco di cose. Sai come? Ballando!

Quando un'ape esploratrice trova un prato pieno di fiori, torna all'alveare e comincia una danza speciale sui favi. Se i fiori sono vicini, fa una danza in tondo, girando prima da una parte e poi dall'altra. Le compagne capiscono: "C'è cibo qui vicino, cercatelo!"

Se invece i fiori sono lontani, l'ape fa la danza dell'addome: cammina dritta per un tratto scodinzolando con la pancia, poi torna indietro facendo un mezzo giro, e ricomincia. La direzione della camminata dritta indica dove si trovano i fiori rispetto al sole. Più a lungo scodinzola, più i fiori sono lontani.

Le altre api la seguono, la toccano con le antenne e sentono il profumo dei fiori rimasto sul suo corpo. Poi volano via, dritte verso il prato giusto!

A scoprire questo linguaggio è stato uno scienziato di nome Karl von Frisch, che ha passato tantissimi anni a osservare le api con pazienza. Per questa scoperta ha ricevuto il premio Nobel.

Le api sono importantissime: trasportando il polline da un fiore all'altro, aiutano le piante a fare frutti e semi. Senza di loro avremmo molte meno mele, fragole e zucchine. Per questo dobbiamo proteggerle, lasciando crescere i fiori e non usando veleni nei giardini.`,
  },
];
