/**
 * The documentation page « Différences entre versions »: the comparison route, its shape, the
 * flags of each record's `versions`, what may come from the sources rather than the game, and per
 * record type the fields compared and not compared, all read from contract/differences.ts, with a
 * real comparison of the build as example; and the patch notes per version and type that the
 * comparisons' counts make (contract/patch-notes.ts).
 */
import { DIFFERENCE_FIELDS, REASONS, type FieldRule } from "../../contract/differences.ts";
import { RESOURCES } from "../../contract/resources.ts";
import { ROUTES, type Route } from "../../contract/routes.ts";
import { PATCH_NOTE_CHANGES, PATCH_NOTE_PAIRS } from "../../contract/patch-notes.ts";
import { DOCS_ROOT, esc, inline, page, type DocsFacts } from "./html.ts";
import { routePage } from "./reference.ts";
import type { Example } from "./examples.ts";

export const DIFFERENCES_DOC = `${DOCS_ROOT}/differences`;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function how(rule: FieldRule): string {
  if (!rule.compared) return `Non comparé (${esc(REASONS[rule.reason!])})`;
  const parts: string[] = [rule.fromSources ? `<strong>Peut venir des sources</strong> (${esc(REASONS[rule.reason!])})` : "Comparé"];
  if (rule.missing)
    parts.push(
      "une valeur absente (<code>null</code>) d'un côté peut venir des sources : la source de cette version ne décrit pas l'objet ; absente d'un côté et vide de l'autre, ce n'est pas une différence",
    );
  if (rule.entries) parts.push(`éléments appariés par ${inline(rule.entries.keyText)}`);
  if (rule.whole) parts.push(`toute la liste (route <code>${esc(rule.whole)}</code>), pas seulement ses dix premiers éléments`);
  if (rule.ignore.length)
    parts.push(
      `sans ${rule.ignore.map((f) => `<code>${esc(f)}</code>`).join(", ")} (un libellé de ce qui est comparé par son numéro ou son code, ou un compte de ce qui est comparé ailleurs)`,
    );
  if (rule.codes)
    parts.push(
      `un code, que le site lit par son libellé : ${Object.entries(rule.codes)
        .map(([code, name]) => `<code>${esc(code)}</code> (${esc(name)})`)
        .join(", ")}`,
    );
  if (rule.money) parts.push("en pièces de cuivre, que le site lit en po, pa et pc");
  if (rule.entries?.sources?.length)
    parts.push(
      `un élément qui ne diffère que par ${rule.entries.sources.map((f) => `<code>${esc(f)}</code>`).join(", ")} peut venir des sources`,
    );
  return parts.join(" ; ");
}

function typeSection(object: keyof typeof DIFFERENCE_FIELDS, label: string): string {
  const rows = DIFFERENCE_FIELDS[object].map(
    (rule) => `<tr><td><code>${esc(rule.field)}</code></td><td>${esc(rule.label)}</td><td>${how(rule)}</td></tr>`,
  );
  return `<h3 id="${esc(object)}">${esc(capitalized(label))}</h3>
<table>
<thead><tr><th>Champ</th><th>Libellé</th><th>Comparaison</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>`;
}

export function differencesDocPage(facts: DocsFacts, examples: ReadonlyMap<Route, Example>): string {
  const base = esc(facts.baseUrl);
  const routes = ROUTES.filter((r) => r.kind === "differences");
  const example = routes.map((r) => examples.get(r)).find((e) => e !== undefined);
  const sources = Object.values(DIFFERENCE_FIELDS)
    .flat()
    .filter((r) => r.compared && r.fromSources);
  const sourceReasons = [...new Set(sources.map((r) => r.reason!))];
  return page(
    facts,
    "Différences entre versions",
    `
<p>Un enregistrement garde son numéro de jeu d'une version à l'autre : l'objet 19019 est Lame-tonnerre en classic, en tbc et en
wotlk. Pour chaque enregistrement présent dans plus d'une version, l'API dit ce qui change entre deux versions consécutives où il
existe, champ par champ.</p>

<h2 id="route">Les routes</h2>
<ul>
${routes.map((r) => `<li><a href="${routePage(r)}"><code>GET ${esc(r.path)}</code></a></li>`).join("\n")}
</ul>
<pre>curl -s '${base}/differences/items/19019'</pre>
<p>La réponse (<code>differences</code>) donne le type, le numéro, la clé (<code>item:19019</code>), le nom dans la dernière version
où il existe, ses <code>versions</code>, et une paire par couple de versions consécutives où il existe : classic→tbc, tbc→wotlk, ou
classic→wotlk quand tbc ne l'a pas. Chaque paire donne les adresses de l'enregistrement dans ses deux versions
(<code>from_url</code>, <code>to_url</code>), ses différences et leurs comptes : <code>game_differences</code> (celles du jeu) et
<code>source_differences</code> (celles qui peuvent venir des sources). Une paire sans différence est donnée, avec une liste vide.
Pour un numéro présent dans une seule version, ou dans aucune, la route répond 404 <code>resource_missing</code>, dont le message dit où il existe.
Le fichier est pré-calculé, avec son ETag, comme un enregistrement.</p>

<h2 id="difference">Une différence</h2>
<ul>
<li><code>field</code> : le chemin du champ (<code>stats</code>, <code>rewards.money</code>), et <code>label</code> son libellé
français ;</li>
<li><code>change</code> : <code>changed</code> (modifié), <code>added</code> (la valeur apparaît : null avant) ou
<code>removed</code> (elle disparaît : null après) ;</li>
<li><code>before</code> et <code>after</code> : la valeur dans chaque version, telle que l'enregistrement la donne ;</li>
<li><code>entries</code>, pour une liste (caractéristiques, effets, lignes de dégâts, butin, récompenses, objectifs,
réputation…) : ses éléments ajoutés, retirés ou modifiés, appariés par une clé (<code>agility</code>, <code>npc:234</code>), chacun
avec <code>key</code>, <code>label</code>, <code>change</code>, <code>before</code> et <code>after</code> ; <code>before</code> et
<code>after</code> de la différence sont alors null. Un élément ajouté ou retiré est donné tel que la liste le donne, sans la référence que nomme sa clé ni le nom à côté
(une ligne de butin <code>{"object": "drop", "chance": 2.32, …}</code> de clé <code>npc:14224</code>) ; un
élément modifié ne donne, avant et après, que ses champs qui diffèrent (<code>{"chance": 4.2}</code> →
<code>{"chance": 5.5}</code>), avec le libellé français d'un code à côté de lui, et null du côté où un champ manque : la clé et le
libellé nomment l'élément (<code>item:17204</code> est l'objet 17204, à l'adresse <code>/v1/{version}/items/17204</code>). L'ordre
des éléments n'est pas comparé ; une clé présente deux fois est numérotée (<code>red#2</code>) ;</li>
<li><code>from_sources</code> : true quand la différence peut venir des sources plutôt que du jeu (voir plus bas).</li>
</ul>
<p>Ne sont jamais comparés : les adresses (<code>url</code>, <code>api_url</code>, les <code>*_url</code>), la clé, le code de
version, <code>versions</code>, les guides, les libellés français des codes comparés par leur code (<code>quality_name</code>…),
les lignes de l'infobulle d'un objet (<code>tooltip</code>), écrites à partir des champs comparés (caractéristiques, effets,
dégâts…), et les champs déduits d'autres champs comparés (les comptes, la zone principale). Une référence à un autre
enregistrement est comparée par son type et son numéro : qu'un objet du butin soit renommé est une différence de cet objet, pas
du PNJ qui le laisse tomber.</p>

<h2 id="versions">Sur chaque enregistrement : <code>versions</code></h2>
<p>Chaque élément de <code>versions</code> d'un enregistrement a deux champs de plus : <code>changed</code>, true quand
l'enregistrement a dans cette version au moins une différence de jeu (<code>from_sources</code> false) avec la version
précédente où il existe (false pour la première), et <code>differences_url</code>, l'adresse de la comparaison (null quand il
n'existe que dans une version). Un client sait ainsi, sans autre requête, où l'enregistrement diffère.</p>

<h2 id="sources">Le jeu, pas les sources</h2>
<p>Chaque version vient de sources différentes : une traduction française par version, des bases de données de projets
différents. Un texte retraduit ou une valeur relevée autrement changerait sans que le jeu change. Ces champs restent comparés,
mais leur différence porte <code>from_sources: true</code>, ne compte pas dans <code>game_differences</code> et ne rend pas
<code>changed</code> vrai. Les raisons :</p>
<ul>
${sourceReasons.map((r) => `<li>${esc(capitalized(REASONS[r]))} : ${[...new Set(sources.filter((s) => s.reason === r).map((s) => `<code>${esc(s.field)}</code>`))].join(", ")}.</li>`).join("\n")}
</ul>
<p>Dans une liste, un élément qui ne diffère que par un texte (le texte d'un effet, d'un bonus d'ensemble, d'un objectif) ou par
ses positions relevées rend aussi la différence <code>from_sources</code> ; un élément ajouté ou retiré est toujours une
différence de jeu. Un texte dont les nombres changent (« Augmente de 29 le score de parade » devenu « Augmente de 19… ») est
une différence de jeu : une autre traduction garde les nombres. Les nombres se lisent avec ou sans espace des milliers
(« 1&nbsp;000 » = « 1000 ») et avec une virgule ou un point décimal.</p>

<h2 id="notes">Notes de mise à jour</h2>
<p>Pour chaque type, <code>/{version}/{type}/patch-notes</code> liste les enregistrements que la version a ajoutés, retirés ou
modifiés depuis la précédente : ${esc(PATCH_NOTE_PAIRS)}. Chaque élément est le résumé du type tel que sa liste le donne (celui de
la version précédente pour un enregistrement retiré), avec <code>change</code> (${Object.entries(PATCH_NOTE_CHANGES)
      .map(([code, name]) => `<code>${code}</code> : « ${esc(name)} »`)
      .join(", ")}, en français dans <code>change_name</code>), <code>differences</code> (les différences de jeu, 0 pour un
enregistrement ajouté ou retiré), <code>source_differences</code> et <code>differences_url</code> (la comparaison, null pour un
enregistrement d'une seule version). Un enregistrement dont toutes les différences peuvent venir des sources n'y est pas : une
traduction n'est pas un changement du jeu. Les filtres et les tris sont ceux de la liste du type, plus <code>change</code> ; la
première page est pré-calculée, les autres se parcourent par curseur, avec <code>include_total</code> comme toute liste
(<a href="${routePage(ROUTES.find((r) => r.kind === "patch_notes")!)}">la route des objets</a>).</p>
<pre>curl -s '${base}/tbc/items/patch-notes?quality=epic,legendary&amp;change=changed'</pre>

<h2 id="champs">Les champs, par type</h2>
${RESOURCES.map((r) => typeSection(r.object, r.label)).join("\n")}
${
  example
    ? `<h2 id="exemple">Exemple</h2>
<pre>curl -s '${base}${esc(example.request)}'</pre>
<p>Réponse réelle de ces données${example.abbreviated ? " (abrégée)" : ""} :</p>
<pre class="response" tabindex="0">${esc(example.body)}</pre>`
    : ""
}
`,
  );
}
