-- Classic (1.12.1): quests, part 2 — class quests (rogue first), Durotar, Duskwood, raids and
-- dungeons of level 60, repeatable, weekly and daily quests, an exclusive pair, one internal quest.
-- Note: patch 1.12 had no daily quests; 9100 is flagged daily so that the sample covers the flag.

INSERT INTO quest (version, id, name, english_name, level, required_level, side, type, daily, weekly, repeatable, zone_or_sort, instance_id, players, shareable, time_limit, races, classes, skill_name, skill_level, objectives, description, completion, xp, money, honor, reward_spell_id, prev_quest_id, next_quest_id, exclusive_group, rogue, internal) VALUES
-- Rogue quests (quest_sort 162 'Voleur')
('classic', 2360, 'Mathias et les Défias', 'Mathias and the Defias', 20, 16, 'alliance', NULL, 0, 0, 0, -162, NULL, NULL, 0, NULL, NULL, 'Voleur', NULL, NULL,
 'Rejoignez l''agent Kearnen dans la Marche de l''Ouest.', 'Le SI:7 a besoin d''un voleur discret pour une mission dans la Marche de l''Ouest. Kearnen vous expliquera.', 'Shaw vous envoie ? Bien. J''ai une tâche pour vous.', 1050, NULL, NULL, NULL, NULL, 2359, NULL, 1, 0),
('classic', 2359, 'La tour de Klaven', 'Klaven''s Tower', 22, 16, 'alliance', NULL, 0, 0, 0, -162, NULL, NULL, 0, NULL, NULL, 'Voleur', 'Crochetage', 70,
 'Crochetez le coffre de Klaven Mortwake dans sa tour et rapportez son journal à maître Mathias Shaw.', 'Klaven Mortwake, un assassin défias, tient un journal de ses contrats. Entrez dans sa tour sans être vu et ouvrez son coffre.', 'Ce journal vaut de l''or. Vous êtes prêt à apprendre l''art des poisons.', 1750, 1500, NULL, 2842, 2360, NULL, NULL, 1, 0),
('classic', 2607, 'Le contact de Zanzil', 'The Touch of Zanzil', 20, 20, 'alliance', NULL, 0, 0, 0, -162, NULL, NULL, 0, NULL, NULL, 'Voleur', NULL, NULL,
 'Rapportez 1 fiole vide et 5 poudres de poussière à maître Mathias Shaw.', 'Le poison de Zanzil a frappé un de nos agents. Il me faut de quoi préparer un antidote.', 'Il vivra. Prenez ces poisons, vous en ferez meilleur usage.', 1200, 900, NULL, NULL, NULL, NULL, NULL, 1, 0),
('classic', 2478, 'Mission : possible mais improbable', 'Mission: Possible But Not Probable', 24, 20, 'horde', NULL, 0, 0, 0, -162, NULL, NULL, 0, 1800, NULL, 'Voleur', NULL, NULL,
 'Volez les plans du Syndicat et revenez voir Shenthul à Orgrimmar en moins de 30 minutes.', 'Un agent du Syndicat cache des plans qui intéressent le chef de guerre. Volez-les sans vous faire prendre.', 'Rapide et discret. Vous irez loin.', 2000, 1200, NULL, NULL, NULL, NULL, NULL, 1, 0),
('classic', 6681, 'Le manoir de Ravenholdt', 'The Manor, Ravenholdt', 24, 24, 'both', NULL, 0, 0, 0, -162, NULL, NULL, 0, NULL, NULL, 'Voleur', 'Crochetage', 150,
 'Tuez 12 sicaires du Syndicat dans les montagnes d''Alterac et présentez-vous à Fahrad.', 'Seuls les meilleurs voleurs trouvent le manoir de Ravenholdt. Prouvez votre valeur contre le Syndicat.', 'Bienvenue à Ravenholdt.', 2200, 1000, NULL, NULL, NULL, NULL, NULL, 1, 0),
-- Other class quests (no giver in the sample)
('classic', 1860, 'Parlez à Jennea', 'Speak with Jennea', 10, 10, 'alliance', NULL, 0, 0, 0, -161, NULL, NULL, 0, NULL, NULL, 'Mage', NULL, NULL,
 'Parlez à Jennea Cannon au Quartier des mages de Hurlevent.', 'Votre formation de mage vous mène à Hurlevent.', NULL, 420, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 1638, 'L''entraînement d''un guerrier', 'A Warrior''s Training', 10, 10, 'alliance', NULL, 0, 0, 0, -81, NULL, NULL, 0, NULL, NULL, 'Guerrier', NULL, NULL,
 'Parlez à Harry Burlguard, au Cochon sifflant de Hurlevent.', 'Un vrai guerrier s''entraîne auprès des meilleurs.', NULL, 420, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0),
-- Paladin exclusive pair: the same quest for humans and for dwarves
('classic', 1641, 'Le tome de la divinité', 'The Tome of Divinity', 12, 12, 'alliance', NULL, 0, 0, 0, 1519, NULL, NULL, 0, NULL, 'Humains', 'Paladin', NULL, NULL,
 'Lisez le tome de la divinité et parlez à Duthorian Rall.', 'La Lumière guide ceux qui l''étudient.', 'Que la Lumière vous garde.', 850, NULL, NULL, NULL, NULL, NULL, 1641, 0, 0),
('classic', 1645, 'Le tome de la divinité', 'The Tome of Divinity', 12, 12, 'alliance', NULL, 0, 0, 0, 1519, NULL, NULL, 0, NULL, 'Nains', 'Paladin', NULL, NULL,
 'Lisez le tome de la divinité et parlez à Duthorian Rall.', 'Les paladins nains suivent eux aussi la voie de la Lumière.', 'Que la Lumière vous garde.', 850, NULL, NULL, NULL, NULL, NULL, 1641, 0, 0),
-- Duskwood (elite)
('classic', 228, 'Mor''Ladim', 'Mor''Ladim', 35, 25, 'alliance', 'elite', 0, 0, 0, 10, NULL, 3, 1, NULL, NULL, NULL, NULL, NULL,
 'Tuez Mor''Ladim et rapportez son crâne à Calor, à Sombre-Comté.', 'Mor''Ladim, le revenant, hante les cimetières du Bois de la Pénombre. Il faudra être plusieurs.', 'Enfin, il repose en paix.', 3300, 2500, NULL, NULL, NULL, NULL, NULL, 0, 0),
-- Durotar, Orgrimmar and the Barrens
('classic', 4641, 'Votre place dans le monde', 'Your Place In The World', 1, 1, 'horde', NULL, 0, 0, 0, 14, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Parlez à Gornek, dans la vallée des Épreuves.', 'Tout membre de la Horde doit faire ses preuves. Gornek vous attend.', 'Vous voilà. Prouvez votre valeur.', 40, NULL, NULL, NULL, NULL, 788, NULL, 0, 0),
('classic', 788, 'Les crocs acérés', 'Cutting Teeth', 2, 1, 'horde', NULL, 0, 0, 0, 14, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Tuez 10 sangliers marbrés redoutables, puis retournez voir Gornek.', 'Les sangliers de la vallée menacent nos réserves. Chassez-les.', 'Bien. Vous avez du mordant.', 170, 50, NULL, NULL, 4641, NULL, NULL, 0, 0),
('classic', 789, 'Le dard du scorpide', 'Sting of the Scorpid', 3, 1, 'horde', NULL, 0, 0, 0, 14, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Rapportez 10 queues de scorpide ouvrier à Gornek.', 'Le venin des scorpides sert à nos chamans. Rapportez-en.', NULL, 250, 70, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 792, 'Familiers vils', 'Vile Familiars', 4, 1, 'horde', NULL, 0, 0, 0, 14, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Tuez 12 familiers vils dans les grottes de la vallée des Épreuves.', 'La Lame ardente a invoqué des démons dans nos grottes. Débarrassez-nous-en.', NULL, 330, 90, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 5441, 'Péons paresseux', 'Lazy Peons', 4, 1, 'horde', NULL, 0, 0, 0, 14, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Réveillez 5 péons paresseux avec la baguette de Gornek.', 'Ces péons dorment au lieu de couper du bois. Réveillez-les !', NULL, 250, 60, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 4921, 'Perdue au combat', 'Lost in Battle', 20, 15, 'horde', NULL, 0, 0, 0, 17, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Trouvez ce qu''il est advenu de l''épouse de Mankrik, au sud des Tarides.', 'Mon épouse a disparu lors d''une attaque des Kolkars. Je vous en prie, retrouvez-la.', 'Elle est… morte ? Merci de me l''avoir dit.', 1550, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 5727, 'Ennemis cachés', 'Hidden Enemies', 16, 10, 'horde', NULL, 0, 0, 0, 1637, NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL,
 'Découvrez qui, à Orgrimmar, sert la Lame ardente, et faites votre rapport à Thrall.', 'Des traîtres se cachent parmi nous. Trouvez-les.', 'Ces cultistes paieront.', 1400, 1000, NULL, NULL, NULL, NULL, NULL, 0, 0),
-- Level 60: Molten Core, Scholomance, the Argent Dawn
('classic', 7848, 'Harmonisation avec le Cœur', 'Attunement to the Core', 60, 55, 'both', NULL, 0, 0, 0, 25, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Rapportez un fragment du Cœur à Lothos Arrache-faille, au Mont Rochenoire.', 'Un fragment du Cœur vous permettra d''entrer dans le Cœur du Magma sans traverser les profondeurs.', 'Vous voilà harmonisé.', 7800, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 6822, 'Le Cœur du Magma', 'The Molten Core', 60, 55, 'both', 'raid', 0, 0, 0, 2717, 409, 40, 1, NULL, NULL, NULL, NULL, NULL,
 'Tuez 1 géant du Magma et 1 chien du Magma, puis retournez voir Lothos Arrache-faille.', 'Les Hydraxiens veulent affaiblir les serviteurs de Ragnaros.', NULL, 9000, 3000, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 5505, 'La clé de la Scholomance', 'The Key to Scholomance', 60, 55, 'alliance', NULL, 0, 0, 0, 28, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Parlez au commandant Ashlam Vaillefer au camp du Noroît.', 'La clé squelette ouvre les portes de la Scholomance.', 'Voici la clé. Faites-en bon usage.', 9650, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 5384, 'Kirtonos le Héraut', 'Kirtonos the Herald', 60, 55, 'both', 'dungeon', 0, 0, 0, 2057, 289, 5, 1, NULL, NULL, NULL, NULL, NULL,
 'Invoquez et tuez Kirtonos le Héraut dans la Scholomance.', 'Le sang d''un innocent, placé dans le brasero du Héraut, fera venir Kirtonos.', 'Le Héraut n''est plus.', 9650, 6000, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 5341, 'La fortune de la famille Barov', 'Barov Family Fortune', 60, 55, 'both', 'dungeon', 0, 0, 0, 2057, 289, 5, 1, NULL, NULL, NULL, NULL, NULL,
 'Rapportez le titre de propriété de Caer Darrow à l''alchimiste Arbington.', 'Les Barov ont vendu leurs terres au Fléau. Récupérez les titres.', NULL, 9650, 5000, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 5402, 'Pierres du Fléau de serviteur', 'Minion''s Scourgestones', 60, 55, 'both', NULL, 0, 0, 1, 139, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Rapportez 20 pierres du Fléau de serviteur à l''intendante Miranda Breechlock.', 'Chaque pierre arrachée au Fléau est une victoire pour l''Aube.', 'L''Aube vous remercie.', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 5264, 'Insignes de l''Aube', 'Insignia of the Dawn', 60, 55, 'both', NULL, 0, 0, 0, 139, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Atteignez le rang amical auprès de l''Aube d''argent, puis parlez à l''intendante Miranda Breechlock.', 'Seuls les amis de l''Aube portent ses insignes.', NULL, 4000, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0),
-- Booty Bay, Gadgetzan, Alterac Valley
('classic', 8193, 'Maître pêcheur', 'Master Angler', 40, 35, 'both', NULL, 0, 1, 0, -101, NULL, NULL, 0, 7200, NULL, NULL, 'Pêche', 150,
 'Rapportez 40 poissons-délices tachetés à Riggle Bassbait avant les autres pêcheurs.', 'Le grand concours de pêche de Strangleronce a lieu chaque dimanche !', 'Le vainqueur, c''est vous !', NULL, 50000, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 9100, 'Les réserves d''eau de Gadgetzan', 'Gadgetzan Water Supply', 45, 40, 'both', NULL, 1, 0, 0, 440, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Rapportez 5 outres d''eau au baron Noggenfogger.', 'Gadgetzan a toujours soif.', 'Merci, revenez demain.', 2000, 1500, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 9101, 'Le pot-de-vin du baron', 'The Baron''s Bribe', 40, 35, 'both', NULL, 0, 0, 0, 33, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Apportez 1 pièce d''or au baron Revilgaz.', 'À Baie-du-Butin, rien n''est gratuit, surtout pas l''amitié du baron.', 'Ha ! Voilà qui scelle notre amitié.', 1000, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0),
('classic', 7141, 'La bataille d''Alterac', 'The Battle of Alterac', 60, 51, 'alliance', 'pvp', 0, 0, 0, 2597, NULL, NULL, 1, NULL, NULL, NULL, NULL, NULL,
 'Entrez dans la vallée d''Alterac, tuez 5 joueurs de la Horde et le général Drek''Thar, puis retournez voir le sergent Durgen Foudrepique.', 'La Horde doit être chassée de la vallée d''Alterac.', 'Victoire !', 9000, 10000, 400, NULL, NULL, NULL, NULL, 0, 0);

-- A test quest, hidden from lists.
INSERT INTO quest (version, id, name, level, side, internal) VALUES
('classic', 9999, '<TXT> Quête de test', 1, 'both', 1);
