/**
 * The four AIROTS base tales (spec 001 §3), each told in six plot phases of two or three sentences.
 * The retellings and the reversal ideas are ours, written for children of 6–12. In AIROTS
 * ("storia" read backwards) the child rewrites each phase the other way round.
 */

export const AIROTS_TALE_IDS = ['POLLICINO', 'CAPPUCCETTO_ROSSO', 'CENERENTOLA', 'BIANCANEVE'] as const;
export type AirotsTaleId = (typeof AIROTS_TALE_IDS)[number];

export interface AirotsPhase {
  /** A short title for the phase. */
  title: string;
  /** The original plot of this phase. */
  text: string;
  /** An idea to turn this phase the other way round. */
  reverseIdea: string;
}

export interface AirotsTale {
  id: AirotsTaleId;
  /** The tale's name as the spec writes it. */
  name: string;
  /** One line to introduce the tale on the choice screen. */
  summary: string;
  phases: readonly AirotsPhase[];
}

export const AIROTS_TALES: readonly AirotsTale[] = [
  {
    id: 'POLLICINO',
    name: 'POLLICINO',
    summary: 'Il più piccolo di sette fratelli salva tutti con la sua furbizia.',
    phases: [
      {
        title: "L'inizio",
        text: "C'era una volta un taglialegna molto povero che viveva ai margini del bosco con la moglie e sette figli. Il più piccolo era così minuscolo che tutti lo chiamavano Pollicino, ma era anche il più furbo.",
        reverseIdea: "E se la famiglia fosse ricchissima e Pollicino fosse un gigante un po' distratto?",
      },
      {
        title: 'Il piano dei genitori',
        text: "Un anno non c'era più niente da mangiare e i genitori, disperati, decisero di lasciare i bambini nel bosco. Pollicino li sentì parlare di nascosto e si riempì le tasche di sassolini bianchi.",
        reverseIdea: 'E se fossero i bambini a voler lasciare i genitori nel bosco per fargli una sorpresa?',
      },
      {
        title: 'Sassolini e briciole',
        text: "Lungo la strada Pollicino lasciò cadere i sassolini uno dopo l'altro, e così i fratelli ritrovarono la via di casa. La seconda volta, però, aveva solo briciole di pane, e gli uccellini le mangiarono tutte.",
        reverseIdea: 'E se gli uccellini riportassero le briciole per aiutare i bambini?',
      },
      {
        title: "La casa dell'orco",
        text: 'Persi nel bosco, i fratelli videro una lucina lontana e bussarono alla porta di una casa. Era la casa di un orco terribile, che voleva mangiarli!',
        reverseIdea: "E se l'orco fosse gentilissimo e avesse paura dei bambini?",
      },
      {
        title: 'La fuga',
        text: "Di notte Pollicino scambiò i berretti dei fratelli con le coroncine delle figlie dell'orco, così l'orco si confuse e i bambini riuscirono a scappare. L'orco li inseguì con i suoi stivali magici, ma stanco si addormentò sotto un albero.",
        reverseIdea: "E se fosse l'orco a scappare e i bambini a inseguirlo?",
      },
      {
        title: 'Il ritorno a casa',
        text: 'Pollicino gli sfilò piano piano gli stivali magici, corse velocissimo e tornò a casa con un tesoro. Da quel giorno la famiglia non patì più la fame e tutti vissero felici.',
        reverseIdea: "E se Pollicino restituisse gli stivali e diventasse amico dell'orco?",
      },
    ],
  },
  {
    id: 'CAPPUCCETTO_ROSSO',
    name: 'CAPPUCCETTO ROSSO',
    summary: 'Una bambina attraversa il bosco per portare un cestino alla nonna.',
    phases: [
      {
        title: 'Il cestino per la nonna',
        text: "C'era una volta una bambina che portava sempre una mantellina rossa, regalo della nonna: per questo tutti la chiamavano Cappuccetto Rosso. Un giorno la mamma le diede un cestino con la focaccia e la marmellata da portare alla nonna malata.",
        reverseIdea: 'E se fosse la nonna a portare il cestino a Cappuccetto Rosso?',
      },
      {
        title: 'La raccomandazione',
        text: '«Non lasciare mai il sentiero e non fermarti a parlare con gli sconosciuti», le raccomandò la mamma. Cappuccetto Rosso promise e si incamminò nel bosco.',
        reverseIdea: 'E se la mamma le dicesse di parlare con tutti quelli che incontra?',
      },
      {
        title: "L'incontro con il lupo",
        text: 'Nel bosco la bambina incontrò il lupo, che con voce gentile le chiese dove stesse andando. Lei gli raccontò tutto, e il lupo le consigliò di raccogliere un bel mazzo di fiori per la nonna.',
        reverseIdea: 'E se il lupo fosse piccolo, timido e si fosse perso nel bosco?',
      },
      {
        title: 'Il lupo corre dalla nonna',
        text: 'Mentre lei coglieva i fiori, il lupo corse alla casa della nonna e la inghiottì in un boccone. Poi si mise la sua cuffia e si infilò nel letto ad aspettare.',
        reverseIdea: 'E se la nonna accogliesse il lupo e gli preparasse una bella merenda?',
      },
      {
        title: 'Che occhi grandi!',
        text: 'Quando Cappuccetto Rosso arrivò, si stupì: «Nonna, che occhi grandi hai! Che orecchie grandi! Che bocca grande!». «È per mangiarti meglio!» rispose il lupo, e mangiò anche lei.',
        reverseIdea: 'E se fosse il lupo a stupirsi di quanto sono grandi gli occhi della bambina?',
      },
      {
        title: 'Il cacciatore',
        text: 'Un cacciatore che passava di lì sentì il lupo russare, entrò e liberò la nonna e la bambina. Da quel giorno Cappuccetto Rosso non lasciò mai più il sentiero.',
        reverseIdea: 'E se fosse Cappuccetto Rosso a salvare il lupo dal cacciatore?',
      },
    ],
  },
  {
    id: 'CENERENTOLA',
    name: 'CENERENTOLA',
    summary: 'Una ragazza gentile, una fata madrina e una scarpetta di cristallo.',
    phases: [
      {
        title: 'Una ragazza tra la cenere',
        text: "C'era una volta una ragazza buona e gentile che viveva con la matrigna e due sorellastre prepotenti. La facevano lavorare dalla mattina alla sera e la chiamavano Cenerentola, perché si sedeva vicino al camino, tra la cenere.",
        reverseIdea: 'E se Cenerentola fosse la prepotente e le sorellastre fossero gentili?',
      },
      {
        title: "L'invito al ballo",
        text: "Un giorno arrivò l'invito a un grande ballo a palazzo, dove il principe avrebbe scelto la sua sposa. Le sorellastre si prepararono per giorni, mentre Cenerentola dovette restare a casa a pulire.",
        reverseIdea: 'E se nessuno volesse andare al ballo tranne il principe?',
      },
      {
        title: 'La fata madrina',
        text: 'Mentre piangeva da sola, apparve la sua fata madrina. Con un colpo di bacchetta trasformò una zucca in una carrozza, i topolini in cavalli e il vestito consumato in un abito splendente, con due scarpette di cristallo.',
        reverseIdea: 'E se la magia della fata trasformasse tutto nel modo sbagliato?',
      },
      {
        title: 'Il ballo e la mezzanotte',
        text: "«Ricorda: a mezzanotte l'incantesimo finirà», le disse la fata. Al ballo il principe danzò solo con lei, ma al primo rintocco di mezzanotte Cenerentola scappò via e perse una scarpetta sulle scale.",
        reverseIdea: 'E se fosse il principe a scappare a mezzanotte e a perdere una scarpa?',
      },
      {
        title: 'La prova della scarpetta',
        text: 'Il principe fece provare la scarpetta a tutte le ragazze del regno. Le sorellastre cercarono in ogni modo di infilarla, ma i loro piedi erano troppo grandi.',
        reverseIdea: 'E se la scarpetta andasse bene a tutti tranne che a Cenerentola?',
      },
      {
        title: 'Il lieto fine',
        text: 'Quando fu il turno di Cenerentola, la scarpetta le calzò alla perfezione. Il principe la riconobbe, la sposò, e Cenerentola perdonò perfino le sorellastre.',
        reverseIdea: 'E se Cenerentola decidesse di non sposarsi e di partire per un viaggio?',
      },
    ],
  },
  {
    id: 'BIANCANEVE',
    name: 'BIANCANEVE',
    summary: 'Una principessa, una regina vanitosa, sette nani e una mela.',
    phases: [
      {
        title: 'La principessa e la regina',
        text: "C'era una volta una principessa con la pelle bianca come la neve, le labbra rosse come una rosa e i capelli neri come la notte: si chiamava Biancaneve. La sua matrigna, la regina, era bellissima ma molto vanitosa.",
        reverseIdea: 'E se la regina fosse modesta e Biancaneve passasse il giorno davanti allo specchio?',
      },
      {
        title: 'Lo specchio magico',
        text: 'Ogni mattina la regina chiedeva al suo specchio magico chi fosse la più bella di tutte. Un giorno lo specchio rispose: «Biancaneve!», e la regina diventò verde di rabbia.',
        reverseIdea: 'E se lo specchio magico dicesse sempre e solo bugie?',
      },
      {
        title: 'Nel bosco',
        text: 'La regina ordinò a un cacciatore di portare Biancaneve nel bosco e di non farla più tornare. Ma il cacciatore ebbe pietà di lei e la lasciò scappare.',
        reverseIdea: 'E se Biancaneve fosse felice di andare nel bosco e il cacciatore avesse paura?',
      },
      {
        title: 'La casa dei sette nani',
        text: 'Biancaneve trovò una casetta dove abitavano sette nani, che tornavano la sera dalla miniera. I nani la accolsero con affetto e lei rimase a vivere con loro.',
        reverseIdea: 'E se i nani fossero sette giganti disordinati che non vogliono ospiti?',
      },
      {
        title: 'La mela',
        text: 'La regina scoprì che Biancaneve era ancora viva e, travestita da vecchietta, le portò una mela avvelenata. Biancaneve ne diede un morso e cadde in un sonno profondo.',
        reverseIdea: 'E se fosse Biancaneve a offrire una mela alla regina, per fare pace?',
      },
      {
        title: 'Il risveglio',
        text: 'Un principe che passava di lì la vide e, mentre i nani lo aiutavano a sollevarla, il pezzo di mela le uscì dalla gola e Biancaneve si risvegliò. Ci fu una grande festa, e la regina non poté più farle del male.',
        reverseIdea: 'E se fosse Biancaneve a svegliare il principe addormentato?',
      },
    ],
  },
];

/** The tale with this id, or undefined. */
export function findAirotsTale(id: string): AirotsTale | undefined {
  return AIROTS_TALES.find((tale) => tale.id === id);
}
