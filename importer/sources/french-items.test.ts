import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../test/support/source-files.ts";
import { mergeFrenchItems, readItemSetNamesLocale, readLuaItemNames, readMoteItems } from "./french-items.ts";

const file = sourceFiles();

describe("readMoteItems", () => {
  it("reads the MOTE names and descriptions, trimmed; a name of _ is none", async () => {
    const sql = file(
      "French-Item.sql",
      [
        "UPDATE `locales_item` SET `name_loc2`=' Armure défias noircie' WHERE `entry`=10399;",
        "UPDATE `locales_item` SET `name_loc2`='_', `description_loc2`='Usée.' WHERE `entry`=2092;",
        "UPDATE `locales_item` SET `description_loc2`='  ' WHERE `entry`=5060;",
      ].join("\n"),
    );
    expect(await readMoteItems(sql)).toEqual(
      new Map([
        [10399, { name: "Armure défias noircie" }],
        [2092, { description: "Usée." }],
        [5060, {}],
      ]),
    );
  });
});

describe("readItemSetNamesLocale", () => {
  it("reads the frFR rows of itemset_dbc_locale, by column name or position", async () => {
    const named = file(
      "itemset_dbc_locale.sql",
      "INSERT INTO `itemset_dbc_locale` (`ID`, `locale`, `Name`) VALUES (183,'frFR','Tenue de Défias'),(183,'deDE','Defias'),(184,'frFR','_');\n",
    );
    expect(await readItemSetNamesLocale(named)).toEqual(new Map([[183, { name: "Tenue de Défias" }]]));
    const positional = file("itemset_positional.sql", "INSERT INTO `itemset_dbc_locale` VALUES (185,'frFR','Garde-robe');\n");
    expect(await readItemSetNamesLocale(positional)).toEqual(new Map([[185, { name: "Garde-robe" }]]));
  });
});

describe("readLuaItemNames", () => {
  it("reads a Lua lookup's names, trimmed, a name of _ left out", () => {
    const lua = file("items.lua", 'pfDB["items"]["frFR"] = {\n  [2092] = " Dague usée",\n  [5060] = "_",\n}\n');
    expect(readLuaItemNames(lua)).toEqual(new Map([[2092, { name: "Dague usée" }]]));
  });
});

describe("mergeFrenchItems", () => {
  it("keeps the first source's fields, completed by the later ones", () => {
    const merged = mergeFrenchItems(
      new Map([[1, { name: "Premier" }]]),
      new Map([
        [1, { name: "Second", description: "Texte" }],
        [2, { name: "Autre" }],
      ]),
    );
    expect(merged).toEqual(
      new Map([
        [1, { name: "Premier", description: "Texte" }],
        [2, { name: "Autre" }],
      ]),
    );
  });
});
