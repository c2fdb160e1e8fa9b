/**
 * The hand-written part of the documentation site: the overview (access, versions, pages and
 * cursors, many records and a name for bots with a Discord bot's example, caching, rate limits,
 * versioning), the error catalogue with one anchor per code, and
 * the 404 page. Every figure and code comes from contract/ or from the edge's own settings.
 */
import { API_NAME, API_SUMMARY, RECORD_TYPES_TEXT } from "../../contract/about.ts";
import { GAME_VERSIONS } from "../../contract/enums.ts";
import { ERRORS } from "../../contract/errors.ts";
import { IDS_MAX, LIMIT_DEFAULT, LIMIT_MAX, Q_MAX_WORDS, SEARCH_DEPTH_MAX } from "../../contract/params.ts";
import { SUGGESTIONS_MAX } from "../../computed/named.ts";
import { ALLOWED_METHODS, DEFAULT_WINDOWS, policyHeader, CACHE_CONTROL, PER_CLIENT_CACHE_CONTROL } from "../../contract/http.ts";
import { API_RELEASED } from "../render/meta.ts";
import { HISTORY_BUILDS } from "../../layout/changes.ts";
import { DOCS_ROOT, esc, inline, page, type DocsFacts } from "./html.ts";

/** A Discord bot's command (discord.js) that answers `!objet tonnerre` with one request. */
const discordBot = (base: string) => `// !objet tonnerre : la fiche de l'objet, en une requête
client.on("messageCreate", async (message) => {
  const [command, ...words] = message.content.split(" ");
  if (command !== "!objet" || words.length === 0) return;
  const name = encodeURIComponent(words.join(" "));
  const response = await fetch(\`${base}/classic/items/named?name=\${name}\`);
  const item = await response.json();
  // 404 : le message propose les noms proches
  if (!response.ok) return message.reply(item.error.message);
  await message.reply({
    embeds: [{
      title: item.name,
      url: item.url,
      thumbnail: { url: item.icon },
      fields: [
        { name: "Qualité", value: item.quality_name, inline: true },
        { name: "Niveau d'objet", value: String(item.item_level), inline: true },
        { name: "Type", value: item.type_name ?? "—", inline: true },
      ],
    }],
  });
});`;

const windowsText = DEFAULT_WINDOWS.map((w) => `${w.limit} requêtes par ${w.seconds} secondes`).join(" et ");

export function overviewPage(facts: DocsFacts): string {
  const base = esc(facts.baseUrl);
  return page(
    facts,
    "Présentation",
    `
<p>${API_NAME} est une ${API_SUMMARY} :
${RECORD_TYPES_TEXT}. Toutes les réponses sont en JSON
(UTF-8), les textes du jeu en français.</p>
<p>Adresse de base : <code>${base}</code>. La racine (<a href="/v1">/v1</a>) liste les routes, les versions et les sources des données ;
la description complète est dans <a href="/v1/openapi.json">openapi.json</a> (OpenAPI 3.1), un résumé pour assistants IA dans <a href="/v1/llms.txt">llms.txt</a>.</p>
<pre>curl -s '${base}/classic/npcs?limit=2'</pre>

<h2 id="acces">Accès</h2>
<p>Sans clé ni inscription. CORS ouvert : <code>Access-Control-Allow-Origin: *</code>, toute page web peut appeler l'API.
Méthodes acceptées : <code>${ALLOWED_METHODS}</code> ; toute autre reçoit <a href="${DOCS_ROOT}/erreurs#method_not_allowed">405</a>.
Chaque réponse porte un en-tête <code>X-Request-Id</code> : citez-le pour signaler un problème.</p>

<h2 id="versions">Versions du jeu</h2>
<p>Chaque route de données commence par la version : ${GAME_VERSIONS.map((v) => `<code>${v.id}</code> (${v.game_version})`).join(", ")}.
Un enregistrement garde son numéro de jeu (<code>id</code>) d'une version à l'autre ; son champ <code>versions</code> dit où il existe,
et dans quelles versions il diffère de la précédente (<code>changed</code>) : ce qui change est dans
<a href="${DOCS_ROOT}/differences">les différences entre versions</a> (<code>differences_url</code>).
Une autre version reçoit <a href="${DOCS_ROOT}/erreurs#version_unknown">version_unknown</a>.</p>

<h2 id="listes">Listes, pages et curseurs</h2>
<p>Une liste renvoie <code>{"object": "list", "data": [...], "has_more", "next_cursor", "url"}</code>.
<code>limit</code> fixe la taille d'une page (1 à ${LIMIT_MAX}, ${LIMIT_DEFAULT} par défaut) ; <code>include_total=true</code> ajoute
<code>total_count</code>. Pour la page suivante, reprenez la même requête avec <code>cursor=&lt;next_cursor&gt;</code> (l'en-tête
<code>Link: &lt;…&gt;; rel="next"</code> donne l'adresse entière). Un curseur est opaque : il vaut pour les mêmes filtres et le
même tri (la taille de page peut changer) et pour la version des données qui l'a émis ; sinon la réponse est
<a href="${DOCS_ROOT}/erreurs#cursor_invalid">cursor_invalid</a>, et il faut repartir de la première page. Un curseur modifié
est refusé de même.
Les filtres à plusieurs valeurs se séparent par des virgules (<code>type=beast,demon</code>) ; <code>sort=-level</code> inverse l'ordre.
Le filtre <code>q</code> compte au plus ${Q_MAX_WORDS} mots distincts (« Épée » et « epee » n'en font qu'un).
Une recherche (<a href="${DOCS_ROOT}/routes/search">/search</a>) ne se parcourt que sur ses ${SEARCH_DEPTH_MAX} premiers résultats :
<code>total_count</code> dit combien il y en a, la dernière page atteinte n'a pas de <code>next_cursor</code> ; pour aller plus loin,
précisez <code>q</code> ou filtrez par <code>type</code> ou <code>version</code>.</p>

<h2 id="bots">Plusieurs enregistrements, un nom : pour les bots</h2>
<p><strong>Plusieurs enregistrements en une requête.</strong> Chaque liste d'enregistrements accepte <code>ids</code> : jusqu'à
${IDS_MAX} numéros de jeu séparés par des virgules. La réponse est une seule page de la liste, les enregistrements dans l'ordre
donné, chacun une fois (un numéro répété compte à sa première place), avec <code>missing_ids</code> : les numéros sans
enregistrement de ce type dans cette version (ce champ n'apparaît qu'avec <code>ids</code>). Les filtres de la liste
s'appliquent : un enregistrement qui existe mais ne passe pas un filtre est écarté, sans être compté comme manquant.
<code>sort</code> ne se combine pas avec <code>ids</code> (<a href="${DOCS_ROOT}/erreurs#parameter_invalid">parameter_invalid</a>), un curseur non plus
(<a href="${DOCS_ROOT}/erreurs#cursor_invalid">cursor_invalid</a> : une telle page n'en émet pas),
<code>limit</code> est sans effet ; plus de ${IDS_MAX} numéros, ou autre chose que des numéros, reçoivent aussi parameter_invalid.</p>
<pre>curl -s '${base}/classic/items?ids=19019,999999,5193'   # 19019 puis 5193 ; "missing_ids": [999999]</pre>
<p><strong>Un enregistrement par son nom.</strong> <code>/{version}/{type}/named?name=…</code> (le même segment de type que les listes)
répond avec l'enregistrement dont le nom français ou anglais est celui donné (casse, accents et ponctuation ignorés), sinon avec le
premier résultat de la <a href="${DOCS_ROOT}/recherche">recherche</a> dans ce type et cette version. La réponse est le corps même de
l'enregistrement, avec son ETag, et son adresse dans l'en-tête <code>Content-Location</code> : pas de redirection à suivre. Les
instances, hors de la recherche, se trouvent par leur nom français. Sans rien d'approchant, la réponse est
<a href="${DOCS_ROOT}/erreurs#resource_missing">404 resource_missing</a>, dont le message propose jusqu'à ${SUGGESTIONS_MAX} noms proches.</p>
<pre>curl -si '${base}/classic/items/named?name=tonnerre' | grep -i content-location</pre>
<p>Une commande de bot Discord (discord.js) qui répond à <code>!objet tonnerre</code> avec la fiche de l'objet :</p>
<pre>${esc(discordBot(facts.baseUrl))}</pre>

<h2 id="cache">Cache : ETag et If-None-Match</h2>
<p>Chaque réponse réussie porte un <code>ETag</code> fort, l'empreinte de son contenu. Renvoyez-le dans
<code>If-None-Match</code> : tant que les données n'ont pas changé, la réponse est <code>304 Not Modified</code>, sans corps.
<code>Cache-Control</code> d'une réponse réussie : <code>${PER_CLIENT_CACHE_CONTROL[CACHE_CONTROL.ok]}</code> ; d'un 404 :
<code>${PER_CLIENT_CACHE_CONTROL[CACHE_CONTROL.notFound]}</code> ; des autres erreurs : <code>${CACHE_CONTROL.never}</code>.
Chaque réponse porte les en-têtes <code>RateLimit-*</code> de son client : <code>private</code> la réserve au cache du navigateur
ou du client, et aucun cache partagé (proxy, CDN) ne la resert à un autre. Un miroir sans limites (<code>RATE_LIMITS=off</code>)
répond sans <code>RateLimit-*</code>, en <code>${CACHE_CONTROL.ok}</code> : un cache partagé placé devant lui peut garder ses réponses.</p>
<pre>curl -si ${base}/stats | grep -i etag
curl -si -H 'If-None-Match: "&lt;etag&gt;"' ${base}/stats   # 304</pre>

<h2 id="limites">Limites de débit</h2>
<p>Par adresse IP : ${windowsText} (fenêtres glissantes). Chaque réponse dit où en est le client :
<code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code>, <code>RateLimit-Reset</code> (secondes avant qu'une requête se libère)
pour la fenêtre la plus proche d'être épuisée, et <code>RateLimit-Policy: ${policyHeader(DEFAULT_WINDOWS)}</code>.
Au-delà, la réponse est <a href="${DOCS_ROOT}/erreurs#rate_limited">429 rate_limited</a> avec <code>Retry-After</code> (secondes) :
une requête refusée n'est pas comptée, attendre ce délai suffit. Une adresse IPv6 compte pour son réseau /64 (l'étendue qu'un abonné reçoit),
une adresse IPv4 écrite en IPv6 (<code>::ffff:203.0.113.7</code>) pour cette adresse IPv4. Une requête <code>OPTIONS</code>
(pré-vérification CORS) n'est ni comptée ni limitée, et ne porte pas d'en-tête <code>RateLimit-*</code>.</p>

<h2 id="en-bloc">Tout télécharger, puis suivre les changements</h2>
<p>Inutile de parcourir des centaines de milliers d'adresses : <a href="/v1/bulk">/v1/bulk</a> liste les fichiers en bloc de la
version des données servie, chacun avec sa taille (<code>size</code> décompressé, <code>compressed_size</code> téléchargé), son
<code>sha256</code> et son adresse <code>download_url</code> :</p>
<ul>
<li>par version et type d'enregistrement (<code>classic-npcs</code>…), un fichier JSON Lines compressé en gzip : une ligne par
enregistrement complet, octet pour octet la réponse de son <code>api_url</code> ;</li>
<li><code>database</code> : la base SQLite d'où l'API est construite, compressée en gzip, pour l'interroger en local ;</li>
<li><code>dist</code> : l'API entière en un fichier, qu'un miroir hors ligne sert tel quel, sans le décompresser
(<code>npm run serve -- --dist grimoire-dist.pack</code>).</li>
</ul>
<p>Un téléchargement compte pour une requête. Interrompu, il reprend où il s'est arrêté : l'en-tête <code>Range</code> donne la suite
(<code>206</code>), <code>If-Range</code> avec l'ETag du fichier garantit que c'est le même ; une plage au-delà de la fin reçoit
<a href="${DOCS_ROOT}/erreurs#range_not_satisfiable">416</a>.</p>
<pre>curl -sO '${base}/bulk/files/grimoire-classic-npcs.jsonl.gz'
curl -sO -C - '${base}/bulk/files/grimoire-dist.pack'   # reprend un téléchargement interrompu
npm run verify -- --dist grimoire-dist.pack --against '${base}'   # taille et sha256 ceux que publie /v1/bulk/dist
zcat grimoire-classic-npcs.jsonl.gz | head -1</pre>
<p>Un miroir hors ligne se tient à jour avec <code>npm run sync -- --from ${base} --dist grimoire-dist.pack</code> : la première fois,
il télécharge le paquet <code>dist</code> (reprise par <code>Range</code> après une coupure) ; ensuite, il lit l'index du nouveau paquet
et ne demande que les blocs qui ont changé, le reste étant recopié de son paquet. Le paquet complet est vérifié contre son
<code>sha256</code> avant de remplacer l'ancien d'un seul renommage : le miroir qui le sert
(<code>npm run serve -- --dist grimoire-dist.pack</code>) passe au nouveau sans redémarrer, et une synchronisation interrompue laisse
l'ancien en service et reprend à la suivante. Un <a href="${DOCS_ROOT}/erreurs#rate_limited">429</a> est réessayé après le délai de
<code>Retry-After</code>.</p>
<p>Ensuite, <a href="/v1/changes">/v1/changes</a> liste les versions des données que l'API sait comparer à celle qu'elle sert (la
servie d'abord, <code>current: true</code>) et, pour chacune, combien d'enregistrements ont été ajoutés, modifiés ou retirés depuis.
<code>/v1/changes?since=&lt;id&gt;</code> les liste, page par page (<code>{key, version, type, id, change, api_url}</code> ;
<code>change</code> vaut <code>added</code>, <code>changed</code> ou <code>removed</code>, et l'<code>api_url</code> d'un enregistrement
retiré répond 404). L'historique remonte aux ${HISTORY_BUILDS} dernières versions publiées avant celle servie (chaque publication
l'écrit d'après la précédente, où qu'ait été construite la nouvelle version). Un miroir garde l'<code>id</code> de la version qu'il
a téléchargée (<code>/v1/changes</code>, celle marquée <code>current</code>) ; à chaque synchronisation, il demande
<code>/v1/changes?since=&lt;id&gt;</code> page par page, relit l'<code>api_url</code> des enregistrements ajoutés ou modifiés, efface
les retirés, puis retient l'<code>id</code> de la version servie. Une version plus ancienne reçoit
<a href="${DOCS_ROOT}/erreurs#history_unavailable">history_unavailable</a> (410) : le miroir télécharge à nouveau les fichiers en bloc.</p>
<pre>curl -s '${base}/changes'
curl -s '${base}/changes?since=&lt;id&gt;&amp;limit=100'</pre>

<h2 id="erreurs">Erreurs</h2>
<p>Toute erreur a le même corps : <code>{"error": {"type", "code", "message", "param", "doc_url"}}</code>. Testez <code>code</code>,
pas le message (en français, il peut être précisé). <code>doc_url</code> mène à <a href="${DOCS_ROOT}/erreurs">la description du code</a>.</p>

<h2 id="versionnement">Versionnement</h2>
<p>Le chemin commence par <code>/v1</code> (publiée le ${API_RELEASED}). Dans <code>v1</code>, les champs et routes existants ne changent
ni de nom ni de sens et ne disparaissent pas ; des champs, routes, valeurs de filtre et codes peuvent s'ajouter : un client doit
ignorer ce qu'il ne connaît pas. Un changement incompatible ferait une <code>/v2</code>. Les données changent à chaque
reconstruction (<code>data_updated</code> à la racine : ${esc(facts.dataUpdated)}) ; les ETag et les curseurs changent avec elles.</p>

<h2 id="suite">Pour aller plus loin</h2>
<ul>
<li><a href="${DOCS_ROOT}/routes">Les routes</a>, leurs paramètres, valeurs permises et défauts, avec une requête et sa vraie réponse.</li>
<li><a href="${DOCS_ROOT}/enregistrements">La forme des enregistrements</a>, champ par champ.</li>
<li><a href="${DOCS_ROOT}/erreurs">Le catalogue des erreurs</a>.</li>
<li><a href="#en-bloc">Les fichiers en bloc et les changements</a> entre deux versions des données.</li>
<li><a href="${DOCS_ROOT}/differences">Les différences entre versions du jeu</a> d'un enregistrement, et les champs comparés.</li>
</ul>
`,
  );
}

export function errorsPage(facts: DocsFacts): string {
  const rows = Object.entries(ERRORS).map(
    ([code, e]) => `
<section id="${code}">
<h2><code>${code}</code></h2>
<p>Statut HTTP <strong>${e.status}</strong>, type <code>${e.type}</code>.</p>
<p>${inline(e.help)}</p>
<p>Message par défaut : « ${esc(e.message)} »</p>
</section>`,
  );
  return page(
    facts,
    "Erreurs",
    `
<p>Corps de toute erreur : <code>{"error": {"type", "code", "message", "param", "doc_url"}}</code>. <code>param</code> nomme le
paramètre en cause quand il y en a un, sinon <code>null</code> ; <code>doc_url</code> mène à l'ancre du code sur cette page.
Le message est en français et peut préciser la cause ; un programme teste <code>code</code>.</p>
<pre>${esc(JSON.stringify({ error: { type: ERRORS.parameter_invalid.type, code: "parameter_invalid", message: "Le numéro « abc » doit être un nombre entier positif.", param: "id", doc_url: `${facts.baseUrl.replace(/\/v1$/, "")}${DOCS_ROOT}/erreurs#parameter_invalid` } }, null, 2))}</pre>
<ul>${Object.keys(ERRORS)
      .map((code) => `<li><a href="#${code}"><code>${code}</code></a></li>`)
      .join("")}</ul>
${rows.join("\n")}
`,
  );
}

export function notFoundPage(facts: DocsFacts): string {
  return page(
    facts,
    "Page introuvable",
    `
<p>Aucune page à cette adresse. <a href="${DOCS_ROOT}/">La documentation</a> part d'ici ; l'API répond sous <a href="/v1">/v1</a>.</p>
`,
  );
}
