/**
 * The documentation page of the tooltip embed (`/tooltips.js`, site/embed/): the two-line
 * snippet, its options, how it behaves, and a live example on the page itself, whose links are
 * records of the build (the record examples of the other pages).
 */
import { API_NAME, RECORD_TYPES_TEXT } from "../../contract/about.ts";
import { RESOURCES } from "../../contract/resources.ts";
import type { Route } from "../../contract/routes.ts";
import type { Example } from "./examples.ts";
import { DOCS_ROOT, esc, page, type DocsFacts } from "./html.ts";

export const EMBED_PAGE = `${DOCS_ROOT}/infobulles`;

/** A record of each type the build holds, as [page path, name], from the record examples. */
function exampleRecords(examples: ReadonlyMap<Route, Example>): [path: string, name: string][] {
  const found: [string, string][] = [];
  for (const [route, example] of examples) {
    if (route.kind !== "record") continue;
    const [, version, segment, id] = example.request.split("/");
    const resource = RESOURCES.find((r) => r.segment === segment);
    const name = (JSON.parse(example.body) as { name?: unknown }).name;
    if (resource && typeof name === "string") found.push([`/${version}/${resource.keyType}/${id}`, name]);
  }
  return found;
}

export function embedPage(facts: DocsFacts, examples: ReadonlyMap<Route, Example>): string {
  const site = esc(facts.siteUrl.replace(/\/+$/, ""));
  const records = exampleRecords(examples);
  const [first] = records;
  const links = records.map(([path, name]) => `<li><a href="${esc(path)}">${esc(name)}</a> <code>${esc(path)}</code></li>`).join("\n");
  return page(
    facts,
    "Infobulles sur votre site",
    `
<p>Un script à ajouter à n'importe quelle page web : les liens vers les pages d'enregistrements de ${API_NAME}
(${RECORD_TYPES_TEXT}) montrent au survol, au focus clavier et au toucher l'infobulle
de l'enregistrement, en français et dans le style du jeu. Sans dépendance, chargé en <code>async</code> (moins de 10 Ko compressé) :
il ne bloque jamais la page.</p>

<h2 id="installer">Installer</h2>
<p>Deux lignes : le script, une fois par page (dans <code>&lt;head&gt;</code> ou avant <code>&lt;/body&gt;</code>), puis des liens ordinaires vers les pages du site.</p>
<pre>&lt;script src="${site}/tooltips.js" async&gt;&lt;/script&gt;
&lt;a href="${site}${esc(first?.[0] ?? "/classic/npc/639")}"&gt;${esc(first?.[1] ?? "Edwin VanCleef")}&lt;/a&gt;</pre>
<p>Un lien compte dès que son adresse est celle d'une page d'enregistrement, <code>${site}/{version}/{type}/{id}</code> : le <code>url</code>
de chaque enregistrement de l'API. Le type s'écrit aussi comme dans l'API, au singulier ou au pluriel (<code>${site}/classic/npcs/639</code>,
<code>${site}/classic/game-objects/324</code>, <code>${site}/classic/item-set/161</code>) : le site répond à ces adresses en renvoyant
vers la page (301).</p>

<h2 id="options">Options</h2>
<p>Attributs de la balise <code>&lt;script&gt;</code> :</p>
<table>
<tr><th>attribut</th><th>effet</th></tr>
<tr><td><code>data-color-links</code></td><td>les liens vers des objets prennent la couleur de leur qualité</td></tr>
<tr><td><code>data-icons</code></td><td>l'icône de l'enregistrement s'affiche avant le lien</td></tr>
<tr><td><code>data-rename-links</code></td><td>le texte du lien devient le nom français de l'enregistrement</td></tr>
<tr><td><code>data-mirrors="https://miroir.example"</code></td><td>les liens vers ces miroirs (séparés par des espaces) ont aussi leur infobulle, lue sur le miroir</td></tr>
<tr><td><code>data-wowhead-links</code></td><td>les liens vers Wowhead des trois versions ont aussi l'infobulle française de l'enregistrement (voir <a href="#wowhead">Venir de Wowhead</a>)</td></tr>
</table>
<p>Attribut d'un lien : <code>data-grimoire="tbc"</code> montre l'enregistrement dans cette version (<code>classic</code>, <code>tbc</code>
ou <code>wotlk</code>) ; <code>data-grimoire="off"</code> n'en montre aucune.</p>
<pre>&lt;script src="${site}/tooltips.js" async data-color-links data-icons&gt;&lt;/script&gt;
&lt;a href="${site}/classic/item/10399" data-grimoire="wotlk"&gt;la version wotlk de l'objet&lt;/a&gt;</pre>

<h2 id="wowhead">Venir de Wowhead</h2>
<p>Un site dont les liens mènent à Wowhead remplace la balise <code>&lt;script&gt;</code> de Wowhead par celle-ci, sans toucher à ses liens :</p>
<pre>&lt;script src="${site}/tooltips.js" async data-wowhead-links&gt;&lt;/script&gt;</pre>
<p>Comptent alors les liens des trois versions, sous leurs formes d'adresse : <code>https://www.wowhead.com/classic/item=19019/…</code>,
<code>https://www.wowhead.com/tbc/npc=639</code>, <code>https://www.wowhead.com/wotlk/fr/item=…</code>, <code>https://classic.wowhead.com/spell=…</code>,
<code>https://tbc.wowhead.com/…</code>, la forme <code>?item=19019</code>, et l'attribut <code>data-wowhead="item=19019&amp;domain=classic"</code>
d'un lien ; les types <code>item</code>, <code>npc</code>, <code>spell</code>, <code>quest</code>, <code>object</code>, <code>item-set</code>
et <code>faction</code>. L'infobulle est lue sur ce site. Les options de Wowhead que la page déclare (<code>whTooltips</code> :
<code>colorLinks</code>, <code>iconizeLinks</code>, <code>renameLinks</code>) valent celles d'ici. Un lien vers le jeu actuel
(<code>https://www.wowhead.com/item=…</code>, sans version) reste un lien ordinaire.</p>

<h2 id="fonctionnement">Fonctionnement</h2>
<ul>
<li>Les liens ajoutés après le chargement (applications d'une seule page) ont leur infobulle : le script surveille le document.
Les liens de la page sont lus une fois, à la fin de sa lecture par le navigateur ; ensuite, seuls les éléments ajoutés sont lus, et chaque
lien une seule fois : une page qui change souvent ne coûte que ce qu'elle ajoute.
<code>window.grimoireTooltips.refresh()</code> relit tous les liens de la page, ceux qu'il avait écartés compris.</li>
<li>Sur écran tactile, un premier toucher montre l'infobulle, un second suit le lien ; toucher ailleurs la cache. <kbd>Échap</kbd> la cache aussi.
Elle reste toujours dans la fenêtre.</li>
<li>Une requête par enregistrement (son JSON, <code>/v1/{version}/{type}/{id}</code>), gardée pour la vie de la page ; les options
colorer, icône et nom ne lisent que les liens proches de la partie visible. Sans cookie ni identifiant, et sans l'adresse de votre page
(aucun <code>Referer</code>).</li>
<li>L'icône se place devant le texte du lien sans changer la hauteur de sa ligne. Une icône qui ne se charge pas est masquée à sa place,
sans le symbole d'image cassée ni décalage de la mise en page.</li>
<li>Si l'API refuse (<a href="${DOCS_ROOT}/erreurs#rate_limited">429</a>) ou ne répond pas, le lien reste un lien ordinaire ; rien n'est levé sur votre page.</li>
<li>Avec une <code>Content-Security-Policy</code>, autorisez <code>${site}</code> dans <code>script-src</code> et <code>connect-src</code>,
et l'hôte des icônes dans <code>img-src</code> ; aucun script ni style en ligne n'est nécessaire.</li>
</ul>

<h2 id="exemple">Exemple sur cette page</h2>
<p>Cette page charge le script : survolez ou parcourez au clavier ces liens.</p>
<ul class="embed-example">
${links}
</ul>
<script src="/tooltips.js" async data-color-links></script>
`,
  );
}
