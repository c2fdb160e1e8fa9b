/**
 * The documentation page on search, « Comment la recherche classe les résultats »: what a query
 * matches (folding of contract/text.ts, split and joined words, one typo), the ranking of
 * search/rank.ts and the weights of generator/search-docs.ts, said in French for the API's users,
 * the `matched_name` field of each result, and unique=record, one result per record. Its figures
 * come from the code that applies them.
 */
import { TYPO_MIN_QUERY } from "../../search/typos.ts";
import { SEARCH_DEPTH_MAX } from "../../contract/params.ts";
import { SEARCH_TYPES } from "../../layout/search-index.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { inFrench } from "../../contract/text.ts";
import { DOCS_ROOT, esc, page, type DocsFacts } from "./html.ts";

export const SEARCH_DOC = `${DOCS_ROOT}/recherche`;

export function searchDocPage(facts: DocsFacts): string {
  const base = esc(facts.baseUrl);
  const types = inFrench(SEARCH_TYPES.map((t) => RESOURCES.find((r) => r.object === t)!.label));
  return page(
    facts,
    "Comment la recherche classe les résultats",
    `
<p><code>GET /search?q=…</code> cherche dans tous les types et toutes les versions (filtres <code>type</code>, <code>version</code>,
<code>rogue</code>). Cette page dit ce qu'une requête trouve et dans quel ordre.</p>

<h2 id="trouve">Ce qu'une requête trouve</h2>
<p>Chaque mot de la requête doit commencer un mot de l'enregistrement : de son nom français, de son nom anglais
(<code>english_name</code>, celui des guides et des sites anglophones) ou du texte de ses infobulles (description d'un objet ou
d'un sort, objectifs et texte d'une quête, sous-titre d'un PNJ, description d'une réputation). Un numéro de jeu trouve en plus
l'enregistrement de ce numéro dans chaque type et chaque version.</p>
<p>Une requête faite seulement de mots d'une ou deux lettres (« le r », « d e ») ne trouve que les noms qui commencent par
elle, écrite d'un seul mot (« le r » trouve « Le roi-liche », « al ar » trouve « Al'ar ») : ces débuts de mots commencent
presque tous les textes.</p>
<p>La casse, les accents (<code>é</code> = <code>e</code>), les ligatures (<code>œ</code> = <code>oe</code>, <code>æ</code> = <code>ae</code>),
les apostrophes (' ’ ʼ), les traits d'union et les espaces insécables ne comptent pas : « Kel’Thuzad », « kel'thuzad » et
« KEL-THUZAD » sont la même requête. Le filtre <code>q</code> des listes suit la même règle.</p>
<p>Deux tolérances encore :</p>
<ul>
<li><strong>Mots collés ou séparés.</strong> Quand les mots seuls ne trouvent aucun nom, deux mots voisins de la requête
valent aussi un seul mot (« van cleef » trouve « Edwin VanCleef ») ; un mot qui ne correspond à rien vaut aussi deux mots d'un nom (« kelthuzad » trouve « Kel'Thuzad »,
« lametonnerre » trouve « Lame-tonnerre »). Les noms se comparent écrits d'un seul mot.</li>
<li><strong>Une faute de frappe.</strong> Quand rien ne correspond, chaque mot de ${TYPO_MIN_QUERY} lettres ou plus qui ne commence
aucun mot est remplacé par les mots des noms à une faute près : une lettre en trop, en moins ou remplacée, ou deux lettres voisines
inversées (« vancleff » trouve « Edwin VanCleef », « ragnaors » trouve « Ragnaros »).</li>
</ul>

<h2 id="classement">Le classement</h2>
<ol>
<li>Les enregistrements du numéro de jeu demandé, par type puis version.</li>
<li>Les noms qui sont la requête : le nom français avant le nom anglais (« hogger » trouve « Lardeur » par son nom anglais).</li>
<li>Les noms français qui commencent par la requête.</li>
<li>Les noms, français ou anglais, qui contiennent chaque mot de la requête.</li>
<li>Les enregistrements dont seul le texte contient les mots, du plus pertinent au moins pertinent (score BM25 : un mot rare et
répété dans un texte court compte plus).</li>
</ol>
<p>À correspondance de nom égale, passe d'abord l'enregistrement qu'un joueur cherche le plus probablement :</p>
<ul>
<li>un boss ou un PNJ rare (boss d'une rencontre d'instance, PNJ rare, boss qui a un butin) avant ses copies techniques
(« roi liche » donne d'abord le roi-liche de la Citadelle de la Couronne de glace) ;</li>
<li>un PNJ ou un objet du monde présent dans le monde avant un autre qui n'y est pas ;</li>
<li>un enregistrement auquel quelque chose renvoie avant un autre auquel rien ne renvoie : un objet qui se ramasse, est vendu,
est une récompense de quête, se fabrique, sert à une recette ou ouvre quelque chose ; un PNJ qui a un butin, vend, enseigne, donne
des quêtes ou s'invoque ; un objet du monde qui a un butin, des quêtes ou une clé ; une quête que quelqu'un donne ; un sort
qu'une classe apprend ou que quelqu'un enseigne.</li>
</ul>
<p>Puis le nom français avant le nom anglais, puis la pertinence du texte ; pour les noms identiques, ni l'un ni l'autre :
l'ordre des types (${esc(types)}), puis des versions, puis de la liste (nom, puis numéro) départage. Le classement est
déterministe : la même requête donne toujours le même ordre, et une suite de pages par curseur ne répète ni ne saute un résultat.</p>

<h2 id="matched_name">Le nom trouvé : <code>matched_name</code></h2>
<p>Chaque résultat trouvé par un nom dit lequel : <code>"matched_name": "name"</code> pour son nom français,
<code>"english_name"</code> pour son nom anglais (que donne l'enregistrement complet). Le champ est absent quand c'est le numéro
de jeu ou le texte des infobulles qui a trouvé l'enregistrement.</p>
<pre>curl -s '${base}/search?q=hogger&amp;limit=1'</pre>

<h2 id="unique">Un résultat par enregistrement : <code>unique=record</code></h2>
<p>Un même enregistrement (même type, même numéro) existe souvent dans plusieurs versions : par défaut
(<code>unique=version</code>), la recherche donne un résultat par version où elle le trouve. Avec <code>unique=record</code>, elle
n'en donne qu'un, à la place de sa version la mieux classée, qui est celle montrée ; son champ <code>versions</code> liste les
versions où il existe, dans leur ordre, qu'elles correspondent à la requête ou non. Les pages parcourent les enregistrements des
${SEARCH_DEPTH_MAX} premiers résultats, comme sans <code>unique</code> ; <code>total_count</code> compte les enregistrements de
tous les résultats. Les curseurs d'une recherche ne servent pas à l'autre.</p>
<pre>curl -s '${base}/search?q=lame-tonnerre&amp;unique=record'</pre>
`,
  );
}
